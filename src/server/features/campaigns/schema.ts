import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/schema';
import { workspaces } from '../../tenancy/schema';

export interface CampaignMetrics {
  sent: number;
  opened: number;
  clicked: number;
  converted: number;
}

/** A marketing campaign, with what the creation form collects. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['email', 'social', 'content'] }).notNull(),
    status: text('status').notNull().default('active'),
    description: text('description'),
    targetAudience: text('target_audience'),
    goals: text('goals').array().notNull().default([]),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    metrics: jsonb('metrics').$type<CampaignMetrics>().notNull().default({ sent: 0, opened: 0, clicked: 0, converted: 0 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('campaigns_workspace_idx').on(table.workspaceId, table.createdAt)],
);
