import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listeningSources, sentiments, type ListeningSource } from '@/shared/social/listening';
import { user } from '../../../auth/schema';
import { workspaces } from '../../../tenancy/schema';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const workspace = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** What a reply needs to find a mention again: its Bluesky record refs, or its Mastodon status's address. */
export type MentionReplyRef =
  { network: 'bluesky'; root: { uri: string; cid: string }; parent: { uri: string; cid: string } } | { network: 'mastodon'; uri: string };

/** A brand or keyword monitor (ADR 036). */
export const socialListeningMonitors = pgTable(
  'social_listening_monitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    name: text('name').notNull(),
    terms: jsonb('terms').$type<string[]>().notNull(),
    excludedTerms: jsonb('excluded_terms').$type<string[]>().notNull(),
    sources: jsonb('sources').$type<ListeningSource[]>().notNull(),
    /** The instance's origin (https://mastodon.social) when Mastodon is a source. */
    mastodonInstance: text('mastodon_instance'),
    /** Who hears of spikes. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** Set while mentions run above the usual rate, so a spike is told once. */
    spikeSince: timestamp('spike_since', { withTimezone: true }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('social_listening_monitors_workspace_idx').on(table.workspaceId)],
);

/**
 * One check of a monitor, keyed by its job's slot: a job that runs again after a restart finds its
 * row and finishes it instead of adding a second.
 */
export const socialListeningRuns = pgTable(
  'social_listening_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => socialListeningMonitors.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    found: integer('found'),
    error: text('error'),
  },
  (table) => [
    uniqueIndex('social_listening_runs_slot_idx').on(table.monitorId, table.slot),
    index('social_listening_runs_latest_idx').on(table.monitorId, table.finishedAt),
  ],
);

/** A post a monitor found, once per monitor, source and the source's id for it. */
export const socialListeningMentions = pgTable(
  'social_listening_mentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => socialListeningMonitors.id, { onDelete: 'cascade' }),
    source: text('source', { enum: listeningSources }).notNull(),
    remoteId: text('remote_id').notNull(),
    author: text('author').notNull(),
    authorUrl: text('author_url'),
    /** Plain text: markup is taken out when it is found. */
    text: text('text').notNull(),
    url: text('url').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    sentiment: text('sentiment', { enum: sentiments }).notNull(),
    replyRef: jsonb('reply_ref').$type<MentionReplyRef>(),
    createdAt: created(),
  },
  (table) => [
    uniqueIndex('social_listening_mentions_remote_idx').on(table.monitorId, table.source, table.remoteId),
    index('social_listening_mentions_feed_idx').on(table.workspaceId, table.postedAt),
    index('social_listening_mentions_rate_idx').on(table.monitorId, table.postedAt),
  ],
);
