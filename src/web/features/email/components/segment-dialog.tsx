import { type FormEvent, useId, useState } from 'react';
import { emailMessages } from '@/shared/email';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/lib/toast';
import { useCreateSegment } from '../api/create-segment';
import { useCampaigns } from '../api/get-campaigns';
import { useEmailLists } from '../api/get-email-lists';
import { checkSegment, emptySegmentForm } from '../segment-rules';
import { useFailureToast } from '../use-failure-toast';
import { Field } from './field';
import { SegmentRuleFields } from './segment-rule-fields';

/** Create List Segment (§2): a name and the rules its members meet, all of them. */
export function SegmentDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState(emptySegmentForm);
  const lists = useEmailLists();
  const campaigns = useCampaigns();
  const create = useCreateSegment();
  const reportFailure = useFailureToast(onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkSegment(values);
    if (!check.ok) return void toast.error(check.message);
    create.mutate(check.input, {
      onSuccess: () => {
        toast.success(emailMessages.segmentCreated);
        onClose();
      },
      onError: (error) => reportFailure(error, 'Failed to create segment'),
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!create.isPending}
      title="Create List Segment"
      description="Subscribers who meet every rule you set; the segment updates itself as they change."
      className="max-w-2xl"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <Field label="Segment name" htmlFor={`${id}-name`}>
          <Input id={`${id}-name`} value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} placeholder="Engaged buyers in Berlin" autoComplete="off" />
        </Field>
        <SegmentRuleFields id={id} values={values} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} lists={lists.data ?? []} campaigns={campaigns.data ?? []} />
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create segment'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
