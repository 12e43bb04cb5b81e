import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type SubscriberTier, emailMessages, subscriberTiers } from '@/shared/email/email';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { firstFormError } from '@/web/lib/first-form-error';
import { toast } from '@/web/lib/toast';
import { addSubscriberSchema, useAddSubscriber } from '../api/add-subscriber';
import { useEmailLists } from '../api/get-email-lists';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { Field } from './field';
import { SegmentedChoice } from './segmented-choice';

const tierOptions = subscriberTiers.map((tier) => ({ value: tier, label: tier === 'paid' ? 'Paid' : 'Free' }));

/** Adds one person who agreed to hear from the user, on one or more lists. */
export function AddSubscriberDialog({ defaultListId, onClose }: { defaultListId?: string; onClose: () => void }) {
  const id = useId();
  const lists = useEmailLists();
  const add = useAddSubscriber();
  const reportFailure = useActionFailureToast({ close: onClose });
  // The list being looked at, or the only one there is.
  const only = lists.data?.length === 1 ? lists.data[0]?.id : undefined;
  const form = useForm({
    resolver: zodResolver(addSubscriberSchema),
    defaultValues: { email: '', name: '', tier: 'free' as SubscriberTier, listIds: defaultListId ? [defaultListId] : only ? [only] : [] },
  });
  const tier = useWatch({ control: form.control, name: 'tier' }) ?? 'free';
  const listIds = useWatch({ control: form.control, name: 'listIds' });

  function toggleList(listId: string, checked: boolean) {
    form.setValue('listIds', checked ? [...listIds, listId] : listIds.filter((other) => other !== listId));
  }

  const submit = form.handleSubmit(
    (values) =>
      add.mutate(values, {
        onSuccess: () => {
          toast.success(emailMessages.subscriberAdded);
          onClose();
        },
        onError: (error) => reportFailure(error, 'Failed to add subscriber'),
      }),
    (errors) => toast.error(firstFormError(errors) ?? emailMessages.invalidEmail),
  );

  return (
    <FormDialog
      title="Add subscriber"
      description="Add only people who agreed to hear from you."
      onSubmit={submit}
      onClose={onClose}
      pending={add.isPending}
      submitLabel="Add subscriber"
      pendingLabel="Adding…"
    >
      <Field label="Email" htmlFor={`${id}-email`}>
        <Input id={`${id}-email`} type="email" {...form.register('email')} autoComplete="off" placeholder="ada@example.com" />
      </Field>
      <Field label="Name (optional)" htmlFor={`${id}-name`}>
        <Input id={`${id}-name`} {...form.register('name')} autoComplete="off" />
      </Field>
      <SegmentedChoice
        legend="Tier"
        name={`${id}-tier`}
        options={tierOptions}
        value={tier}
        onChange={(next) => form.setValue('tier', next)}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-gray-700">Lists</legend>
        {(lists.data ?? []).length === 0 ? (
          <p className="text-sm text-gray-600">Create a list first.</p>
        ) : (
          <div className="max-h-40 space-y-1.5 overflow-y-auto">
            {lists.data?.map((list) => (
              <label key={list.id} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  checked={listIds.includes(list.id)}
                  onChange={(event) => toggleList(list.id, event.target.checked)}
                  className="size-4 accent-brand-600"
                />
                {list.name}
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </FormDialog>
  );
}
