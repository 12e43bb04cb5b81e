// Email Marketing (/email; issue 16): lists with opt-in, subscribers,
// segments, templates and campaigns that really send. The shapes both sides use, and their texts.
import { z } from 'zod';
import { instant } from '../dates';

export const emailCampaignTypes = ['Newsletter', 'Promotional', 'Automation', 'Announcement'] as const;
export type EmailCampaignType = (typeof emailCampaignTypes)[number];

export const emailTemplateCategories = ['Newsletter', 'Promotional', 'Onboarding', 'Transactional', 'E-commerce'] as const;
export type EmailTemplateCategory = (typeof emailTemplateCategories)[number];

/** Where a subscriber stands on one list. Bounced and complained addresses are never sent to again. */
export const membershipStatuses = ['unconfirmed', 'subscribed', 'unsubscribed', 'bounced', 'complained'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export const optInTypes = ['single', 'double'] as const;
export type OptInType = (typeof optInTypes)[number];

export const subscriberTiers = ['free', 'paid'] as const;
export type SubscriberTier = (typeof subscriberTiers)[number];

export const bodyFormats = ['html', 'markdown'] as const;
export type BodyFormat = (typeof bodyFormats)[number];

/** Draft without a schedule, Scheduled with one; then the send's own states. */
export const emailCampaignStatuses = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'failed'] as const;
export type EmailCampaignStatus = (typeof emailCampaignStatuses)[number];

/** Revenue per conversion when analytics attributes none, editable per workspace. */
export const defaultValuePerConversion = 15;

export const emailMessages = {
  loadFailed: 'Failed to load email data',
  campaignNameRequired: 'Please enter a campaign name',
  listRequired: 'Please select an email list',
  subjectRequired: 'Please enter an email subject',
  createFailed: 'Failed to create campaign',
  campaignCreated: 'Campaign created',
  campaignScheduled: 'Campaign scheduled',
  campaignUpdated: 'Campaign saved',
  campaignDeleted: 'Campaign deleted',
  campaignDuplicated: 'Campaign duplicated',
  sendStarted: 'Sending started',
  testSent: (address: string) => `Test sent to ${address}`,
  notEditable: 'A campaign that has started sending cannot be changed.',
  notSendable: 'This campaign has been sent already.',
  nothingToSend: 'Nobody on this list can receive it: add subscribers first.',
  scheduleInPast: 'The schedule time has to be in the future.',
  listNameRequired: 'Please enter a list name',
  listCreated: 'List created',
  listDeleted: 'List deleted',
  listInUse: 'This list has campaigns that are sending or scheduled.',
  segmentNameRequired: 'Please enter a segment name',
  segmentCreated: 'Segment created',
  segmentsNotOnPlan: 'Custom segments are part of the Professional and Enterprise plans.',
  templateNameRequired: 'Please enter a template name',
  templateCreated: 'Template created',
  templateSaved: 'Template saved',
  templateDeleted: 'Template deleted',
  subscriberAdded: 'Subscriber added',
  subscriberRemoved: 'Subscriber removed',
  subscriberExists: 'This address is on the list already.',
  invalidEmail: 'Please enter a valid email address',
  abTestNotOnPlan: 'A/B tests are part of the Professional and Enterprise plans.',
  settingsSaved: 'Email settings saved',
  postalAddressNeeded: 'Add your postal address in the email settings before sending: the law asks for it in every campaign.',
  importStarted: 'Import started',
  importNeedsEmail: 'Choose the column that holds the email address',
  exportFailed: 'Failed to export data',
  exportNotOnPlan: 'Export Data is part of the Professional and Enterprise plans.',
  revenueIncludesEstimates: 'Includes estimates',
  revenueEstimateExplained:
    'Conversions for which your site reported no amount are counted at the value per conversion set in Email settings.',
} as const;

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional().default('');
const emailAddress = z
  .string({ error: emailMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, emailMessages.invalidEmail)
  .pipe(z.email(emailMessages.invalidEmail));

const listFields = {
  name: z.string().trim().min(1, emailMessages.listNameRequired).max(100, 'A list name has at most 100 characters'),
  description: z.string().trim().max(500, 'A description has at most 500 characters'),
  optIn: z.enum(optInTypes),
};

export const listInputSchema = z.object({
  ...listFields,
  description: listFields.description.default(''),
  optIn: listFields.optIn.default('double'),
});
export type ListInput = z.input<typeof listInputSchema>;

/** A change to a list: only what is sent changes. */
export const listChangeSchema = z.object(listFields).partial();

/** Attributes a subscriber carries for merge tags and segments: short strings, numbers or booleans. */
export const attributesSchema = z
  .record(z.string().trim().min(1).max(50), z.union([z.string().max(500), z.number(), z.boolean()]))
  .refine((value) => Object.keys(value).length <= 50, 'A subscriber has at most 50 attributes')
  .default({});

export const subscriberInputSchema = z.object({
  email: emailAddress,
  name: optionalText(200, 'A name has at most 200 characters'),
  listIds: z.array(z.uuid()).min(1, emailMessages.listRequired).max(50),
  tier: z.enum(subscriberTiers).default('free'),
  attributes: attributesSchema,
});
export type SubscriberInput = z.input<typeof subscriberInputSchema>;

/** GET /api/email/subscribers: one page of the audience, filtered by list, segment or search. */
export const subscriberFilterSchema = z.object({
  listId: z.uuid().optional(),
  segmentId: z.string().max(40).optional(),
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A segment of the user's own: every rule given must hold. */
export const segmentRulesSchema = z.object({
  listId: z.uuid().optional(),
  status: z.enum(membershipStatuses).optional(),
  tier: z.enum(subscriberTiers).optional(),
  attribute: z.object({ key: z.string().trim().min(1).max(50), value: z.string().trim().max(500) }).optional(),
  joinedAfter: instant('Enter a valid date').optional(),
  joinedBefore: instant('Enter a valid date').optional(),
  engagement: z.object({ kind: z.enum(['opened', 'clicked']), campaignId: z.uuid().optional() }).optional(),
});
export type SegmentRules = z.infer<typeof segmentRulesSchema>;

export const segmentInputSchema = z.object({
  name: z.string().trim().min(1, emailMessages.segmentNameRequired).max(100, 'A segment name has at most 100 characters'),
  rules: segmentRulesSchema,
});
export type SegmentInput = z.input<typeof segmentInputSchema>;

export const templateInputSchema = z.object({
  name: z.string().trim().min(1, emailMessages.templateNameRequired).max(100, 'A template name has at most 100 characters'),
  category: z.enum(emailTemplateCategories).default('Newsletter'),
  format: z.enum(bodyFormats).default('markdown'),
  subject: optionalText(200, 'A subject has at most 200 characters'),
  body: z.string().max(200_000, 'A template has at most 200,000 characters').default(''),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const abTestSchema = z.object({
  subjectB: z.string().trim().min(1, 'Please enter the second subject line').max(200, 'A subject has at most 200 characters'),
  /** The share of the list each subject goes to first; the winner goes to the rest. */
  sharePercent: z.number().int().min(5).max(50).default(20),
  waitMinutes: z
    .number()
    .int()
    .min(15)
    .max(7 * 24 * 60)
    .default(240),
});
export type AbTestInput = z.input<typeof abTestSchema>;

export const campaignInputSchema = z.object({
  name: z
    .string({ error: emailMessages.campaignNameRequired })
    .trim()
    .min(1, emailMessages.campaignNameRequired)
    .max(200, 'A campaign name has at most 200 characters'),
  type: z.enum(emailCampaignTypes).default('Newsletter'),
  listId: z.uuid({ error: emailMessages.listRequired }),
  /** A built-in segment ('all', 'engaged', 'customers', 'leads') or one of the user's own. */
  segmentId: z.string().max(40).nullable().default(null),
  templateId: z.uuid().nullable().default(null),
  subject: z
    .string({ error: emailMessages.subjectRequired })
    .trim()
    .min(1, emailMessages.subjectRequired)
    .max(200, 'A subject has at most 200 characters'),
  previewText: optionalText(200, 'A preview text has at most 200 characters'),
  format: z.enum(bodyFormats).default('markdown'),
  content: z.string().max(200_000, 'A campaign has at most 200,000 characters').default(''),
  scheduledAt: instant('Enter a valid schedule time').nullable().default(null),
  abTest: abTestSchema.nullable().default(null),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const emailSettingsSchema = z.object({
  senderName: z.string().trim().min(1, 'Please enter a sender name').max(100, 'A sender name has at most 100 characters'),
  replyTo: z.union([z.literal(''), emailAddress]).default(''),
  postalAddress: z.string().trim().max(300, 'A postal address has at most 300 characters').default(''),
  valuePerConversion: z.number().min(0, 'The value cannot be negative').max(1_000_000).default(defaultValuePerConversion),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** Which CSV column holds what; columns not named become attributes when listed. */
// Column names as the CSV reader gives them: trimmed.
const columnName = z.string({ error: emailMessages.importNeedsEmail }).trim().max(200);

export const importMappingSchema = z.object({
  listId: z.uuid({ error: emailMessages.listRequired }),
  email: columnName.min(1, emailMessages.importNeedsEmail),
  name: columnName.optional(),
  tier: columnName.optional(),
  attributes: z.array(columnName).max(50).default([]),
});
export type ImportMapping = z.input<typeof importMappingSchema>;

export interface EmailList {
  id: string;
  name: string;
  description: string;
  optIn: OptInType;
  counts: Record<MembershipStatus, number>;
  /** The hosted sign-up page anyone may open. */
  formUrl: string;
  createdAt: string;
}

export interface Subscriber {
  id: string;
  email: string;
  name: string;
  tier: SubscriberTier;
  source: string;
  attributes: Record<string, string | number | boolean>;
  lists: Array<{ listId: string; status: MembershipStatus; joinedAt: string }>;
  consentAt: string | null;
  createdAt: string;
}

export interface SubscriberPage {
  subscribers: Subscriber[];
  total: number;
}

export const builtInSegmentIds = ['all', 'engaged', 'customers', 'leads'] as const;
export type BuiltInSegmentId = (typeof builtInSegmentIds)[number];

export interface Segment {
  id: string;
  name: string;
  builtIn: boolean;
  rules: SegmentRules | null;
  count: number;
  /** Members who joined in the last 7 days. */
  growth: number;
}

export interface EmailTemplate {
  id: string;
  name: string;
  category: EmailTemplateCategory;
  format: BodyFormat;
  subject: string;
  body: string;
  /** Campaigns that used it. */
  usage: number;
  updatedAt: string;
}

export interface EmailCampaign {
  id: string;
  name: string;
  type: EmailCampaignType;
  status: EmailCampaignStatus;
  listId: string | null;
  listName: string | null;
  segmentId: string | null;
  templateId: string | null;
  subject: string;
  previewText: string;
  format: BodyFormat;
  content: string;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  abTest: (z.infer<typeof abTestSchema> & { winner: 'a' | 'b' | null }) | null;
  /** Recipients resolved at send time, and how far the send has come. */
  recipients: number;
  sent: number;
  failed: number;
  opens: number;
  clicks: number;
  converted: number;
  revenue: number;
  /** True when the revenue is conversions times the value per conversion: the site reported no amount. */
  revenueEstimated: boolean;
  /** Percentages with one decimal, null before anything was sent. */
  openRate: number | null;
  clickRate: number | null;
  error: string | null;
  createdAt: string;
}

/** The four stat tiles. */
export interface EmailOverview {
  subscribers: number;
  newThisWeek: number;
  openRate: number | null;
  clickRate: number | null;
  revenue: number;
  /** True when any campaign's part of the revenue is an estimate (conversions times the value per conversion). */
  revenueEstimated: boolean;
}

export interface ImportRun {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  rowsRead: number;
  imported: number;
  merged: number;
  rejected: Array<{ row: number; email: string; reason: string }>;
  rejectedCount: number;
  error: string | null;
}

/** Open rate and click rate: count over sent as a percentage with one decimal. */
export function ratePercent(count: number, sent: number): number | null {
  if (sent <= 0) return null;
  return Math.round((count / sent) * 1000) / 10;
}

export const automationMessages = {
  notOnPlan: 'Email automation is part of the Professional and Enterprise plans.',
  nameRequired: 'Please enter an automation name',
  stepNeeded: 'An automation sends at least one email',
  turnedOn: (name: string) => `${name} is on`,
  turnedOff: (name: string) => `${name} is off`,
  created: 'Automation created',
  saved: 'Automation saved',
  deleted: 'Automation deleted',
} as const;

export const automationStepSchema = z.object({
  delayHours: z
    .number()
    .int()
    .min(0, 'A delay cannot be negative')
    .max(24 * 365, 'A delay is at most a year'),
  subject: z
    .string({ error: emailMessages.subjectRequired })
    .trim()
    .min(1, emailMessages.subjectRequired)
    .max(200, 'A subject has at most 200 characters'),
  format: z.enum(bodyFormats).default('markdown'),
  content: z.string().max(200_000, 'An email has at most 200,000 characters').default(''),
});

export const automationInputSchema = z.object({
  name: z
    .string({ error: automationMessages.nameRequired })
    .trim()
    .min(1, automationMessages.nameRequired)
    .max(100, 'An automation name has at most 100 characters'),
  kind: z.enum(['welcome', 'drip']).default('welcome'),
  listId: z.uuid({ error: emailMessages.listRequired }),
  enabled: z.boolean().default(false),
  steps: z.array(automationStepSchema).min(1, automationMessages.stepNeeded).max(20, 'An automation has at most 20 emails'),
});
export type AutomationInput = z.input<typeof automationInputSchema>;

export interface EmailAutomation {
  id: string;
  name: string;
  kind: 'welcome' | 'drip';
  listId: string;
  enabled: boolean;
  steps: Array<z.infer<typeof automationStepSchema>>;
  /** People on their way through it now. */
  active: number;
  /** Emails it has sent. */
  sent: number;
}
