import { bigint, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GoalTarget } from '@/shared/analytics/goals';
import type { Recommendation } from '@/shared/analytics/recommendations';
import { user } from '../../auth/schema';
import { projects } from '../../projects/schema';
import { bytea } from '../../db/bytea';

/**
 * What the tracker recorded on a project's site (ADR 019). No primary key and no foreign key to the
 * workspace: the table takes thousands of rows a second in batched inserts, and the project's
 * cascade removes them with it. A visitor is a salted daily hash, never an identity.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    visitorId: bigint('visitor_id', { mode: 'bigint' }).notNull(),
    /** 'pageview', 'engagement' or the site's own event name. */
    name: text('name').notNull(),
    hostname: text('hostname').notNull(),
    pathname: text('pathname').notNull(),
    referrerHost: text('referrer_host'),
    channel: text('channel').notNull(),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    device: text('device').notNull(),
    country: text('country'),
    screenWidth: integer('screen_width'),
    props: jsonb('props').$type<Record<string, string | number | boolean>>(),
    revenueAmount: numeric('revenue_amount', { precision: 16, scale: 2 }),
    revenueCurrency: text('revenue_currency'),
    engagedMs: integer('engaged_ms'),
  },
  (table) => [index('analytics_events_project_time_idx').on(table.projectId, table.occurredAt)],
);

/**
 * Figures rolled up from the events: totals by hour (the chart), breakdowns by day. A visitor counts
 * in the first bucket of the day they were seen in (for a breakdown: seen with that value), so sums
 * over whole days are exact daily uniques.
 */
export const analyticsRollups = pgTable(
  'analytics_rollups',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    /** '' for the totals; else page, channel, referrer, campaign, browser, os, device, country, event, revenue. */
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    visitors: integer('visitors').notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
    visits: integer('visits').notNull().default(0),
    bounces: integer('bounces').notNull().default(0),
    /** Summed engaged time: of the visits (totals) or on the page (page). */
    engagedMs: bigint('engaged_ms', { mode: 'number' }).notNull().default(0),
    entries: integer('entries').notNull().default(0),
    exits: integer('exits').notNull().default(0),
    events: integer('events').notNull().default(0),
    /** Unbounded: a day's sum of events of up to 1e9 each must never overflow and fail the day. */
    revenue: numeric('revenue').notNull().default('0'),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.dimension, table.bucket, table.value] }),
    // Reports and recomputes read a project's period across every dimension: without this they would
    // read the project's whole history (the key puts the dimension before the bucket).
    index('analytics_rollups_project_bucket_idx').on(table.projectId, table.bucket),
  ],
);

/** Days whose rollups are behind their events; the rollup worker (or a report) brings them up to date. */
export const analyticsStaleDays = pgTable(
  'analytics_stale_days',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.day] })],
);

/** The secret mixed into visitor hashes, one per UTC day; deleted after a day, so no visitor can be followed across days. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
});

/** A project's tracking settings: hostnames besides its own address's whose events count. */
export const analyticsSites = pgTable('analytics_sites', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  workspaceId: uuid('workspace_id').notNull(),
  extraHostnames: text('extra_hostnames').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a project counts as a conversion: a page path pattern or an event name. Rolled up with the days (ADR 019). */
export const analyticsGoals = pgTable(
  'analytics_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    kind: text('kind', { enum: ['page', 'event'] }).notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('analytics_goals_project_target_idx').on(table.projectId, table.kind, table.value)],
);

/** Ordered steps whose drop-off a project follows, read from the raw events. */
export const analyticsFunnels = pgTable('analytics_funnels', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  workspaceId: uuid('workspace_id').notNull(),
  name: text('name').notNull(),
  steps: jsonb('steps').$type<GoalTarget[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The recommendations last written for a project, shown until Refresh writes new ones. */
export const analyticsRecommendations = pgTable('analytics_recommendations', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  workspaceId: uuid('workspace_id').notNull(),
  items: jsonb('items').$type<Recommendation[]>().notNull(),
  source: text('source', { enum: ['ai', 'offline'] }).notNull(),
  periodFrom: date('period_from', { mode: 'string' }).notNull(),
  periodTo: date('period_to', { mode: 'string' }).notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Weekly summaries sent, one row per project, member and week: a rerun of the job never sends one twice. */
export const analyticsWeeklySummaries = pgTable(
  'analytics_weekly_summaries',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The Monday the summarised week began. */
    week: date('week', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.userId, table.week] })],
);
