import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/auth-schema';
import { workspaces } from '../workspaces/schema';

export interface ContentMetrics {
  views: number;
  clicks: number;
  engagement: number;
  revenue: number;
}

/** A piece of content (core §3 Content): the payload's shape depends on its type. */
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
    status: text('status', { enum: ['draft', 'scheduled', 'published'] }).notNull().default('draft'),
    metrics: jsonb('metrics').$type<ContentMetrics>().notNull().default({ views: 0, clicks: 0, engagement: 0, revenue: 0 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_workspace_idx').on(table.workspaceId, table.createdAt),
    index('content_created_at_idx').on(table.createdAt),
  ],
);
