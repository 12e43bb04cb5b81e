import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DiscoveryStatus, ProspectContact, ProspectStatus } from '@/shared/outreach/prospects';
import { workspaces } from '../../../tenancy/schema';

/** A site a workspace may reach out to, once per registrable domain, with the contacts its pages show. */
export const outreachProspects = pgTable(
  'outreach_prospects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    pageUrl: text('page_url').notNull(),
    siteName: text('site_name'),
    niche: text('niche').notNull().default(''),
    authority: integer('authority'),
    traffic: integer('traffic'),
    opportunity: text('opportunity'),
    status: text('status').$type<ProspectStatus>().notNull().default('new'),
    /** The user counts the site as a partner (an Active Partnership). */
    partner: boolean('partner').notNull().default(false),
    contacts: jsonb('contacts').$type<ProspectContact[]>().notNull().default([]),
    socials: jsonb('socials').$type<string[]>().notNull().default([]),
    discoveryStatus: text('discovery_status').$type<DiscoveryStatus>().notNull().default('queued'),
    pagesRead: integer('pages_read').notNull().default(0),
    discoveryError: text('discovery_error'),
    discoveredAt: timestamp('discovered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('outreach_prospects_domain_idx').on(table.workspaceId, table.domain),
    index('outreach_prospects_workspace_idx').on(table.workspaceId, table.createdAt),
  ],
);
