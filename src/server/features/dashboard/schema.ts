import { jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DashboardCard } from '@/shared/dashboard/custom-dashboard';
import { user } from '../../auth/schema';
import { workspaces } from '../../tenancy/schema';

/**
 * A user's own dashboard in a workspace (ADR 039): the cards in order with their sizes, and the id its
 * read-only link signs while one is shared (a new id per link, so a revoked link stays dead).
 */
export const dashboardLayouts = pgTable(
  'dashboard_layouts',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    cards: jsonb('cards').$type<DashboardCard[]>().notNull(),
    shareId: uuid('share_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.userId] }), uniqueIndex('dashboard_layouts_share_idx').on(table.shareId)],
);
