import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type EmailSettings, emailMessages } from '@/shared/email/email';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { firstFormError } from '@/web/lib/first-form-error';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useEmailSettings } from '../api/get-email-settings';
import { updateEmailSettingsSchema, useUpdateEmailSettings } from '../api/update-email-settings';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { EmailSettingsFields } from './email-settings-fields';
import { SendingServerCard } from './sending-server-card';

/** Email settings: who the campaigns come from, where replies go, the postal address the law asks for, a conversion's value. */
export function EmailSettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = useEmailSettings();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Email settings"
      description="These apply to every campaign and automation in this workspace."
    >
      {settings.data ? (
        <div className="space-y-6">
          <SettingsForm initial={settings.data} onClose={onClose} />
          <SendingServerCard />
        </div>
      ) : settings.isError ? (
        <p role="alert" className="py-6 text-center text-sm text-red-700">
          {emailMessages.loadFailed}
        </p>
      ) : (
        <Spinner className="mx-auto my-6 block" />
      )}
    </Dialog>
  );
}

function SettingsForm({ initial, onClose }: { initial: EmailSettings; onClose: () => void }) {
  const id = useId();
  const { canEdit } = usePermissions();
  const form = useForm({ resolver: zodResolver(updateEmailSettingsSchema), defaultValues: initial });
  const save = useUpdateEmailSettings();
  const reportFailure = useActionFailureToast({ close: onClose });

  const submit = form.handleSubmit(
    (settings) =>
      save.mutate(settings, {
        onSuccess: () => {
          toast.success(emailMessages.settingsSaved);
          onClose();
        },
        onError: (error) => reportFailure(error, 'Failed to save email settings'),
      }),
    // An emptied number field holds NaN, which zod would call an "invalid input"; it is said first.
    (errors) =>
      toast.error(
        Number.isNaN(form.getValues('valuePerConversion'))
          ? 'Please enter a value per conversion'
          : (firstFormError(errors) ?? 'Check the settings'),
      ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <EmailSettingsFields id={id} register={form.register} readOnly={!canEdit} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
          {canEdit ? 'Cancel' : 'Close'}
        </Button>
        {canEdit && (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </Button>
        )}
      </div>
    </form>
  );
}
