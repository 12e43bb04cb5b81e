import { describe, expect, it } from 'vitest';
import type { EmailAutomation } from '@/shared/email/email';
import { firstFormError } from '@/web/lib/first-form-error';
import {
  type AutomationFormValues,
  automationFormFrom,
  automationResolver,
  emptyAutomationForm,
  emptyStep,
  waitFromHours,
} from './automation-form';

const listId = '5f0c6a8e-3b1d-4c2e-9f4a-1b2c3d4e5f60';
const check = (values: AutomationFormValues, enabled = false) =>
  automationResolver(enabled)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
const problem = async (values: AutomationFormValues) => firstFormError((await check(values)).errors);

describe('the automation form', () => {
  it('asks for a name, a list and each email’s subject, in the shared messages', async () => {
    expect(await problem(emptyAutomationForm)).toBe('Please enter an automation name');
    expect(await problem({ ...emptyAutomationForm, name: 'Welcome' })).toBe('Please select an email list');
    expect(await problem({ ...emptyAutomationForm, name: 'Welcome', listId })).toBe('Please enter an email subject');
    expect(await problem({ ...emptyAutomationForm, name: 'Welcome', listId, steps: [] })).toBe('An automation sends at least one email');
  });

  it('turns days into hours and keeps whether the automation is on', async () => {
    const values: AutomationFormValues = {
      name: 'Onboarding',
      kind: 'drip',
      listId,
      steps: [
        { ...emptyStep(0, 'hours'), subject: 'Welcome' },
        { ...emptyStep(2, 'days'), subject: 'Getting started' },
        { ...emptyStep(6, 'hours'), subject: 'One more tip' },
      ],
    };
    expect(await check(values)).toMatchObject({
      errors: {},
      values: { enabled: false, steps: [{ delayHours: 0 }, { delayHours: 48 }, { delayHours: 6 }] },
    });
    expect((await check(values, true)).values).toMatchObject({ enabled: true });
  });

  it('says so when a wait is left empty', async () => {
    expect(
      await problem({ ...emptyAutomationForm, name: 'Welcome', listId, steps: [{ ...emptyStep(Number.NaN, 'hours'), subject: 'Hi' }] }),
    ).toBe('Enter how long to wait before each email');
  });

  it('shows whole days in days when editing', () => {
    expect(waitFromHours(72)).toEqual({ wait: 3, unit: 'days' });
    expect(waitFromHours(36)).toEqual({ wait: 36, unit: 'hours' });
    expect(waitFromHours(0)).toEqual({ wait: 0, unit: 'hours' });
    const automation = {
      name: 'W',
      kind: 'welcome',
      listId,
      steps: [{ delayHours: 24, subject: 'Hi', format: 'html', content: '<p>Hi</p>' }],
    } as EmailAutomation;
    expect(automationFormFrom(automation).steps[0]).toEqual({ wait: 1, unit: 'days', subject: 'Hi', format: 'html', content: '<p>Hi</p>' });
  });
});
