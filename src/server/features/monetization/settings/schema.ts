import { boolean, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RevenueStream } from '@/shared/monetization/monetization';
import { workspaces } from '../../../tenancy/schema';

/** How the workspace's money is counted; a workspace without a row has the defaults. */
export const monetizationSettings = pgTable('monetization_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  /** Revenue the site reports to Analytics counts as Digital Products; off for a site whose shop Uplift reads too. */
  analyticsRevenue: boolean('analytics_revenue').notNull().default(true),
  /** The stream each connected shop's sales count in, by connection id; Digital Products when unset. */
  storeStreams: jsonb('store_streams').$type<Record<string, RevenueStream>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
