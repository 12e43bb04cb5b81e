import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { type EmailAutomation, automationMessages } from '@/shared/email/email';
import { FormDialog } from '@/web/components/form-dialog';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { firstFormError } from '@/web/lib/first-form-error';
import { toast } from '@/web/lib/toast';
import { useCreateOrSave } from '@/web/lib/use-create-or-save';
import { useCreateAutomation } from '../api/create-automation';
import { useEmailLists } from '../api/get-email-lists';
import { useUpdateAutomation } from '../api/update-automation';
import { type AutomationStepValues, automationFormFrom, automationResolver, emptyAutomationForm, emptyStep } from '../automation-form';
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
  const form = useForm({
    resolver: automationResolver(automation?.enabled ?? false),
    defaultValues: automation ? automationFormFrom(automation) : emptyAutomationForm,
    // The toast says what is wrong; the focus stays where the user left it.
    shouldFocusError: false,
  });
  // Stable keys, so removing an email in the middle does not hand its neighbour's editor state on.
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const values = form.watch();
  const lists = useEmailLists();
  const create = useCreateAutomation();
  const update = useUpdateAutomation();
  const { save, pending } = useCreateOrSave({
    editing: automation,
    create,
    update,
    onClose,
    texts: { created: automationMessages.created, saved: automationMessages.saved, failed: 'Failed to save automation' },
  });

  const setStep = (index: number, patch: Partial<AutomationStepValues>) => {
    for (const [key, value] of Object.entries(patch)) form.setValue(`steps.${index}.${key as keyof AutomationStepValues}`, value);
  };

  const submit = form.handleSubmit(save, (errors) => toast.error(firstFormError(errors) ?? automationMessages.stepNeeded));

  return (
    <FormDialog
      title={automation ? 'Edit automation' : 'Create automation'}
      description={
        automation
          ? automation.name
          : 'Everyone who joins the list while it is on gets these emails in turn. It starts off: turn it on when the emails read well.'
      }
      className="max-w-2xl"
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitLabel={automation ? 'Save automation' : 'Create automation'}
      pendingLabel="Saving…"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Automation name" htmlFor={`${id}-name`} className="sm:col-span-2">
          <Input id={`${id}-name`} {...form.register('name')} placeholder="Welcome new readers" autoComplete="off" />
        </Field>
        <SegmentedChoice
          legend="Kind"
          name={`${id}-kind`}
          options={kinds}
          value={values.kind}
          onChange={(kind) => form.setValue('kind', kind)}
        />
        <Field label="For people who join" htmlFor={`${id}-list`}>
          <NativeSelect id={`${id}-list`} {...form.register('listId')}>
            <option value="">Select a list</option>
            {lists.data?.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {steps.fields.map((field, index) => (
        <AutomationStepFields
          key={field.id}
          id={`${id}-step-${field.id}`}
          index={index}
          step={values.steps[index] ?? field}
          onChange={(patch) => setStep(index, patch)}
          onRemove={steps.fields.length > 1 ? () => steps.remove(index) : undefined}
        />
      ))}
      {steps.fields.length < maxSteps && (
        <Button type="button" variant="outline" size="sm" onClick={() => steps.append(emptyStep(2, 'days'), { shouldFocus: false })}>
          <Plus aria-hidden />
          Add email
        </Button>
      )}
    </FormDialog>
  );
}
