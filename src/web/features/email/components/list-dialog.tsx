import { type FormEvent, useId, useState } from 'react';
import { type EmailList, type OptInType, emailMessages } from '@/shared/email';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/lib/toast';
import { createEmailListSchema, useCreateEmailList } from '../api/create-email-list';
import { useUpdateEmailList } from '../api/update-email-list';
import { useFailureToast } from '../use-failure-toast';
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
  const [name, setName] = useState(list?.name ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const [optIn, setOptIn] = useState<OptInType>(list?.optIn ?? 'double');
  const create = useCreateEmailList();
  const update = useUpdateEmailList();
  const reportFailure = useFailureToast(onClose);
  const pending = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createEmailListSchema.safeParse({ name, description, optIn });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? emailMessages.listNameRequired);
    const onSuccess = () => {
      toast.success(list ? 'List saved' : emailMessages.listCreated);
      onClose();
    };
    if (list) update.mutate({ id: list.id, changes: parsed.data }, { onSuccess, onError: (error) => reportFailure(error, 'Failed to save list') });
    else create.mutate(parsed.data, { onSuccess, onError: (error) => reportFailure(error, 'Failed to create list') });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} dismissible={!pending} title={list ? 'Edit list' : 'Create list'}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="List name" htmlFor={`${id}-name`}>
          <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} placeholder="Newsletter" autoComplete="off" />
        </Field>
        <Field label="Description (optional)" htmlFor={`${id}-description`} hint="Shown on the list's sign-up page.">
          <Textarea id={`${id}-description`} rows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field>
        <div className="space-y-1.5">
          <SegmentedChoice legend="Sign-up confirmation" name={`${id}-opt-in`} options={optInOptions} value={optIn} onChange={setOptIn} />
          <p className="text-xs text-gray-500">{optInHelp[optIn]}</p>
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : list ? 'Save list' : 'Create list'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
