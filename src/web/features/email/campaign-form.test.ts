import { describe, expect, it } from 'vitest';
import type { EmailCampaign, EmailTemplate } from '@/shared/email';
import { applyTemplate, campaignFormFrom, checkCampaign, emptyCampaignForm } from './campaign-form';

const listId = '5f0c6a8e-3b1d-4c2e-9f4a-1b2c3d4e5f60';
const now = new Date(2027, 0, 1, 12, 0);
const filled = { ...emptyCampaignForm, name: 'March news', listId, subject: 'What is new in March' };

describe('the campaign form check', () => {
  it('asks for the name first, then the list, then the subject, in the spec’s words', () => {
    expect(checkCampaign(emptyCampaignForm, now)).toEqual({ ok: false, message: 'Please enter a campaign name' });
    expect(checkCampaign({ ...emptyCampaignForm, name: '   ' }, now)).toEqual({ ok: false, message: 'Please enter a campaign name' });
    expect(checkCampaign({ ...emptyCampaignForm, name: 'March news' }, now)).toEqual({ ok: false, message: 'Please select an email list' });
    expect(checkCampaign({ ...filled, subject: '' }, now)).toEqual({ ok: false, message: 'Please enter an email subject' });
  });

  it('makes a draft without a schedule, content optional', () => {
    const check = checkCampaign(filled, now);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.input).toMatchObject({
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

  it('sends the schedule as an ISO instant with its offset, and refuses one in the past', () => {
    const check = checkCampaign({ ...filled, schedule: '2027-02-01T09:00' }, now);
    expect(check.ok && check.input.scheduledAt).toMatch(/^2027-02-01T09:00:00[+-]\d{2}:\d{2}$/);
    expect(checkCampaign({ ...filled, schedule: '2026-12-31T09:00' }, now)).toEqual({
      ok: false,
      message: 'The schedule time has to be in the future.',
    });
    expect(checkCampaign({ ...filled, schedule: 'soon' }, now)).toEqual({ ok: false, message: 'Enter a valid schedule time' });
  });

  it('carries the A/B test only when it is turned on, and needs its second subject', () => {
    expect(checkCampaign({ ...filled, subjectB: 'ignored' }, now)).toMatchObject({ ok: true, input: { abTest: null } });
    expect(checkCampaign({ ...filled, abTest: true }, now)).toEqual({ ok: false, message: 'Please enter the second subject line' });
    expect(checkCampaign({ ...filled, abTest: true, subjectB: 'March, briefly' }, now)).toMatchObject({
      ok: true,
      input: { abTest: { subjectB: 'March, briefly', sharePercent: 20, waitMinutes: 240 } },
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
