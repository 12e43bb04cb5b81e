// AI Outreach's sending identities and campaigns (issue 34): the mailboxes outreach sends from, and
// sequences (a first message and follow-ups after N days) sent to enrolled prospects.
import { z } from 'zod';
import { isTimeZone } from '../zoned-time';

export const outreachCampaignMessages = {
  createFailed: 'Failed to create campaign',
  sendFailed: 'Failed to send outreach email',
  nameRequired: 'Please enter a campaign name',
  subjectRequired: 'Please enter a subject',
  bodyRequired: 'Please enter the message',
  stepsRequired: 'A campaign needs a first message',
  delayInvalid: 'Follow up after 1 to 60 days',
  identityRequired: 'Choose the mailbox to send from',
  identityNotFound: 'That sending identity does not exist.',
  prospectsRequired: 'Choose at least one prospect',
  fromNameRequired: 'Please enter the sender’s name',
  fromInvalid: 'Please enter a valid email address',
  hostInvalid: 'Enter a host name such as smtp.example.com',
  portInvalid: 'Enter a port between 1 and 65535',
  usernameRequired: 'Please enter the username',
  passwordRequired: 'Please enter the password',
  capInvalid: 'A daily cap is 1 to 500 messages',
  hourInvalid: 'Enter an hour from 0 to 24',
  windowInvalid: 'The window must end after it starts',
  daysRequired: 'Choose at least one day',
  timeZoneInvalid: 'Choose a valid time zone',
  imapRefused: 'The IMAP server refused the login: check the username and password.',
  imapUnreachable: 'Uplift could not reach the IMAP server: check the host and port.',
  noImap: 'This identity has no IMAP login, so Uplift cannot read its replies: add one, or mark replies by hand.',
  identityInUse: 'Campaigns still send from this identity: delete or move them first.',
  noContact: 'The prospect has no e-mail address yet.',
  influencerNoEmail: 'Add the influencer’s e-mail address first.',
  alreadyEnrolled: 'Already in an active campaign.',
  suppressed: 'The address or its domain asked not to be contacted.',
  nothingPending: 'Nothing waits to be sent to this prospect.',
  alreadySent: 'This message has already gone.',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedText: 'You will not receive outreach emails from this sender any more.',
} as const;

/** The kinds of campaign the spec names; any other text is the user's own. */
export const outreachCampaignTypes = ['Guest post', 'Link request', 'Partnership', 'Influencer'] as const;

/** Merge fields a template may use; {{opening}} is the AI-personalised line the user reviews. */
export const outreachMergeFields = ['first_name', 'name', 'domain', 'site_name', 'opening', 'unsubscribe_url', 'sender_name'] as const;

export type OutreachCampaignStatus = 'active' | 'paused';
/** Where one prospect stands in a campaign's sequence. */
export type EnrollmentState = 'active' | 'paused' | 'replied' | 'bounced' | 'unsubscribed' | 'finished' | 'stopped';
/**
 * One (enrollment, step) message: draft (waiting for review), queued, sending (claimed: the SMTP call
 * is under way), sent, failed (the server refused it), unknown (a process died mid-send: never
 * resent), skipped (suppressed, or the sequence stopped).
 */
export type OutreachMessageStatus = 'draft' | 'queued' | 'sending' | 'sent' | 'failed' | 'unknown' | 'skipped';
export type ReplyLabel = 'interested' | 'not_now' | 'not_interested' | 'unsubscribe';
export const replyLabels = ['interested', 'not_now', 'not_interested', 'unsubscribe'] as const satisfies readonly ReplyLabel[];

const hostPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$|^\[?[0-9a-f:.]+\]?$/i;
const text = outreachCampaignMessages;

const host = z.string({ error: text.hostInvalid }).trim().toLowerCase().min(1, text.hostInvalid).regex(hostPattern, text.hostInvalid);
const port = z.coerce.number({ error: text.portInvalid }).int(text.portInvalid).min(1, text.portInvalid).max(65535, text.portInvalid);
const username = z.string({ error: text.usernameRequired }).trim().min(1, text.usernameRequired).max(254);
const password = z.string({ error: text.passwordRequired }).min(1, text.passwordRequired).max(500);
const hour = z.number({ error: text.hourInvalid }).int(text.hourInvalid).min(0, text.hourInvalid).max(24, text.hourInvalid);
const email = z.string({ error: text.fromInvalid }).trim().toLowerCase().max(254, text.fromInvalid).pipe(z.email(text.fromInvalid));
export const timeZoneSchema = z.string({ error: text.timeZoneInvalid }).trim().max(64).refine(isTimeZone, text.timeZoneInvalid);

export const sendWindowSchema = z
  .strictObject({
    startHour: hour,
    endHour: hour,
    /** 0 Sunday … 6 Saturday. */
    days: z
      .array(z.number().int().min(0).max(6), { error: text.daysRequired })
      .min(1, text.daysRequired)
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
  })
  .refine((window) => window.endHour > window.startHour, text.windowInvalid);
export type SendWindow = z.output<typeof sendWindowSchema>;
export const defaultSendWindow: SendWindow = { startHour: 9, endHour: 17, days: [1, 2, 3, 4, 5] };

const smtpSchema = z.strictObject({ host, port, security: z.enum(['tls', 'starttls']), username, password });
const imapSchema = z.strictObject({ host, port, tls: z.boolean().default(true), username, password });

/** POST /api/outreach/identities: a mailbox outreach sends from, checked by logging in. */
export const identityInputSchema = z.strictObject({
  fromName: z.string({ error: text.fromNameRequired }).trim().min(1, text.fromNameRequired).max(120),
  fromAddress: email,
  smtp: smtpSchema,
  imap: imapSchema.nullable().default(null),
  dailyCap: z.number({ error: text.capInvalid }).int(text.capInvalid).min(1, text.capInvalid).max(500, text.capInvalid).default(30),
  window: sendWindowSchema.default(defaultSendWindow),
  timeZone: timeZoneSchema.default('UTC'),
});
export type IdentityInput = z.input<typeof identityInputSchema>;

/** PATCH /api/outreach/identities/:id: new servers are checked again; a password left out is kept. */
export const identityUpdateSchema = z
  .strictObject({
    fromName: identityInputSchema.shape.fromName.optional(),
    fromAddress: email.optional(),
    smtp: smtpSchema.extend({ password: password.optional() }).optional(),
    imap: imapSchema.extend({ password: password.optional() }).nullable().optional(),
    dailyCap: z.number({ error: text.capInvalid }).int(text.capInvalid).min(1, text.capInvalid).max(500, text.capInvalid).optional(),
    window: sendWindowSchema.optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .refine((update) => Object.keys(update).length > 0, 'Nothing to change');

/** What anyone in the workspace may read of an identity: never a password. */
export interface SendingIdentity {
  id: string;
  fromName: string;
  fromAddress: string;
  smtp: { host: string; port: number; security: 'tls' | 'starttls'; username: string };
  imap: { host: string; port: number; tls: boolean; username: string; checkedAt: string | null; error: string | null } | null;
  dailyCap: number;
  window: SendWindow;
  timeZone: string;
  /** Messages sent today (the identity's day). */
  sentToday: number;
  verifiedAt: string;
  createdAt: string;
}

export const campaignStepSchema = z.strictObject({
  subject: z.string({ error: text.subjectRequired }).trim().min(1, text.subjectRequired).max(200),
  body: z.string({ error: text.bodyRequired }).trim().min(1, text.bodyRequired).max(10_000),
  /** Days after the step before, without a reply; the first step ignores it. */
  delayDays: z.number({ error: text.delayInvalid }).int(text.delayInvalid).min(1, text.delayInvalid).max(60, text.delayInvalid).default(3),
});
export type CampaignStep = z.output<typeof campaignStepSchema>;

/** POST /api/outreach/campaigns. */
export const campaignInputSchema = z.strictObject({
  name: z.string({ error: text.nameRequired }).trim().min(1, text.nameRequired).max(120),
  type: z.string().trim().min(1).max(60).default('Guest post'),
  identityId: z.uuid(text.identityRequired),
  steps: z.array(campaignStepSchema, { error: text.stepsRequired }).min(1, text.stepsRequired).max(10),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

/** POST /api/outreach/campaigns/:id/prospects. */
export const enrollInputSchema = z
  .strictObject({
    prospectIds: z.array(z.uuid(), { error: text.prospectsRequired }).min(1, text.prospectsRequired).max(100).optional(),
    /** Influencers written to through the same sequence, at the address the user gave for them. */
    influencerIds: z.array(z.uuid(), { error: text.prospectsRequired }).min(1, text.prospectsRequired).max(100).optional(),
    /** The prospects' own time zone, when the user knows it: the send window is read in it. */
    timeZone: timeZoneSchema.optional(),
  })
  .refine((input) => input.prospectIds !== undefined || input.influencerIds !== undefined, text.prospectsRequired);

/** PATCH …/enrollments/:enrollmentId/message: the user's edit of the message waiting to go. */
export const pendingMessageUpdateSchema = z
  .strictObject({
    opening: z.string().trim().max(500).optional(),
    subject: z.string().trim().min(1, text.subjectRequired).max(200).optional(),
    body: z.string().trim().min(1, text.bodyRequired).max(10_000).optional(),
  })
  .refine((update) => Object.keys(update).length > 0, 'Nothing to change');

export const replyLabelUpdateSchema = z.strictObject({ label: z.enum(replyLabels) });

/** POST /api/outreach/suppressions: an address or a whole domain never to contact. */
export const suppressionInputSchema = z.strictObject({
  value: z
    .string()
    .trim()
    .toLowerCase()
    .min(3, 'Enter an address or a domain')
    .max(254)
    .regex(/^([^@\s]+@)?[a-z0-9.-]+\.[a-z]{2,}$/, 'Enter an address or a domain'),
});

export interface OutreachCampaignRow {
  id: string;
  name: string;
  type: string;
  status: OutreachCampaignStatus;
  identityId: string;
  /** Messages sent. */
  sent: number;
  /** Prospects who replied (not auto-replies). */
  responses: number;
  /** Replies labelled interested, prospects marked partner, or influencers Negotiating. */
  accepted: number;
  prospects: number;
  createdAt: string;
}

export interface EnrollmentRow {
  id: string;
  /** The recipient: a prospect (its domain) or an influencer. */
  prospectId: string | null;
  influencerId: string | null;
  domain: string | null;
  /** Who it is on the screen: the prospect's domain, or the influencer's name and handle. */
  who: string;
  contact: string;
  /** The last step sent (1-based), 0 before the first. */
  stepReached: number;
  lastSentAt: string | null;
  state: EnrollmentState;
  /** The message waiting for review or its time, if any. */
  pending: { step: number; status: OutreachMessageStatus } | null;
  /** The AI is still writing the prospect's openings: nothing can be reviewed or go yet. */
  writingOpening: boolean;
  replyLabel: ReplyLabel | null;
  error: string | null;
}

/** POST /api/outreach/campaigns/:id/prospects: who was enrolled, and who not and why. */
export interface EnrollResult {
  enrolled: EnrollmentRow[];
  /** Each recipient left out: a prospect's or an influencer's id, who it is, and why. */
  skipped: { id: string; who: string; reason: string }[];
}

/** One step's reach: what went, the clicks on its tracked links, and what Analytics credits to them. */
export interface CampaignStepFigures {
  step: number;
  sent: number;
  clicks: number;
  /** Visitors who came through the step's links and reached a goal of the project (Analytics). */
  conversions: number;
  /** The revenue those goals reported, or null when none did. */
  revenue: number | null;
}

export interface OutreachCampaign extends OutreachCampaignRow {
  steps: CampaignStep[];
  stepFigures: CampaignStepFigures[];
  enrollments: EnrollmentRow[];
}

export interface PendingMessage {
  enrollmentId: string;
  step: number;
  status: OutreachMessageStatus;
  to: string;
  /** The opening is still being written (it is empty until then). */
  writingOpening: boolean;
  opening: string;
  subject: string;
  body: string;
  /** The message as it will go, merge fields filled (the unsubscribe link shown as a placeholder). */
  preview: { subject: string; text: string };
}

export interface Suppression {
  id: string;
  value: string;
  reason: string;
  createdAt: string;
}
