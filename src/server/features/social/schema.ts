import { customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PostMedia, SocialMediaKind } from '@/shared/social/social';
import { socialNetworks } from '@/shared/social/social';
import { user } from '../../auth/schema';
import { workspaces } from '../../tenancy/schema';
import { bytea } from '../../db/bytea';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const workspace = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const network = () => text('network', { enum: socialNetworks }).notNull();

/** Text sealed with SecretBox (AES-256-GCM under a key derived from APP_SECRET). */
const sealed = customType<{ data: string }>({ dataType: () => 'text' });

const socialAccountStatuses = ['connected', 'disconnected'] as const;

/**
 * A connected social account. Its tokens (or Bluesky session and app
 * password) are sealed; `remote_id` is the network's own id for the account, so connecting it again
 * updates this row instead of adding a second.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    network: network(),
    /** Where the account lives: a Mastodon instance's or a Bluesky PDS's origin; '' for the others. */
    serviceUrl: text('service_url').notNull().default(''),
    remoteId: text('remote_id').notNull(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull().default(''),
    profileUrl: text('profile_url'),
    credentials: sealed('credentials'),
    /** When the access token stops working, where the network says; the refresh job renews it before. */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    characterLimit: integer('character_limit').notNull(),
    status: text('status', { enum: socialAccountStatuses }).notNull().default('connected'),
    statusReason: text('status_reason'),
    lastSync: timestamp('last_sync', { withTimezone: true }),
    /** Where the last sync's reading of mentions stopped: a Mastodon notification id, a Bluesky instant. */
    engagementCursor: text('engagement_cursor'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [
    uniqueIndex('social_accounts_remote_idx').on(table.workspaceId, table.network, table.serviceUrl, table.remoteId),
    index('social_accounts_expiry_idx').on(table.tokenExpiresAt),
  ],
);

/**
 * A connection under way: the browser is at the network approving Uplift. `state_hash` is the
 * SHA-256 of the state it carries back; the PKCE verifier is sealed. Reconnecting names the account.
 */
export const socialConnectRequests = pgTable(
  'social_connect_requests',
  {
    stateHash: text('state_hash').primaryKey(),
    workspaceId: workspace(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    network: network(),
    serviceUrl: text('service_url').notNull().default(''),
    codeVerifier: sealed('code_verifier').notNull(),
    accountId: uuid('account_id').references(() => socialAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: created(),
  },
  (table) => [index('social_connect_requests_expiry_idx').on(table.expiresAt)],
);

/**
 * The Facebook Pages a user may connect, kept between Facebook's consent and the user's choice of
 * Pages in Uplift (a Facebook account can manage many). The Pages' tokens are sealed.
 */
export const socialPageChoices = pgTable(
  'social_page_choices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    pages: sealed('pages').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: created(),
  },
  (table) => [index('social_page_choices_expiry_idx').on(table.expiresAt)],
);

/** The OAuth client Uplift registered on a Mastodon instance, kept so each instance registers it once. */
export const socialMastodonApps = pgTable(
  'social_mastodon_apps',
  {
    instanceUrl: text('instance_url').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: sealed('client_secret').notNull(),
    createdAt: created(),
  },
  (table) => [uniqueIndex('social_mastodon_apps_idx').on(table.instanceUrl, table.redirectUri)],
);

const socialPostStatusValues = ['draft', 'scheduled', 'publishing', 'published', 'partly_published', 'failed'] as const;

/** A post written once for several accounts; each account's delivery is a target. */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    status: text('status', { enum: socialPostStatusValues }).notNull().default('draft'),
    /** The post's images or video, in order, with their alt text (social_media ids); posts saved before videos have no kind: images. */
    media: jsonb('media').$type<Array<PostMedia & { kind?: SocialMediaKind }>>().notNull().default([]),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [
    index('social_posts_workspace_idx').on(table.workspaceId, table.createdAt),
    index('social_posts_due_idx').on(table.status, table.scheduledAt),
  ],
);

/**
 * A post that went out and was deleted since: it keeps its place in its month's posting allowance
 * (posting-allowance.ts), so deleting posts never makes room for more.
 */
export const socialRemovedPosts = pgTable(
  'social_removed_posts',
  {
    postId: uuid('post_id').primaryKey(),
    workspaceId: workspace(),
    wentOutAt: timestamp('went_out_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('social_removed_posts_workspace_idx').on(table.workspaceId, table.wentOutAt)],
);

const socialTargetStatuses = ['pending', 'publishing', 'published', 'failed'] as const;

/**
 * One post on one account: the ledger that makes publishing safe to retry. A target is claimed
 * (publishing) before its request goes, and the network's post id is stored the moment it answers,
 * before the job completes, so a retry or a restart never posts it twice.
 */
export const socialPostTargets = pgTable(
  'social_post_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    workspaceId: workspace(),
    accountId: uuid('account_id').references(() => socialAccounts.id, { onDelete: 'set null' }),
    // Kept with the target, so a removed account's published posts still say where they went.
    network: network(),
    username: text('username').notNull(),
    override: text('override'),
    status: text('status', { enum: socialTargetStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a run took it: a second run leaves it alone, and one held too long was interrupted. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    remoteId: text('remote_id'),
    url: text('url'),
    error: text('error'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    likes: integer('likes'),
    comments: integer('comments'),
    shares: integer('shares'),
    impressions: integer('impressions'),
    metricsSyncedAt: timestamp('metrics_synced_at', { withTimezone: true }),
    createdAt: created(),
  },
  (table) => [
    uniqueIndex('social_post_targets_post_account_idx').on(table.postId, table.accountId),
    index('social_post_targets_account_idx').on(table.accountId, table.publishedAt),
    index('social_post_targets_workspace_idx').on(table.workspaceId, table.status),
  ],
);

/** A post's figures as synced on one day (UTC): the Analytics tab's figures over time. */
export const socialMetricSnapshots = pgTable(
  'social_metric_snapshots',
  {
    targetId: uuid('target_id')
      .notNull()
      .references(() => socialPostTargets.id, { onDelete: 'cascade' }),
    workspaceId: workspace(),
    day: date('day', { mode: 'string' }).notNull(),
    likes: integer('likes'),
    comments: integer('comments'),
    shares: integer('shares'),
    impressions: integer('impressions'),
  },
  (table) => [
    primaryKey({ columns: [table.targetId, table.day] }),
    index('social_metric_snapshots_workspace_idx').on(table.workspaceId, table.day),
  ],
);

/** Mentions of and replies to a connected account, read from its network. */
export const socialEngagement = pgTable(
  'social_engagement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    network: network(),
    remoteId: text('remote_id').notNull(),
    kind: text('kind', { enum: ['mention', 'reply'] }).notNull(),
    author: text('author').notNull(),
    authorUrl: text('author_url'),
    message: text('message').notNull(),
    url: text('url').notNull(),
    /** Our post it answers, when it answers one. */
    targetId: uuid('target_id').references(() => socialPostTargets.id, { onDelete: 'set null' }),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    createdAt: created(),
  },
  (table) => [
    uniqueIndex('social_engagement_remote_idx').on(table.accountId, table.remoteId),
    index('social_engagement_workspace_idx').on(table.workspaceId, table.happenedAt),
  ],
);

/**
 * An image or video uploaded in the composer, kept in the database so that whichever process
 * publishes the post can send it. An image's bytes are in `data`; a video's, too large to read or
 * write whole, in its social_media_pieces. It counts against the storage of the workspace whose plan
 * pays (a Sample workspace's owner's), as Smart Setup's uploads do.
 */
export const socialMedia = pgTable(
  'social_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    allowanceWorkspaceId: uuid('allowance_workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** A video's length; null for an image. */
    durationMs: integer('duration_ms'),
    /** An image's bytes; null for a video, and for a file in the file store. */
    data: bytea('data'),
    /** Where the bytes are: the database (`data` or social_media_pieces), or the file store (an S3 bucket, ADR 044). */
    storedIn: text('stored_in', { enum: ['database', 'files'] })
      .notNull()
      .default('database'),
    createdAt: created(),
  },
  (table) => [
    index('social_media_workspace_idx').on(table.workspaceId, table.createdAt),
    index('social_media_allowance_idx').on(table.allowanceWorkspaceId),
  ],
);

/** A video's bytes in order, a piece a row (VideoStore), so no query carries the whole file. */
export const socialMediaPieces = pgTable(
  'social_media_pieces',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => socialMedia.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.position] })],
);
