import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignMessages } from '@/shared/projects';
import { ApiError } from '@/web/lib/api-client';
import { type CampaignForm, campaignErrorText, campaignFormSchema, canSubmitCampaign, endDateMinimum, localToday } from './campaign-form';

const today = '2026-05-10';
const form: CampaignForm = {
  name: 'Spring launch',
  type: 'email',
  description: '',
  targetAudience: '',
  goals: [],
  startDate: today,
  endDate: '',
};

describe('date minimums', () => {
  it('uses the local calendar day, not the UTC one', () => {
    // Late evening in the user's zone can already be tomorrow in UTC; the field must offer the local day.
    expect(localToday(new Date(2026, 4, 9, 23, 30))).toBe('2026-05-09');
    expect(localToday(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });

  it('starts the end date at the start date, or today while none is chosen', () => {
    expect(endDateMinimum('2026-06-01', today)).toBe('2026-06-01');
    expect(endDateMinimum('', today)).toBe(today);
    expect(endDateMinimum('2026-05-01', today)).toBe(today);
  });
});

describe('campaign form', () => {
  it('keeps submit disabled while the name or the start date is empty', () => {
    expect(canSubmitCampaign(form)).toBe(true);
    expect(canSubmitCampaign({ ...form, name: '' })).toBe(false);
    expect(canSubmitCampaign({ ...form, startDate: '' })).toBe(false);
  });

  // The server's own leeway is measured from the clock: the day the tests pretend it is.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 10, 12, 0));
  });
  afterEach(() => vi.useRealTimers());
  const problem = (values: CampaignForm) => campaignFormSchema(today).safeParse(values).error?.issues[0]?.message;

  it('asks for the required fields when the name is blank', () => {
    expect(problem({ ...form, name: '   ' })).toBe(campaignMessages.fillRequired);
    expect(problem({ ...form, startDate: '' })).toBe(campaignMessages.fillRequired);
    expect(problem({ ...form, name: '', startDate: '2026-05-09' })).toBe(campaignMessages.fillRequired);
  });

  it('refuses a start before the local today, then an end before the start', () => {
    // The day before: the server would take it (time zones), the dialog does not.
    expect(problem({ ...form, startDate: '2026-05-09' })).toBe(campaignMessages.startInPast);
    expect(problem({ ...form, startDate: '2026-05-09', endDate: '2026-05-08' })).toBe(campaignMessages.startInPast);
    expect(problem({ ...form, startDate: '2026-05-12', endDate: '2026-05-11' })).toBe(campaignMessages.endBeforeStart);
    expect(problem({ ...form, endDate: today })).toBeUndefined();
  });

  it("shows the server's validation message, otherwise the generic failure", () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', campaignMessages.startInPast);
    expect(campaignErrorText(refused)).toBe(campaignMessages.startInPast);
    expect(campaignErrorText(new ApiError(500, 'INTERNAL', 'Something went wrong'))).toBe(campaignMessages.createFailed);
    expect(campaignErrorText(new TypeError('Failed to fetch'))).toBe(campaignMessages.createFailed);
  });
});
