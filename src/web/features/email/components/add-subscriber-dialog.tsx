import { type FormEvent, useId, useState } from 'react';
import { type SubscriberTier, emailMessages, subscriberTiers } from '@/shared/email';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/lib/toast';
import { addSubscriberSchema, useAddSubscriber } from '../api/add-subscriber';
import { useEmailLists } from '../api/get-email-lists';
import { useFailureToast } from '../use-failure-toast';
import { Field } from './field';
import { SegmentedChoice } from './segmented-choice';

const tierOptions = subscriberTiers.map((tier) => ({ value: tier, label: tier === 'paid' ? 'Paid' : 'Free' }));

/** Adds one person who agreed to hear from the user, on one or more lists. */
export function AddSubscriberDialog({ defaultListId, onClose }: { defaultListId?: string; onClose: () => void }) {
  const id = useId();
  const lists = useEmailLists();
  const add = useAddSubscriber();
  const reportFailure = useFailureToast(onClose);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [tier, setTier] = useState<SubscriberTier>('free');
  // The list being looked at, or the only one there is.
  const [listIds, setListIds] = useState<string[]>(() => {
    const only = lists.data?.length === 1 ? lists.data[0]?.id : undefined;
    return defaultListId ? [defaultListId] : only ? [only] : [];
  });

  function toggleList(listId: string, checked: boolean) {
    setListIds((current) => (checked ? [...current, listId] : current.filter((other) => other !== listId)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = addSubscriberSchema.safeParse({ email, name, tier, listIds });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? emailMessages.invalidEmail);
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(emailMessages.subscriberAdded);
        onClose();
      },
      onError: (error) => reportFailure(error, 'Failed to add subscriber'),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} dismissible={!add.isPending} title="Add subscriber" description="Add only people who agreed to hear from you.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Email" htmlFor={`${id}-email`}>
          <Input id={`${id}-email`} type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" placeholder="ada@example.com" />
        </Field>
        <Field label="Name (optional)" htmlFor={`${id}-name`}>
          <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </Field>
        <SegmentedChoice legend="Tier" name={`${id}-tier`} options={tierOptions} value={tier} onChange={setTier} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-gray-700">Lists</legend>
          {(lists.data ?? []).length === 0 ? (
            <p className="text-sm text-gray-600">Create a list first.</p>
          ) : (
            <div className="max-h-40 space-y-1.5 overflow-y-auto">
              {lists.data?.map((list) => (
                <label key={list.id} className="flex items-center gap-2 text-sm text-gray-800">
                  <input type="checkbox" checked={listIds.includes(list.id)} onChange={(event) => toggleList(list.id, event.target.checked)} className="size-4 accent-brand-600" />
                  {list.name}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add subscriber'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
