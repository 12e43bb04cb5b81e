import { type Campaign, type campaignGoals, campaignMessages } from '@/shared/projects';
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

/** The first problem with the form in the spec's words (core §5), or null when it can be sent. */
export function campaignFormError(form: CampaignForm, today: string): string | null {
  if (!form.name.trim() || !form.startDate) return campaignMessages.fillRequired;
  if (form.startDate < today) return campaignMessages.startInPast;
  if (form.endDate && form.endDate < form.startDate) return campaignMessages.endBeforeStart;
  return null;
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
