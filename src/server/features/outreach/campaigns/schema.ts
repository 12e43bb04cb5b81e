import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CampaignStep, EnrollmentState, OutreachCampaignStatus, OutreachMessageStatus, ReplyLabel } from '@/shared/outreach/campaigns';
import { user } from '../../../auth/schema';
import { workspaces } from '../../../tenancy/schema';
import { outreachIdentities } from '../identities/schema';
import { outreachInfluencers } from '../influencers/schema';
import { outreachProspects } from '../prospects/schema';

const workspace = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A sequence: the first message and its follow-ups, sent from one identity. */
export const outreachCampaigns = pgTable(
  'outreach_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => outreachIdentities.id, { onDelete: 'restrict' }),
    status: text('status').$type<OutreachCampaignStatus>().notNull().default('active'),
    steps: jsonb('steps').$type<CampaignStep[]>().notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [index('outreach_campaigns_workspace_idx').on(table.workspaceId, table.createdAt)],
);

/** A prospect or an influencer in a campaign: one open enrollment (active or paused) per recipient at a time. */
export const outreachEnrollments = pgTable(
  'outreach_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => outreachCampaigns.id, { onDelete: 'cascade' }),
    /** Who is written to: a prospect (a site) or an influencer, one of the two. */
    prospectId: uuid('prospect_id').references(() => outreachProspects.id, { onDelete: 'cascade' }),
    influencerId: uuid('influencer_id').references(() => outreachInfluencers.id, { onDelete: 'cascade' }),
    contactEmail: text('contact_email').notNull(),
    /** The prospect's own zone when the user gave it; the identity's otherwise. */
    timeZone: text('time_zone'),
    state: text('state').$type<EnrollmentState>().notNull().default('active'),
    /** The AI is still writing this prospect's openings (the opening writer's job); nothing goes until it has. */
    openingsDue: boolean('openings_due').notNull().default(false),
    stepReached: integer('step_reached').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** An auto-reply paused the sequence until then. */
    resumeAt: timestamp('resume_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    replyText: text('reply_text'),
    replyLabel: text('reply_label').$type<ReplyLabel>(),
    error: text('error'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [
    uniqueIndex('outreach_enrollments_open_idx')
      .on(table.prospectId)
      .where(sql`${table.state} in ('active', 'paused')`),
    uniqueIndex('outreach_enrollments_campaign_prospect_idx').on(table.campaignId, table.prospectId),
    uniqueIndex('outreach_enrollments_open_influencer_idx')
      .on(table.influencerId)
      .where(sql`${table.state} in ('active', 'paused')`),
    uniqueIndex('outreach_enrollments_campaign_influencer_idx').on(table.campaignId, table.influencerId),
    check('outreach_enrollments_one_recipient', sql`num_nonnulls(${table.prospectId}, ${table.influencerId}) = 1`),
    index('outreach_enrollments_workspace_idx').on(table.workspaceId),
    index('outreach_enrollments_openings_due_idx')
      .on(table.createdAt)
      .where(sql`${table.openingsDue}`),
  ],
);

/**
 * One message of a sequence for one enrollment: the ledger the sender claims from. Its Message-ID
 * is made and stored before the SMTP call, so a reply or bounce finds it and a crash never resends it.
 */
export const outreachMessages = pgTable(
  'outreach_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => outreachCampaigns.id, { onDelete: 'cascade' }),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => outreachEnrollments.id, { onDelete: 'cascade' }),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => outreachIdentities.id, { onDelete: 'restrict' }),
    /** 1 for the first message. */
    step: integer('step').notNull(),
    status: text('status').$type<OutreachMessageStatus>().notNull().default('draft'),
    opening: text('opening').notNull().default(''),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Once approved: when it may go (the step before's send plus its delay); null until then. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    messageId: text('message_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The web links of the body as sent, in order: a tracked redirect names one by its index. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    clicks: integer('clicks').notNull().default(0),
    firstClickedAt: timestamp('first_clicked_at', { withTimezone: true }),
    error: text('error'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [
    uniqueIndex('outreach_messages_step_idx').on(table.enrollmentId, table.step),
    uniqueIndex('outreach_messages_message_id_idx').on(table.messageId),
    index('outreach_messages_due_idx').on(table.status, table.dueAt),
    index('outreach_messages_identity_idx').on(table.identityId, table.claimedAt),
  ],
);

/** Addresses and domains a workspace never contacts again (unsubscribed, bounced, or added by hand). */
export const outreachSuppressions = pgTable(
  'outreach_suppressions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    value: text('value').notNull(),
    reason: text('reason').notNull(),
    createdAt: created(),
  },
  (table) => [uniqueIndex('outreach_suppressions_value_idx').on(table.workspaceId, table.value)],
);
