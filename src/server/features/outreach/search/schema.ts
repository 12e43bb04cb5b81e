import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ProspectSearchType } from '@/shared/outreach/search';
import { user } from '../../../auth/schema';
import { projects } from '../../../projects/schema';
import { workspaces } from '../../../tenancy/schema';

/** A prospect search (the AI Prospect Finder), run as a job the dialog follows; one under way per workspace. */
export const outreachProspectSearches = pgTable(
  'outreach_prospect_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    type: text('type').$type<ProspectSearchType>().notNull(),
    term: text('term').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    found: integer('found').notNull().default(0),
    sitesRead: integer('sites_read').notNull().default(0),
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('outreach_prospect_searches_workspace_idx').on(table.workspaceId, table.createdAt),
    uniqueIndex('outreach_prospect_searches_one_under_way')
      .on(table.workspaceId)
      .where(sql`status in ('queued', 'running')`),
  ],
);
