import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AbTestInput, SegmentRules } from '@/shared/email/email';
import { emailCampaignStatuses, membershipStatuses } from '@/shared/email/email';
import { smtpSecurities } from '@/shared/email/sender-smtp';
import { user } from '../../auth/schema';
import { workspaces } from '../../tenancy/schema';
import { bytea } from '../../db/bytea';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const workspace = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/**
 * The workspace's e-mail audience: one row per address. Where it stands
 * on each list is in email_list_members; a bounce or a complaint suppresses the address everywhere.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    tier: text('tier', { enum: ['free', 'paid'] })
      .notNull()
      .default('free'),
    /** How the address came: added by hand, an import, a sign-up form. */
    source: text('source').notNull().default('manual'),
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** When and from where consent was given (a confirmed sign-up), as anti-spam law asks. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentAddress: text('consent_address'),
    suppression: text('suppression', { enum: ['bounced', 'complained'] }),
    suppressedAt: timestamp('suppressed_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [
    uniqueIndex('subscribers_workspace_email_idx').on(table.workspaceId, sql`lower(${table.email})`),
    index('subscribers_workspace_created_idx').on(table.workspaceId, table.createdAt),
    // A bounce reported without its message id names only the address.
    index('subscribers_email_idx').on(sql`lower(${table.email})`),
  ],
);

export const emailLists = pgTable(
  'email_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    optIn: text('opt_in', { enum: ['single', 'double'] })
      .notNull()
      .default('double'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [index('email_lists_workspace_idx').on(table.workspaceId, table.createdAt)],
);

/** A subscriber's status on one list; joined_at is when they became subscribed (confirmed). */
export const emailListMembers = pgTable(
  'email_list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => emailLists.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    workspaceId: workspace(),
    status: text('status', { enum: membershipStatuses }).notNull(),
    /** What the sign-up form carried to say where the person came from (a lead magnet's signed token); handed on in list.joined. */
    signupSource: text('signup_source'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.subscriberId] }),
    index('email_list_members_subscriber_idx').on(table.subscriberId),
    index('email_list_members_workspace_idx').on(table.workspaceId, table.status, table.joinedAt),
  ],
);

export const emailSegments = pgTable(
  'email_segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    name: text('name').notNull(),
    rules: jsonb('rules').$type<SegmentRules>().notNull(),
    createdAt: created(),
  },
  (table) => [index('email_segments_workspace_idx').on(table.workspaceId)],
);

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    format: text('format', { enum: ['html', 'markdown'] }).notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [index('email_templates_workspace_idx').on(table.workspaceId)],
);

export type AbTestState = Required<AbTestInput> & { winner: 'a' | 'b' | null; decideAt: string | null };

export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    status: text('status', { enum: emailCampaignStatuses }).notNull().default('draft'),
    listId: uuid('list_id').references(() => emailLists.id, { onDelete: 'set null' }),
    segmentId: text('segment_id'),
    templateId: uuid('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    previewText: text('preview_text').notNull().default(''),
    format: text('format', { enum: ['html', 'markdown'] }).notNull(),
    content: text('content').notNull().default(''),
    /** The utm_campaign its links carry, so analytics can attribute the visits they bring. */
    utmCampaign: text('utm_campaign').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    abTest: jsonb('ab_test').$type<AbTestState>(),
    recipients: integer('recipients').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    uniqueOpens: integer('unique_opens').notNull().default(0),
    uniqueClicks: integer('unique_clicks').notNull().default(0),
    error: text('error'),
    /** Until when one run holds the campaign's send: a second run (a job queued twice) ends at once. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [
    index('email_campaigns_workspace_idx').on(table.workspaceId, table.createdAt),
    index('email_campaigns_due_idx').on(table.status, table.scheduledAt),
  ],
);

/**
 * One row per recipient of a campaign, written when the send starts: the ledger that makes sending
 * resumable. A row is claimed (sending) before its message goes and never goes back to pending once
 * the mail server may have taken it, so a restart sends nobody twice.
 */
export const emailSends = pgTable(
  'email_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    workspaceId: workspace(),
    subscriberId: uuid('subscriber_id').references(() => subscribers.id, { onDelete: 'set null' }),
    listId: uuid('list_id').references(() => emailLists.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The A/B test's subject: a or b while testing; the rest wait (held) for the winner. */
    variant: text('variant', { enum: ['a', 'b'] }),
    status: text('status', { enum: ['pending', 'held', 'sending', 'sent', 'failed', 'bounced', 'skipped', 'interrupted'] }).notNull(),
    error: text('error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Insertion order, so a send claims its recipients in the order they were resolved. */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    uniqueIndex('email_sends_campaign_subscriber_idx').on(table.campaignId, table.subscriberId),
    index('email_sends_campaign_status_idx').on(table.campaignId, table.status, table.position),
    index('email_sends_subscriber_idx').on(table.subscriberId),
    index('email_sends_workspace_status_idx').on(table.workspaceId, table.status),
  ],
);

/** The links of a campaign's message, each with its id for the signed click address. */
export const emailLinks = pgTable(
  'email_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
  },
  (table) => [uniqueIndex('email_links_campaign_url_idx').on(table.campaignId, table.url)],
);

/** Unique clicks: one row per recipient and link. */
export const emailLinkClicks = pgTable(
  'email_link_clicks',
  {
    sendId: uuid('send_id')
      .notNull()
      .references(() => emailSends.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => emailLinks.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (table) => [primaryKey({ columns: [table.sendId, table.linkId] }), index('email_link_clicks_link_idx').on(table.linkId)],
);

export const emailSettings = pgTable('email_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  senderName: text('sender_name').notNull(),
  replyTo: text('reply_to').notNull().default(''),
  postalAddress: text('postal_address').notNull().default(''),
  valuePerConversion: numeric('value_per_conversion', { precision: 12, scale: 2 }).notNull().default('15'),
  updatedAt: updated(),
});

/**
 * The workspace's own sending server (issue 33), kept once its login was accepted; without a row the
 * workspace sends through the instance's. The password is sealed with SecretBox.
 */
export const emailSenderSmtp = pgTable('email_sender_smtp', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  security: text('security', { enum: smtpSecurities }).notNull(),
  username: text('username').notNull(),
  passwordSealed: text('password_sealed').notNull(),
  fromAddress: text('from_address').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  lastError: text('last_error'),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: updated(),
});

export interface RejectedRow {
  row: number;
  email: string;
  reason: string;
}

/** A CSV import (a job): the file is kept until the job has read it, so a restart loses nothing. */
export const emailImports = pgTable(
  'email_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    listId: uuid('list_id').references(() => emailLists.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    file: bytea('file'),
    mapping: jsonb('mapping')
      .$type<{ email: string; name?: string; tier?: string; attributes: string[]; allowanceWorkspaceId: string }>()
      .notNull(),
    rowsRead: integer('rows_read').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    merged: integer('merged').notNull().default(0),
    rejected: jsonb('rejected').$type<RejectedRow[]>().notNull().default([]),
    rejectedCount: integer('rejected_count').notNull().default(0),
    error: text('error'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [index('email_imports_workspace_idx').on(table.workspaceId, table.createdAt)],
);

export interface AutomationStep {
  /** Hours after joining (the first step) or after the step before. */
  delayHours: number;
  subject: string;
  format: 'html' | 'markdown';
  content: string;
}

/** A welcome e-mail or a drip sequence, started for each person who joins its list while it is on. */
export const emailAutomations = pgTable(
  'email_automations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    listId: uuid('list_id')
      .notNull()
      .references(() => emailLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['welcome', 'drip'] }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    steps: jsonb('steps').$type<AutomationStep[]>().notNull(),
    sentCount: integer('sent_count').notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [index('email_automations_list_idx').on(table.listId)],
);

/** One person's way through an automation: the next step and when it is due. */
export const emailAutomationRuns = pgTable(
  'email_automation_runs',
  {
    automationId: uuid('automation_id')
      .notNull()
      .references(() => emailAutomations.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    workspaceId: workspace(),
    nextStep: integer('next_step').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    /** Sending: claimed by a worker; a claim left by a dead process moves on without sending again. */
    status: text('status', { enum: ['active', 'sending', 'finished', 'stopped'] })
      .notNull()
      .default('active'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [
    primaryKey({ columns: [table.automationId, table.subscriberId] }),
    index('email_automation_runs_due_idx').on(table.status, table.nextAt),
    index('email_automation_runs_subscriber_idx').on(table.subscriberId),
  ],
);

/**
 * E-mails a workspace sent each month, campaigns and automations alike: the plan's monthly allowance
 * counts these, which stay when a sent campaign (and its ledger) is deleted.
 */
export const emailMonthlySends = pgTable(
  'email_monthly_sends',
  {
    workspaceId: workspace(),
    month: date('month').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.month] })],
);
