import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IntegrationCategory, IntegrationSettings } from '@/shared/integrations/catalogue';
import { user } from '../../../auth/schema';
import { workspaces } from '../../../tenancy/schema';

/**
 * A tool a workspace connected with its own credentials (WordPress, Slack...), or a custom
 * integration it added. Cards that other screens connect (social accounts, Search Console) have no row.
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The provider's id, or 'custom'. */
    provider: text('provider').notNull(),
    /** A custom integration's own name, category and description; null for a provider's. */
    name: text('name'),
    category: text('category').$type<IntegrationCategory>(),
    description: text('description'),
    /** The credentials the service accepted, sealed; null once disconnected. */
    credentials: text('credentials'),
    /** What it is connected to, as the service named it (a site, a workspace). */
    accountLabel: text('account_label'),
    settings: jsonb('settings').$type<IntegrationSettings>(),
    /** A custom integration's signing secret for posts to its address, sealed. */
    incomingSecret: text('incoming_secret'),
    connectedBy: text('connected_by').references(() => user.id, { onDelete: 'set null' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** What the last import brought in (or why it brought nothing), for the card. */
    lastSyncSummary: text('last_sync_summary'),
    /** When the last finished import started (the clock's time), success or not: the schedule counts from it. */
    lastSyncStartedAt: timestamp('last_sync_started_at', { withTimezone: true }),
    /** Set while an import runs, so two never run at once; a stale one belongs to a process that stopped. */
    syncingSince: timestamp('syncing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('integration_connections_provider_idx')
      .on(table.workspaceId, table.provider)
      .where(sql`${table.provider} <> 'custom'`),
    index('integration_connections_workspace_idx').on(table.workspaceId),
  ],
);
