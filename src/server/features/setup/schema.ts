import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WebsiteAnalysis } from '@/shared/setup/setup';
import { user } from '../../auth/schema';
import { workspaces } from '../../tenancy/schema';

/** One Smart Setup analysis, run as a job; the client follows its progress and reads its result. */
export const websiteAnalyses = pgTable(
  'website_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    mode: text('mode', { enum: ['url', 'manual', 'upload'] }).notNull(),
    url: text('url'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** 0–100, from pages fetched out of pages planned. */
    progress: integer('progress').notNull().default(0),
    result: jsonb('result').$type<WebsiteAnalysis>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('website_analyses_workspace_idx').on(table.workspaceId, table.createdAt)],
);
