import { bigint, index, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InfluencerPlatform, InfluencerStatus } from '@/shared/outreach/influencers';
import { workspaces } from '../../../tenancy/schema';

/** A person in a workspace's Influencer Network, once per platform and handle, with their audience's figures. */
export const outreachInfluencers = pgTable(
  'outreach_influencers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform').$type<InfluencerPlatform>().notNull(),
    handle: text('handle').notNull(),
    /** The handle as the platform compares them (lower case, no leading @), so one person is added once. */
    handleKey: text('handle_key').notNull(),
    profileUrl: text('profile_url'),
    // Audiences pass 2^31 (the largest YouTube channels), so a bigint read as a number.
    followers: bigint('followers', { mode: 'number' }),
    engagementRate: real('engagement_rate'),
    niche: text('niche').notNull().default(''),
    rate: text('rate').notNull().default(''),
    email: text('email'),
    status: text('status').$type<InfluencerStatus>().notNull().default('Available'),
    figuresSource: text('figures_source').$type<'platform' | 'user'>().notNull().default('user'),
    figuresReadAt: timestamp('figures_read_at', { withTimezone: true }),
    figuresError: text('figures_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('outreach_influencers_handle_idx').on(table.workspaceId, table.platform, table.handleKey),
    index('outreach_influencers_workspace_idx').on(table.workspaceId, table.createdAt),
  ],
);
