import { describe, expect, it } from 'vitest';
import { emptySupportContacts, onboardingChecklist, supportContactsSchema, supportMessages, supportOverview } from './support';

const firstMessage = (input: unknown) => {
  const result = supportContactsSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the operator’s contacts', () => {
  it('take e-mail addresses, phone numbers and https links, trimmed; empty fields become null', () => {
    expect(
      supportContactsSchema.parse({
        emailAddress: ' help@example.com ',
        phoneNumber: '+1 (555) 010-0200',
        onboardingUrl: 'https://cal.example.com/x',
        emailHours: '',
      }),
    ).toEqual({
      ...emptySupportContacts,
      emailAddress: 'help@example.com',
      phoneNumber: '+1 (555) 010-0200',
      onboardingUrl: 'https://cal.example.com/x',
    });
  });

  it.each([
    [{ emailAddress: 'help@' }, supportMessages.invalidEmail],
    [{ phoneNumber: '555' }, supportMessages.invalidPhone],
    [{ phoneNumber: '1234567890123456' }, supportMessages.invalidPhone],
    [{ phoneNumber: 'tel:5550100200' }, supportMessages.invalidPhone],
    [{ onboardingUrl: 'http://cal.example.com' }, supportMessages.httpsOnly],
    [{ onboardingUrl: 'cal.example.com' }, supportMessages.httpsOnly],
    [{ managerName: 'x'.repeat(201) }, supportMessages.tooLong(200)],
  ])('refuse %j with its message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('supportOverview', () => {
  it('gives Professional priority support and onboarding, and shows phone support from Enterprise without its contacts', () => {
    const overview = supportOverview('professional', { ...emptySupportContacts, phoneNumber: '+1 555 010 0200' });
    expect(overview.entries.filter((entry) => entry.included).map((entry) => entry.feature)).toEqual([
      'email_support',
      'priority_support',
      'onboarding_assistance',
    ]);
    const phone = overview.entries.find((entry) => entry.feature === 'phone_support');
    expect(phone).toMatchObject({ included: false, fromPlan: { id: 'enterprise', name: 'Enterprise' }, channels: [] });
  });

  it('counts an unknown plan as Starter', () => {
    expect(supportOverview('gold', emptySupportContacts).plan.id).toBe('starter');
  });
});

it('onboardingChecklist counts the steps done', () => {
  expect(onboardingChecklist({ project: true, tracker: false, content: true, campaign: false })).toMatchObject({ done: 2, total: 4 });
});
