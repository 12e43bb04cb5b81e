import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type TrackingStatus, analyticsMessages } from '@/shared/analytics/analytics';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { trackingHostnamesSchema, useUpdateTrackingHostnames } from '../api/update-tracking-hostnames';

const hostnameSchema = trackingHostnamesSchema.shape.extraHostnames.element;
const maxHostnames = 20;

/** The other hostnames whose visits count (a staging site, a second domain); Viewers only read them. */
export function AllowedHostnames({ status }: { status: TrackingStatus }) {
  const { canEdit } = usePermissions();
  const id = useId();
  const save = useUpdateTrackingHostnames();
  const [draft, setDraft] = useState<string[]>(status.extraHostnames);
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const changed = draft.join('\n') !== status.extraHostnames.join('\n');

  function add(event: FormEvent) {
    event.preventDefault();
    const parsed = hostnameSchema.safeParse(entry);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a hostname such as shop.example.com');
    if (draft.length >= maxHostnames) return setError(`At most ${maxHostnames} hostnames`);
    setError(null);
    setEntry('');
    if (!draft.includes(parsed.data) && parsed.data !== status.hostname) setDraft([...draft, parsed.data]);
  }

  function submit() {
    save.mutate(
      { projectId: status.projectId, extraHostnames: draft },
      {
        onSuccess: (saved) => {
          setDraft(saved.extraHostnames);
          toast.success(analyticsMessages.hostnamesSaved);
        },
        onError: (failure) => toast.error((failure instanceof ApiError && failure.message) || 'Failed to save the hostnames'),
      },
    );
  }

  return (
    <div className="space-y-3">
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold text-gray-900">
          Allowed hostnames
        </h3>
        <p className="text-sm text-gray-600">
          Visits count from{' '}
          {status.hostname ? <strong className="font-medium text-gray-800">{status.hostname}</strong> : "your project's address"} and the
          hostnames below (a staging site, a second domain). Visits from any other site are dropped.
        </p>
      </div>
      <ul aria-labelledby={`${id}-title`} className="flex flex-wrap gap-2">
        {status.hostname && (
          <li>
            <Badge tone="brand">{status.hostname}</Badge>
          </li>
        )}
        {draft.map((hostname) => (
          <li key={hostname}>
            <Badge className="gap-1 pr-1.5">
              {hostname}
              {canEdit && (
                <button
                  type="button"
                  aria-label={`Remove ${hostname}`}
                  className="rounded-full p-0.5 hover:bg-gray-200"
                  onClick={() => setDraft(draft.filter((item) => item !== hostname))}
                >
                  <X className="size-3" aria-hidden />
                </button>
              )}
            </Badge>
          </li>
        ))}
        {!status.hostname && draft.length === 0 && <li className="text-sm text-gray-500">None yet.</li>}
      </ul>
      {canEdit ? (
        <div className="space-y-2">
          <form onSubmit={add} noValidate className="flex gap-2">
            <Input
              aria-label="Add a hostname"
              placeholder="staging.example.com"
              value={entry}
              onChange={(event) => setEntry(event.target.value)}
              aria-invalid={error !== null}
              className="min-w-0 sm:max-w-xs"
            />
            <Button type="submit" variant="outline">
              <Plus aria-hidden />
              Add
            </Button>
          </form>
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          {changed && (
            <div className="flex gap-2">
              <Button onClick={submit} disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save hostnames'}
              </Button>
              <Button variant="ghost" onClick={() => setDraft(status.extraHostnames)} disabled={save.isPending}>
                Undo changes
              </Button>
            </div>
          )}
        </div>
      ) : (
        <p className="text-xs text-gray-500">Editors and the Owner can change the allowed hostnames.</p>
      )}
    </div>
  );
}
