import { Loader2, RefreshCcw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  type IntegrationCard,
  type IntegrationSettings,
  type SyncFrequency,
  dataImportLabels,
  dataImports,
  integrationsMessages as text,
  syncFrequencies,
  syncFrequencyLabels,
} from '@/shared/integrations/catalogue';
import { FormDialog } from '@/web/components/form-dialog';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useSyncIntegration } from '../api/sync-integration';
import { useUpdateIntegrationSettings } from '../api/update-integration-settings';
import { lastSyncText } from '../catalogue-view';

interface IntegrationSettingsDialogProps {
  card: IntegrationCard;
  settings: IntegrationSettings;
  onClose: () => void;
}

/** {name} settings: how often it syncs and what it imports (spec §9), and Sync now. */
export function IntegrationSettingsDialog({ card, settings, onClose }: IntegrationSettingsDialogProps) {
  const id = useId();
  const [draft, setDraft] = useState<IntegrationSettings>(settings);
  const save = useUpdateIntegrationSettings();
  const sync = useSyncIntegration();
  const reportFailure = useActionFailureToast({ close: onClose });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { id: card.id, settings: draft },
      {
        onSuccess: () => {
          toast.success(text.settingsSaved);
          onClose();
        },
        onError: (error) => reportFailure(error, text.updateFailed),
      },
    );
  }

  return (
    <FormDialog
      title={text.settingsTitle(card.name)}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      submitLabel={text.save}
      pendingLabel={text.saving}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-frequency`}>{text.syncFrequency}</Label>
        <NativeSelect
          id={`${id}-frequency`}
          value={draft.syncFrequency}
          disabled={save.isPending}
          onChange={(event) => setDraft({ ...draft, syncFrequency: event.target.value as SyncFrequency })}
        >
          {syncFrequencies.map((frequency) => (
            <option key={frequency} value={frequency}>
              {syncFrequencyLabels[frequency]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-700">{text.dataImport}</legend>
        {dataImports.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              className="size-4 rounded border-gray-300 accent-brand-600"
              checked={draft.imports[kind]}
              disabled={save.isPending}
              onChange={(event) => setDraft({ ...draft, imports: { ...draft.imports, [kind]: event.target.checked } })}
            />
            {dataImportLabels[kind]}
          </label>
        ))}
      </fieldset>
      <div className="flex items-center justify-between gap-3 border-t border-gray-100 pt-3">
        <p className="text-xs text-gray-500">
          {text.lastSync}: {lastSyncText(card)}
        </p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={sync.isPending || save.isPending}
          onClick={() =>
            sync.mutate(card.id, {
              onSuccess: () => toast.success(text.syncedToast(card.name)),
              onError: (error) => reportFailure(error, text.updateFailed),
            })
          }
        >
          {sync.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCcw aria-hidden />}
          {text.syncNow}
        </Button>
      </div>
    </FormDialog>
  );
}
