import { zodResolver } from '@hookform/resolvers/zod';
import { type AutomationInput, type BodyFormat, type EmailAutomation, automationInputSchema } from '@/shared/email/email';
import { resolverFrom } from '@/web/lib/resolver-from';

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

/**
 * The dialog's check: the fields as the input the server takes, checked with its schema. `enabled` is
 * kept as it was: a new automation starts off, so the user turns it on once its emails read well.
 */
export function automationResolver(enabled: boolean) {
  return resolverFrom(
    (values: AutomationFormValues): AutomationInput => ({
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
    }),
    zodResolver(automationInputSchema, {
      // NaN from an emptied wait field would otherwise read "Invalid input".
      error: (issue) =>
        issue.code === 'invalid_type' && issue.path?.includes('delayHours') ? 'Enter how long to wait before each email' : undefined,
    }),
  );
}
