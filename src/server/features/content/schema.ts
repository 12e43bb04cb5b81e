import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContentMetrics, ContentTone, ContentType, SocialPlatform } from '@/shared/content/content';
import { user } from '../../auth/schema';
import { workspaces } from '../../tenancy/schema';

/** A piece of content: the payload's shape depends on its type. */
export const content = pgTable(
  'content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    type: text('type', { enum: ['blog', 'social', 'email', 'video'] }).notNull(),
    body: jsonb('body').notNull(),
    status: text('status', { enum: ['draft', 'scheduled', 'published'] })
      .notNull()
      .default('draft'),
    /** Which writer drafted it ('ai' or 'offline'); null for content a person wrote. */
    source: text('source', { enum: ['ai', 'offline'] }),
    /** Lower-cased title and payload text, kept by the service, so search reads one column. */
    searchText: text('search_text').notNull().default(''),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Where the piece was published; Analytics reads its views from page views of this address. */
    publishedUrl: text('published_url'),
    metrics: jsonb('metrics').$type<ContentMetrics>().notNull().default({ views: 0, clicks: 0, engagement: 0, revenue: 0 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_workspace_idx').on(table.workspaceId, table.createdAt),
    index('content_created_at_idx').on(table.createdAt),
    index('content_workspace_scheduled_idx').on(table.workspaceId, table.scheduledAt),
    // Trigram index: "contains" search over the library stays fast at tens of thousands of items.
    // No pending list (fastupdate off): PGlite runs no autovacuum to merge one, and a long pending
    // list makes the planner fall back to reading every row.
    index('content_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/** A bulk generation (plans with the feature): one job writes a draft per topic and counts its progress. */
export const contentBulkGenerations = pgTable('content_bulk_generations', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  createdBy: text('created_by')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Whose monthly allowance the drafts count against (the owner's own for a Sample workspace). */
  allowanceWorkspaceId: uuid('allowance_workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  topics: text('topics').array().notNull(),
  type: text('type').$type<ContentType>().notNull(),
  tone: text('tone').$type<ContentTone>().notNull(),
  platforms: text('platforms').array().$type<SocialPlatform[]>().notNull().default([]),
  projectId: uuid('project_id'),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
    .notNull()
    .default('queued'),
  completed: integer('completed').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  contentIds: uuid('content_ids').array().notNull().default([]),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The workspace's own content templates (catalogue entry content_templates); the starter set lives in code. */
export const contentTemplates = pgTable(
  'content_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').$type<ContentType>().notNull(),
    tone: text('tone').$type<ContentTone>().notNull(),
    structure: text('structure').notNull().default(''),
    prompt: text('prompt').notNull().default(''),
    platforms: text('platforms').array().$type<SocialPlatform[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_templates_workspace_idx').on(table.workspaceId, table.updatedAt)],
);
