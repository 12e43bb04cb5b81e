import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BodyFormat,
  type CampaignInput,
  type EmailCampaign,
  type EmailCampaignType,
  type EmailTemplate,
  campaignInputSchema,
  emailMessages,
} from '@/shared/email/email';
import { resolverFrom } from '@/web/lib/resolver-from';
import { isoToLocalInput, localInputToIso } from '@/web/lib/schedule-time';

/** What the Create Email Campaign dialog holds: the fields as typed, before they become a CampaignInput. */
export interface CampaignFormValues {
  name: string;
  type: EmailCampaignType;
  listId: string;
  /** '' sends to the whole list. */
  segmentId: string;
  templateId: string;
  subject: string;
  previewText: string;
  format: BodyFormat;
  content: string;
  /** A datetime-local value; '' saves a draft. */
  schedule: string;
  abTest: boolean;
  subjectB: string;
  sharePercent: number;
  waitMinutes: number;
}

export const emptyCampaignForm: CampaignFormValues = {
  name: '',
  type: 'Newsletter',
  listId: '',
  segmentId: '',
  templateId: '',
  subject: '',
  previewText: '',
  format: 'markdown',
  content: '',
  schedule: '',
  abTest: false,
  subjectB: '',
  sharePercent: 20,
  waitMinutes: 240,
};

/** A stored campaign as the form's values, for editing a draft or a scheduled one. */
export function campaignFormFrom(campaign: EmailCampaign): CampaignFormValues {
  return {
    name: campaign.name,
    type: campaign.type,
    listId: campaign.listId ?? '',
    segmentId: campaign.segmentId ?? '',
    templateId: campaign.templateId ?? '',
    subject: campaign.subject,
    previewText: campaign.previewText,
    format: campaign.format,
    content: campaign.content,
    schedule: isoToLocalInput(campaign.scheduledAt),
    abTest: campaign.abTest !== null,
    subjectB: campaign.abTest?.subjectB ?? '',
    sharePercent: campaign.abTest?.sharePercent ?? emptyCampaignForm.sharePercent,
    waitMinutes: campaign.abTest?.waitMinutes ?? emptyCampaignForm.waitMinutes,
  };
}

/** Choosing a template fills the subject, the content and its format. */
export function applyTemplate(values: CampaignFormValues, template: EmailTemplate | undefined): CampaignFormValues {
  if (!template) return { ...values, templateId: '' };
  return {
    ...values,
    templateId: template.id,
    subject: template.subject || values.subject,
    format: template.format,
    content: template.body,
  };
}

/** The campaign the fields describe, in the server's terms. */
function campaignInputFrom(values: CampaignFormValues): CampaignInput {
  return {
    name: values.name,
    type: values.type,
    listId: values.listId,
    segmentId: values.segmentId || null,
    templateId: values.templateId || null,
    subject: values.subject,
    previewText: values.previewText,
    format: values.format,
    content: values.content,
    scheduledAt: values.schedule.trim() === '' ? null : (localInputToIso(values.schedule) ?? values.schedule),
    abTest: values.abTest ? { subjectB: values.subjectB, sharePercent: values.sharePercent, waitMinutes: values.waitMinutes } : null,
  };
}

/**
 * The dialog's check: the schema the server applies, and a schedule still to come. Its first failure
 * in the form's order gives the spec's toast ('Please enter a campaign name', then the list, then the subject).
 */
export const campaignResolver = resolverFrom(
  campaignInputFrom,
  zodResolver(
    campaignInputSchema.refine((input) => !input.scheduledAt || new Date(input.scheduledAt).getTime() > Date.now(), {
      message: emailMessages.scheduleInPast,
      path: ['scheduledAt'],
    }),
  ),
);
