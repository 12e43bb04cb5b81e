import { type FormEvent, useId, useState } from 'react';
import {
  type ListeningMonitorView,
  listeningMonitorSchema,
  listeningSourceLabels,
  listeningSources,
  type ListeningSource,
} from '@/shared/social/listening';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { useCreateOrSave } from '@/web/lib/use-create-or-save';
import { useCreateMonitor } from '../../api/listening/create-monitor';
import { useUpdateMonitor } from '../../api/listening/update-monitor';
import { type MonitorFormValues, monitorFormValues, monitorInput } from './listening-form';
import { listeningLabels } from './listening-labels';

/** Adds a monitor, or edits one: its name, terms, excluded terms and sources. */
export function MonitorDialog({ monitor, onClose }: { monitor?: ListeningMonitorView; onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState<MonitorFormValues>(() => monitorFormValues(monitor));
  const create = useCreateMonitor();
  const update = useUpdateMonitor();
  const texts = { created: listeningLabels.created, saved: listeningLabels.saved, failed: listeningLabels.saveFailed };
  const { save, pending } = useCreateOrSave({ editing: monitor, create, update, onClose, texts });
  const set = (patch: Partial<MonitorFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const toggle = (source: ListeningSource, on: boolean) =>
    set({ sources: on ? [...values.sources, source] : values.sources.filter((entry) => entry !== source) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = monitorInput(values);
    const check = listeningMonitorSchema.safeParse(input);
    if (!check.success) return void toast.error(check.error.issues[0]?.message ?? listeningLabels.saveFailed);
    save(input);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!pending}
      title={monitor ? listeningLabels.editMonitor : listeningLabels.newMonitor}
      description="Mentions of these terms on the sources you choose, checked every 15 minutes."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input id={`${id}-name`} value={values.name} onChange={(event) => set({ name: event.target.value })} maxLength={80} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-terms`}>Terms</Label>
          <Input
            id={`${id}-terms`}
            value={values.terms}
            onChange={(event) => set({ terms: event.target.value })}
            placeholder={'acme, "acme bakery"'}
            aria-describedby={`${id}-terms-hint`}
          />
          <p id={`${id}-terms-hint`} className="text-xs text-gray-500">
            {listeningLabels.termsHint}
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-excluded`}>Leave out posts containing (optional)</Label>
          <Input
            id={`${id}-excluded`}
            value={values.excludedTerms}
            onChange={(event) => set({ excludedTerms: event.target.value })}
            aria-describedby={`${id}-excluded-hint`}
          />
          <p id={`${id}-excluded-hint`} className="text-xs text-gray-500">
            {listeningLabels.excludedHint}
          </p>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-700">Sources</legend>
          <div className="flex flex-wrap gap-4">
            {listeningSources.map((source) => (
              <label key={source} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={values.sources.includes(source)}
                  onChange={(event) => toggle(source, event.target.checked)}
                />
                {listeningSourceLabels[source]}
              </label>
            ))}
          </div>
        </fieldset>
        {values.sources.includes('mastodon') && (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-instance`}>Mastodon instance</Label>
            <Input
              id={`${id}-instance`}
              value={values.mastodonInstance}
              onChange={(event) => set({ mastodonInstance: event.target.value })}
              placeholder="mastodon.social"
              aria-describedby={`${id}-instance-hint`}
            />
            <p id={`${id}-instance-hint`} className="text-xs text-gray-500">
              {listeningLabels.instanceHint}
            </p>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {monitor ? 'Save' : listeningLabels.addMonitor}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
