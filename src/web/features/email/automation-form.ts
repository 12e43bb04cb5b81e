import { type AutomationInput, type BodyFormat, type EmailAutomation, automationInputSchema, automationMessages } from '@/shared/email';

// The automation dialog's fields. A step's wait is typed in hours or days (the API counts hours),
// measured from joining the list for the first email and from the email before for the others.

export type DelayUnit = 'hours' | 'days';

export interface AutomationStepValues {
  wait: number;
  unit: DelayUnit;
  subject: string;
  format: BodyFormat;
  content: string;
}

export interface AutomationFormValues {
  name: string;
  kind: 'welcome' | 'drip';
  listId: string;
  steps: AutomationStepValues[];
}

export const emptyStep = (wait: number, unit: DelayUnit): AutomationStepValues => ({
  wait,
  unit,
  subject: '',
  format: 'markdown',
  content: '',
});

export const emptyAutomationForm: AutomationFormValues = { name: '', kind: 'welcome', listId: '', steps: [emptyStep(0, 'hours')] };

/** Hours as the dialog shows them: whole days in days, the rest in hours. */
export function waitFromHours(hours: number): { wait: number; unit: DelayUnit } {
  return hours > 0 && hours % 24 === 0 ? { wait: hours / 24, unit: 'days' } : { wait: hours, unit: 'hours' };
}

export function automationFormFrom(automation: EmailAutomation): AutomationFormValues {
  return {
    name: automation.name,
    kind: automation.kind,
    listId: automation.listId,
    steps: automation.steps.map((step) => ({
      ...waitFromHours(step.delayHours),
      subject: step.subject,
      format: step.format,
      content: step.content,
    })),
  };
}

export type AutomationCheck = { ok: true; input: AutomationInput } | { ok: false; message: string };

/**
 * The input the server takes, checked with its schema. `enabled` is kept as it was: a new automation
 * starts off, so the user turns it on once its emails read well.
 */
export function checkAutomation(values: AutomationFormValues, enabled = false): AutomationCheck {
  const parsed = automationInputSchema.safeParse({
    name: values.name,
    kind: values.kind,
    listId: values.listId,
    enabled,
    steps: values.steps.map((step) => ({
      delayHours: Number.isFinite(step.wait) ? Math.round(step.unit === 'days' ? step.wait * 24 : step.wait) : Number.NaN,
      subject: step.subject,
      format: step.format,
      content: step.content,
    })),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // NaN from an emptied wait field would otherwise read "Invalid input".
    const message =
      issue?.path.includes('delayHours') && issue.code === 'invalid_type' ? 'Enter how long to wait before each email' : issue?.message;
    return { ok: false, message: message ?? automationMessages.stepNeeded };
  }
  return { ok: true, input: parsed.data };
}
