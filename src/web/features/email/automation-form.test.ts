import { describe, expect, it } from 'vitest';
import type { EmailAutomation } from '@/shared/email';
import { automationFormFrom, checkAutomation, emptyAutomationForm, emptyStep, waitFromHours } from './automation-form';

const listId = '5f0c6a8e-3b1d-4c2e-9f4a-1b2c3d4e5f60';

describe('the automation form', () => {
  it('asks for a name, a list and each email’s subject, in the shared messages', () => {
    expect(checkAutomation(emptyAutomationForm)).toEqual({ ok: false, message: 'Please enter an automation name' });
    expect(checkAutomation({ ...emptyAutomationForm, name: 'Welcome' })).toEqual({ ok: false, message: 'Please select an email list' });
    expect(checkAutomation({ ...emptyAutomationForm, name: 'Welcome', listId })).toEqual({
      ok: false,
      message: 'Please enter an email subject',
    });
    expect(checkAutomation({ ...emptyAutomationForm, name: 'Welcome', listId, steps: [] })).toEqual({
      ok: false,
      message: 'An automation sends at least one email',
    });
  });

  it('turns days into hours and starts a new automation off', () => {
    const check = checkAutomation({
      name: 'Onboarding',
      kind: 'drip',
      listId,
      steps: [
        { ...emptyStep(0, 'hours'), subject: 'Welcome' },
        { ...emptyStep(2, 'days'), subject: 'Getting started' },
        { ...emptyStep(6, 'hours'), subject: 'One more tip' },
      ],
    });
    expect(check).toMatchObject({ ok: true, input: { enabled: false, steps: [{ delayHours: 0 }, { delayHours: 48 }, { delayHours: 6 }] } });
  });

  it('says so when a wait is left empty', () => {
    const check = checkAutomation({
      ...emptyAutomationForm,
      name: 'Welcome',
      listId,
      steps: [{ ...emptyStep(Number.NaN, 'hours'), subject: 'Hi' }],
    });
    expect(check).toEqual({ ok: false, message: 'Enter how long to wait before each email' });
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
