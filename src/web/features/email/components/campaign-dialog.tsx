import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type EmailCampaign, type EmailTemplate, emailMessages } from '@/shared/email/email';
import { FormDialog } from '@/web/components/form-dialog';
import { firstFormError } from '@/web/lib/first-form-error';
import { toast } from '@/web/lib/toast';
import { useUpgrade } from '@/web/lib/use-upgrade';
import { useCreateCampaign } from '../api/create-campaign';
import { useEmailLists } from '../api/get-email-lists';
import { useSegments } from '../api/get-segments';
import { useTemplates } from '../api/get-templates';
import { useUpdateCampaign } from '../api/update-campaign';
import { applyTemplate, type CampaignFormValues, campaignFormFrom, campaignResolver, emptyCampaignForm } from '../campaign-form';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
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

/** Create Email Campaign: checked as the server checks it, saved as a Draft, or Scheduled with a time. */
export function CampaignDialog({ target, onClose }: { target: CampaignDialogTarget; onClose: () => void }) {
  const id = useId();
  const form = useForm({ resolver: campaignResolver, defaultValues: initialValues(target) });
  // The fields fill and show each other (a template, the A/B test), so they work on the values themselves.
  const values = form.watch();
  const lists = useEmailLists();
  const segments = useSegments();
  const templates = useTemplates();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const abAllowed = usePlanFeature('ab_testing');
  const reportFailure = useActionFailureToast({ close: onClose });
  const upgrade = useUpgrade(onClose);
  const pending = create.isPending || update.isPending;
  const editing = target.mode === 'edit' ? target.campaign : null;

  const submit = form.handleSubmit(
    (input) => {
      if (editing) {
        update.mutate(
          { id: editing.id, input },
          { onSuccess: () => done(emailMessages.campaignUpdated), onError: (error) => reportFailure(error, 'Failed to save campaign') },
        );
      } else {
        create.mutate(input, {
          onSuccess: () => done(input.scheduledAt !== null ? emailMessages.campaignScheduled : emailMessages.campaignCreated),
          onError: (error) => reportFailure(error, emailMessages.createFailed),
        });
      }
    },
    (errors) => toast.error(firstFormError(errors) ?? emailMessages.createFailed),
  );

  function done(message: string) {
    toast.success(message);
    onClose();
  }

  function change(patch: Partial<CampaignFormValues>) {
    for (const [key, value] of Object.entries(patch)) form.setValue(key as keyof CampaignFormValues, value);
  }

  return (
    <FormDialog
      title={editing ? 'Edit Email Campaign' : 'Create Email Campaign'}
      description={editing ? editing.name : 'Without a schedule it is saved as a draft; with one it goes out at that time.'}
      className="max-w-2xl"
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitLabel={editing ? 'Save changes' : 'Create Campaign'}
      pendingLabel="Saving…"
    >
      <CampaignFields
        id={id}
        values={values}
        onChange={change}
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
        onFormatChange={(format) => change({ format })}
        onBodyChange={(content) => change({ content })}
      />
      <AbTestFields id={id} values={values} onChange={change} allowed={abAllowed} onUpgrade={upgrade} />
    </FormDialog>
  );
}
