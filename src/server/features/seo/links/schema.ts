import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../../auth/schema';
import { workspaces } from '../../../tenancy/schema';
import { projects } from '../../../projects/schema';

/** A search for link opportunities (Find Opportunities), run as a job the screen follows. */
export const seoLinkSearches = pgTable(
  'seo_link_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    site: text('site').notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    found: integer('found').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('seo_link_searches_workspace_idx').on(table.workspaceId, table.createdAt),
    uniqueIndex('seo_link_searches_one_under_way')
      .on(table.workspaceId)
      .where(sql`status in ('queued', 'running')`),
  ],
);

/** A page that could link to the user's site, Pending → Contacted → Acquired. */
export const seoLinkOpportunities = pgTable(
  'seo_link_opportunities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The user's site the link would point to. */
    site: text('site').notNull(),
    domain: text('domain').notNull(),
    page: text('page').notNull(),
    type: text('type', { enum: ['competitor_link', 'resource_page', 'write_for_us', 'unlinked_mention'] }).notNull(),
    relevance: integer('relevance').notNull(),
    authority: integer('authority'),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['Pending', 'Contacted', 'Acquired'] })
      .notNull()
      .default('Pending'),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('seo_link_opportunities_page').on(table.workspaceId, table.site, table.page)],
);

/** A link to the user's site verified on the linking page, and re-checked weekly (Professional and up). */
export const seoBacklinks = pgTable(
  'seo_backlinks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id').references(() => seoLinkOpportunities.id, { onDelete: 'set null' }),
    site: text('site').notNull(),
    sourceUrl: text('source_url').notNull(),
    targetUrl: text('target_url').notNull(),
    anchorText: text('anchor_text').notNull(),
    rel: text('rel', { enum: ['follow', 'nofollow', 'ugc', 'sponsored'] }).notNull(),
    status: text('status', { enum: ['live', 'lost'] })
      .notNull()
      .default('live'),
    firstVerifiedAt: timestamp('first_verified_at', { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull().defaultNow(),
    lostAt: timestamp('lost_at', { withTimezone: true }),
    checkError: text('check_error'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('seo_backlinks_source').on(table.workspaceId, table.site, table.sourceUrl)],
);
