import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type EmailAutomation, automationMessages } from '@/shared/email';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast';
import { useCreateAutomation } from '../api/create-automation';
import { useEmailLists } from '../api/get-email-lists';
import { useUpdateAutomation } from '../api/update-automation';
import {
  type AutomationFormValues,
  type AutomationStepValues,
  automationFormFrom,
  checkAutomation,
  emptyAutomationForm,
  emptyStep,
} from '../automation-form';
import { useFailureToast } from '../use-failure-toast';
import { AutomationStepFields } from './automation-step-fields';
import { Field } from './field';
import { SegmentedChoice } from './segmented-choice';

const kinds = [
  { value: 'welcome', label: 'Welcome series' },
  { value: 'drip', label: 'Drip' },
] as const;

const maxSteps = 20;

/** Create an automation, or change one: its list and the emails it sends, each after its wait. */
export function AutomationDialog({ automation, onClose }: { automation?: EmailAutomation; onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState<AutomationFormValues>(() => (automation ? automationFormFrom(automation) : emptyAutomationForm));
  // Stable keys, so removing an email in the middle does not hand its neighbour's editor state on.
  const [stepKeys, setStepKeys] = useState(() => values.steps.map((_step, index) => index));
  const lists = useEmailLists();
  const create = useCreateAutomation();
  const update = useUpdateAutomation();
  const reportFailure = useFailureToast(onClose);
  const pending = create.isPending || update.isPending;

  const setStep = (index: number, patch: Partial<AutomationStepValues>) =>
    setValues((current) => ({ ...current, steps: current.steps.map((step, at) => (at === index ? { ...step, ...patch } : step)) }));
  const removeStep = (index: number) => {
    setValues((current) => ({ ...current, steps: current.steps.filter((_step, at) => at !== index) }));
    setStepKeys((keys) => keys.filter((_key, at) => at !== index));
  };
  const addStep = () => {
    setValues((current) => ({ ...current, steps: [...current.steps, emptyStep(2, 'days')] }));
    setStepKeys((keys) => [...keys, Math.max(-1, ...keys) + 1]);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkAutomation(values, automation?.enabled ?? false);
    if (!check.ok) return void toast.error(check.message);
    const onSuccess = (message: string) => () => {
      toast.success(message);
      onClose();
    };
    const onError = (error: unknown) => reportFailure(error, 'Failed to save automation');
    if (automation) update.mutate({ id: automation.id, input: check.input }, { onSuccess: onSuccess(automationMessages.saved), onError });
    else create.mutate(check.input, { onSuccess: onSuccess(automationMessages.created), onError });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!pending}
      title={automation ? 'Edit automation' : 'Create automation'}
      description={
        automation
          ? automation.name
          : 'Everyone who joins the list while it is on gets these emails in turn. It starts off: turn it on when the emails read well.'
      }
      className="max-w-2xl"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Automation name" htmlFor={`${id}-name`} className="sm:col-span-2">
            <Input
              id={`${id}-name`}
              value={values.name}
              onChange={(event) => setValues({ ...values, name: event.target.value })}
              placeholder="Welcome new readers"
              autoComplete="off"
            />
          </Field>
          <SegmentedChoice
            legend="Kind"
            name={`${id}-kind`}
            options={kinds}
            value={values.kind}
            onChange={(kind) => setValues({ ...values, kind })}
          />
          <Field label="For people who join" htmlFor={`${id}-list`}>
            <NativeSelect
              id={`${id}-list`}
              value={values.listId}
              onChange={(event) => setValues({ ...values, listId: event.target.value })}
            >
              <option value="">Select a list</option>
              {lists.data?.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        {values.steps.map((step, index) => (
          <AutomationStepFields
            key={stepKeys[index]}
            id={`${id}-step-${stepKeys[index]}`}
            index={index}
            step={step}
            onChange={(patch) => setStep(index, patch)}
            onRemove={values.steps.length > 1 ? () => removeStep(index) : undefined}
          />
        ))}
        {values.steps.length < maxSteps && (
          <Button type="button" variant="outline" size="sm" onClick={addStep}>
            <Plus aria-hidden />
            Add email
          </Button>
        )}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : automation ? 'Save automation' : 'Create automation'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
