import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../../auth/schema';
import { workspaces } from '../../../tenancy/schema';
import { projects } from '../../../projects/schema';

/** A keyword tracked for a project's site, in one country on one device (Professional and up). */
export const seoTrackedKeywords = pgTable(
  'seo_tracked_keywords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    keyword: text('keyword').notNull(),
    country: text('country').notNull(),
    device: text('device', { enum: ['desktop', 'mobile'] }).notNull(),
    /** The newest check's figures, copied here so the list reads one row per keyword. */
    position: integer('position'),
    previousPosition: integer('previous_position'),
    url: text('url'),
    competitors: jsonb('competitors').$type<Record<string, number | null>>().notNull().default({}),
    checkedOn: date('checked_on'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('seo_tracked_keywords_unique').on(table.workspaceId, table.projectId, table.keyword, table.country, table.device),
    index('seo_tracked_keywords_due_idx').on(table.checkedOn),
  ],
);

/** One day's position of a tracked keyword, with the competitors' on the same results: never two a day. */
export const seoRankChecks = pgTable(
  'seo_rank_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackedKeywordId: uuid('tracked_keyword_id')
      .notNull()
      .references(() => seoTrackedKeywords.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    checkedOn: date('checked_on').notNull(),
    position: integer('position'),
    url: text('url'),
    competitors: jsonb('competitors').$type<Record<string, number | null>>().notNull().default({}),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('seo_rank_checks_one_a_day').on(table.trackedKeywordId, table.checkedOn)],
);
