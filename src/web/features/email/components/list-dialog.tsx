import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type EmailList, type OptInType, emailMessages } from '@/shared/email/email';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { firstFormError } from '@/web/lib/first-form-error';
import { toast } from '@/web/lib/toast';
import { createEmailListSchema, useCreateEmailList } from '../api/create-email-list';
import { useUpdateEmailList } from '../api/update-email-list';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { Field } from './field';
import { SegmentedChoice } from './segmented-choice';

const optInOptions = [
  { value: 'double', label: 'Double opt-in' },
  { value: 'single', label: 'Single opt-in' },
] as const;

const optInHelp: Record<OptInType, string> = {
  double: 'New sign-ups confirm their address from an email first: fewer typos and fake addresses, and proof of consent.',
  single: 'New sign-ups are subscribed at once.',
};

/** Create list, or change one: name, description and how sign-ups are confirmed. */
export function ListDialog({ list, onClose }: { list?: EmailList; onClose: () => void }) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(createEmailListSchema),
    defaultValues: { name: list?.name ?? '', description: list?.description ?? '', optIn: list?.optIn ?? 'double' },
  });
  const optIn = useWatch({ control: form.control, name: 'optIn' }) ?? 'double';
  const create = useCreateEmailList();
  const update = useUpdateEmailList();
  const reportFailure = useActionFailureToast({ close: onClose });
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit(
    (values) => {
      const onSuccess = () => {
        toast.success(list ? 'List saved' : emailMessages.listCreated);
        onClose();
      };
      if (list)
        update.mutate({ id: list.id, changes: values }, { onSuccess, onError: (error) => reportFailure(error, 'Failed to save list') });
      else create.mutate(values, { onSuccess, onError: (error) => reportFailure(error, 'Failed to create list') });
    },
    (errors) => toast.error(firstFormError(errors) ?? emailMessages.listNameRequired),
  );

  return (
    <FormDialog
      title={list ? 'Edit list' : 'Create list'}
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitLabel={list ? 'Save list' : 'Create list'}
      pendingLabel="Saving…"
    >
      <Field label="List name" htmlFor={`${id}-name`}>
        <Input id={`${id}-name`} {...form.register('name')} placeholder="Newsletter" autoComplete="off" />
      </Field>
      <Field label="Description (optional)" htmlFor={`${id}-description`} hint="Shown on the list's sign-up page.">
        <Textarea id={`${id}-description`} rows={2} {...form.register('description')} />
      </Field>
      <div className="space-y-1.5">
        <SegmentedChoice
          legend="Sign-up confirmation"
          name={`${id}-opt-in`}
          options={optInOptions}
          value={optIn}
          onChange={(next) => form.setValue('optIn', next)}
        />
        <p className="text-xs text-gray-500">{optInHelp[optIn]}</p>
      </div>
    </FormDialog>
  );
}
