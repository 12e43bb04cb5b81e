import { customType, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../../auth/schema';
import { workspaces } from '../../../tenancy/schema';
import { projects } from '../../../projects/schema';

/** Text sealed with SecretBox (AES-256-GCM under a key derived from APP_SECRET). */
const sealed = customType<{ data: string }>({ dataType: () => 'text' });
const workspace = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const project = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/**
 * A project's Google Search Console, connected through the operator's Google app: the Google
 * account's tokens (sealed), its properties, the one chosen, and the last import's range.
 */
export const seoSearchConsoleConnections = pgTable(
  'seo_search_console_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    projectId: project(),
    connectedBy: text('connected_by').references(() => user.id, { onDelete: 'set null' }),
    refreshToken: sealed('refresh_token').notNull(),
    accessToken: sealed('access_token').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** The properties the Google account may read, when it connected. */
    properties: jsonb('properties').$type<string[]>().notNull().default([]),
    siteUrl: text('site_url'),
    /** Why the last call to Google failed, until one succeeds. */
    problem: text('problem'),
    importedFrom: date('imported_from'),
    importedTo: date('imported_to'),
    /** Kept on the connection, so an import that found no queries still says when it ran. */
    importedAt: timestamp('imported_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('seo_search_console_connections_project_idx').on(table.workspaceId, table.projectId)],
);

/** One query's figures of the connection's last import (the range is the connection's). */
export const seoSearchConsoleRows = pgTable(
  'seo_search_console_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => seoSearchConsoleConnections.id, { onDelete: 'cascade' }),
    workspaceId: workspace(),
    query: text('query').notNull(),
    clicks: integer('clicks').notNull(),
    impressions: integer('impressions').notNull(),
    ctr: doublePrecision('ctr').notNull(),
    position: doublePrecision('position').notNull(),
  },
  (table) => [index('seo_search_console_rows_clicks_idx').on(table.connectionId, table.clicks)],
);

/**
 * A connection under way: the browser is at Google's consent page. `state_hash` is the SHA-256 of
 * the state it carries back; the PKCE verifier is sealed. Ten minutes to come back.
 */
export const seoSearchConsoleConnectRequests = pgTable(
  'seo_search_console_connect_requests',
  {
    stateHash: text('state_hash').primaryKey(),
    workspaceId: workspace(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    projectId: project(),
    codeVerifier: sealed('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('seo_search_console_connect_requests_expiry_idx').on(table.expiresAt)],
);
