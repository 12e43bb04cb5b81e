import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { emailMessages } from '@/shared/email/email';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { firstFormError } from '@/web/lib/first-form-error';
import { toast } from '@/web/lib/toast';
import { useCreateSegment } from '../api/create-segment';
import { useCampaigns } from '../api/get-campaigns';
import { useEmailLists } from '../api/get-email-lists';
import { type SegmentFormValues, emptySegmentForm, segmentResolver } from '../segment-rules';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { Field } from './field';
import { SegmentRuleFields } from './segment-rule-fields';

/** Create List Segment: a name and the rules its members meet, all of them. */
export function SegmentDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const form = useForm({ resolver: segmentResolver, defaultValues: emptySegmentForm });
  // The rule fields show and hide each other, so they work on the values themselves.
  const values = form.watch();
  const lists = useEmailLists();
  const campaigns = useCampaigns();
  const create = useCreateSegment();
  const reportFailure = useActionFailureToast({ close: onClose });

  const submit = form.handleSubmit(
    (input) =>
      create.mutate(input, {
        onSuccess: () => {
          toast.success(emailMessages.segmentCreated);
          onClose();
        },
        onError: (error) => reportFailure(error, 'Failed to create segment'),
      }),
    (errors) => toast.error(firstFormError(errors) ?? 'Check the segment’s rules'),
  );

  function change(patch: Partial<SegmentFormValues>) {
    for (const [key, value] of Object.entries(patch)) form.setValue(key as keyof SegmentFormValues, value);
  }

  return (
    <FormDialog
      title="Create List Segment"
      description="Subscribers who meet every rule you set; the segment updates itself as they change."
      className="max-w-2xl"
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending}
      submitLabel="Create segment"
      pendingLabel="Creating…"
    >
      <Field label="Segment name" htmlFor={`${id}-name`}>
        <Input id={`${id}-name`} {...form.register('name')} placeholder="Engaged buyers in Berlin" autoComplete="off" />
      </Field>
      <SegmentRuleFields id={id} values={values} onChange={change} lists={lists.data ?? []} campaigns={campaigns.data ?? []} />
    </FormDialog>
  );
}
