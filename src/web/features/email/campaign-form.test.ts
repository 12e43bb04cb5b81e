import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailCampaign, EmailTemplate } from '@/shared/email/email';
import { firstFormError } from '@/web/lib/first-form-error';
import { type CampaignFormValues, applyTemplate, campaignFormFrom, campaignResolver, emptyCampaignForm } from './campaign-form';

const listId = '5f0c6a8e-3b1d-4c2e-9f4a-1b2c3d4e5f60';
const filled = { ...emptyCampaignForm, name: 'March news', listId, subject: 'What is new in March' };
const check = (values: CampaignFormValues) => campaignResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
const problem = async (values: CampaignFormValues) => firstFormError((await check(values)).errors);

describe('the campaign form check', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 1, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the name first, then the list, then the subject, in the spec’s words', async () => {
    expect(await problem(emptyCampaignForm)).toBe('Please enter a campaign name');
    expect(await problem({ ...emptyCampaignForm, name: '   ' })).toBe('Please enter a campaign name');
    expect(await problem({ ...emptyCampaignForm, name: 'March news' })).toBe('Please select an email list');
    expect(await problem({ ...filled, subject: '' })).toBe('Please enter an email subject');
  });

  it('makes a draft without a schedule, content optional', async () => {
    const { values, errors } = await check(filled);
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      name: 'March news',
      listId,
      subject: 'What is new in March',
      scheduledAt: null,
      segmentId: null,
      templateId: null,
      abTest: null,
      content: '',
    });
  });

  it('sends the schedule as an ISO instant with its offset, and refuses one in the past', async () => {
    const { values } = await check({ ...filled, schedule: '2027-02-01T09:00' });
    expect(values).toHaveProperty('scheduledAt', expect.stringMatching(/^2027-02-01T09:00:00[+-]\d{2}:\d{2}$/));
    expect(await problem({ ...filled, schedule: '2026-12-31T09:00' })).toBe('The schedule time has to be in the future.');
    expect(await problem({ ...filled, schedule: 'soon' })).toBe('Enter a valid schedule time');
    // A missing name still comes first, whatever the schedule.
    expect(await problem({ ...filled, name: '', schedule: '2026-12-31T09:00' })).toBe('Please enter a campaign name');
  });

  it('carries the A/B test only when it is turned on, and needs its second subject', async () => {
    expect((await check({ ...filled, subjectB: 'ignored' })).values).toMatchObject({ abTest: null });
    expect(await problem({ ...filled, abTest: true })).toBe('Please enter the second subject line');
    expect((await check({ ...filled, abTest: true, subjectB: 'March, briefly' })).values).toMatchObject({
      abTest: { subjectB: 'March, briefly', sharePercent: 20, waitMinutes: 240 },
    });
  });
});

describe('templates and stored campaigns in the form', () => {
  const template: EmailTemplate = {
    id: 't1',
    name: 'Welcome',
    category: 'Onboarding',
    format: 'html',
    subject: 'Welcome aboard',
    body: '<p>Hi {{ first_name }}</p>',
    usage: 0,
    updatedAt: '2027-01-01T00:00:00Z',
  };

  it('fills subject, content and format from the chosen template, and keeps a subject when the template has none', () => {
    expect(applyTemplate(filled, template)).toMatchObject({
      templateId: 't1',
      subject: 'Welcome aboard',
      format: 'html',
      content: '<p>Hi {{ first_name }}</p>',
    });
    expect(applyTemplate(filled, { ...template, subject: '' }).subject).toBe('What is new in March');
    expect(applyTemplate({ ...filled, templateId: 't1' }, undefined).templateId).toBe('');
  });

  it('reads a scheduled A/B campaign back into the form', () => {
    const campaign = {
      name: 'Launch',
      type: 'Promotional',
      listId,
      segmentId: 'engaged',
      templateId: null,
      subject: 'It is here',
      previewText: '',
      format: 'markdown',
      content: 'Hello',
      scheduledAt: new Date(2027, 1, 1, 9, 0).toISOString(),
      abTest: { subjectB: 'Finally', sharePercent: 10, waitMinutes: 60, winner: null },
    } as EmailCampaign;
    expect(campaignFormFrom(campaign)).toMatchObject({
      segmentId: 'engaged',
      templateId: '',
      schedule: '2027-02-01T09:00',
      abTest: true,
      subjectB: 'Finally',
      sharePercent: 10,
    });
  });
});
