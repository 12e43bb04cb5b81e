import { type Campaign, type campaignGoals, campaignInputSchema, campaignMessages } from '@/shared/projects';
import { ApiError } from '@/web/lib/api-client';

export interface CampaignForm {
  name: string;
  type: Campaign['type'];
  description: string;
  targetAudience: string;
  goals: Array<(typeof campaignGoals)[number]>;
  startDate: string;
  endDate: string;
}

/** Today as YYYY-MM-DD in the user's own time zone, for the date fields' minimum. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The end date's minimum: the start date once one is chosen (and not past), otherwise today. */
export function endDateMinimum(startDate: string, today: string): string {
  return startDate > today ? startDate : today;
}

/** Whether the submit button may be pressed: it stays disabled while a required field is empty. */
export function canSubmitCampaign(form: Pick<CampaignForm, 'name' | 'startDate'>): boolean {
  return form.name !== '' && form.startDate !== '';
}

/**
 * The dialog's check: the server's schema, with no start before the user's own today (the
 * server allows a day either way for time zones). Checked on the start itself, so a past start is said
 * before an end that comes before it.
 */
export function campaignFormSchema(today: string) {
  return campaignInputSchema.safeExtend({
    startDate: campaignInputSchema.shape.startDate.refine((day) => day >= today, campaignMessages.startInPast),
  });
}

const serverValidationTexts: readonly string[] = [
  campaignMessages.fillRequired,
  campaignMessages.startInPast,
  campaignMessages.endBeforeStart,
];

/** The server's own validation message when it is one of the spec's, else the generic failure toast. */
export function campaignErrorText(error: unknown): string {
  if (error instanceof ApiError && serverValidationTexts.includes(error.message)) return error.message;
  return campaignMessages.createFailed;
}
