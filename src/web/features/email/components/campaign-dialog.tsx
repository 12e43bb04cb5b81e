import { type FormEvent, useId, useState } from 'react';
import { type EmailCampaign, type EmailTemplate, emailMessages } from '@/shared/email';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { toast } from '@/web/lib/toast';
import { useUpgrade } from '@/web/lib/use-upgrade';
import { useCreateCampaign } from '../api/create-campaign';
import { useEmailLists } from '../api/get-email-lists';
import { useSegments } from '../api/get-segments';
import { useTemplates } from '../api/get-templates';
import { useUpdateCampaign } from '../api/update-campaign';
import { applyTemplate, type CampaignFormValues, campaignFormFrom, checkCampaign, emptyCampaignForm } from '../campaign-form';
import { useFailureToast } from '../use-failure-toast';
import { usePlanFeature } from '../use-plan-feature';
import { AbTestFields } from './ab-test-fields';
import { BodyEditor } from './body-editor';
import { CampaignFields } from './campaign-fields';

/** What the dialog was opened for: a new campaign (maybe from a template), or a draft or scheduled one to change. */
export type CampaignDialogTarget = { mode: 'create'; template?: EmailTemplate } | { mode: 'edit'; campaign: EmailCampaign };

function initialValues(target: CampaignDialogTarget): CampaignFormValues {
  if (target.mode === 'edit') return campaignFormFrom(target.campaign);
  return target.template ? applyTemplate(emptyCampaignForm, target.template) : emptyCampaignForm;
}

/** Create Email Campaign (§2): checked as the server checks it, saved as a Draft, or Scheduled with a time. */
export function CampaignDialog({ target, onClose }: { target: CampaignDialogTarget; onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState(() => initialValues(target));
  const lists = useEmailLists();
  const segments = useSegments();
  const templates = useTemplates();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const abAllowed = usePlanFeature('ab_testing');
  const reportFailure = useFailureToast(onClose);
  const upgrade = useUpgrade(onClose);
  const pending = create.isPending || update.isPending;
  const editing = target.mode === 'edit' ? target.campaign : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkCampaign(values);
    if (!check.ok) return void toast.error(check.message);
    const scheduled = check.input.scheduledAt !== null;
    if (editing) {
      update.mutate(
        { id: editing.id, input: check.input },
        { onSuccess: () => done(emailMessages.campaignUpdated), onError: (error) => reportFailure(error, 'Failed to save campaign') },
      );
    } else {
      create.mutate(check.input, {
        onSuccess: () => done(scheduled ? emailMessages.campaignScheduled : emailMessages.campaignCreated),
        onError: (error) => reportFailure(error, emailMessages.createFailed),
      });
    }
  }

  function done(message: string) {
    toast.success(message);
    onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!pending}
      title={editing ? 'Edit Email Campaign' : 'Create Email Campaign'}
      description={editing ? editing.name : 'Without a schedule it is saved as a draft; with one it goes out at that time.'}
      className="max-w-2xl"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <CampaignFields
          id={id}
          values={values}
          onChange={setValues}
          lists={lists.data ?? []}
          segments={segments.data ?? []}
          templates={templates.data ?? []}
        />
        <BodyEditor
          id={`${id}-content`}
          label="Content"
          subject={values.subject}
          format={values.format}
          body={values.content}
          rows={4}
          onFormatChange={(format) => setValues((current) => ({ ...current, format }))}
          onBodyChange={(content) => setValues((current) => ({ ...current, content }))}
        />
        <AbTestFields
          id={id}
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          allowed={abAllowed}
          onUpgrade={upgrade}
        />
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : editing ? 'Save changes' : 'Create Campaign'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
