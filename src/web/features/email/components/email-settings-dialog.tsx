import { type FormEvent, useId, useState } from 'react';
import { type EmailSettings, emailMessages } from '@/shared/email';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useEmailSettings } from '../api/get-email-settings';
import { updateEmailSettingsSchema, useUpdateEmailSettings } from '../api/update-email-settings';
import { useFailureToast } from '../use-failure-toast';
import { EmailSettingsFields } from './email-settings-fields';

/** Email settings: who the campaigns come from, where replies go, the postal address the law asks for, a conversion's value. */
export function EmailSettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = useEmailSettings();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Email settings" description="These apply to every campaign and automation in this workspace.">
      {settings.data ? (
        <SettingsForm initial={settings.data} onClose={onClose} />
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
  const [values, setValues] = useState(initial);
  const save = useUpdateEmailSettings();
  const reportFailure = useFailureToast(onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    // An emptied number field holds NaN, which zod would call an "invalid input".
    if (Number.isNaN(values.valuePerConversion)) return void toast.error('Please enter a value per conversion');
    const parsed = updateEmailSettingsSchema.safeParse(values);
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? 'Check the settings');
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(emailMessages.settingsSaved);
        onClose();
      },
      onError: (error) => reportFailure(error, 'Failed to save email settings'),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <EmailSettingsFields id={id} values={values} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} readOnly={!canEdit} />
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
