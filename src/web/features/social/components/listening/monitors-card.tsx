import { AlertTriangle, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type ListeningMonitorView, listeningSourceLabels } from '@/shared/social/listening';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useCheckMonitor } from '../../api/listening/check-monitor';
import { useDeleteMonitor } from '../../api/listening/delete-monitor';
import { useMonitors } from '../../api/listening/get-monitors';
import { engagementTime } from '../../engagement-format';
import { listeningLabels } from './listening-labels';
import { MonitorDialog } from './monitor-dialog';

/** The workspace's monitors: what each listens for, where, and how its last check went. */
export function MonitorsCard({ canEdit }: { canEdit: boolean }) {
  const monitors = useMonitors();
  const [editing, setEditing] = useState<ListeningMonitorView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ListeningMonitorView | null>(null);
  const remove = useDeleteMonitor();
  const reportFailure = useActionFailureToast();

  function confirmDelete(monitor: ListeningMonitorView) {
    remove.mutate(monitor.id, {
      onSuccess: () => {
        toast.success(listeningLabels.deleted);
        setDeleting(null);
      },
      onError: (error) => reportFailure(error, listeningLabels.deleteFailed),
    });
  }

  return (
    <Card className="space-y-4 p-5" data-testid="listening-monitors">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold text-gray-900">{listeningLabels.monitors}</h2>
          <p className="text-sm text-gray-600">{listeningLabels.monitorsHint}</p>
        </div>
        {canEdit && (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            {listeningLabels.addMonitor}
          </Button>
        )}
      </div>
      {monitors.isPending ? (
        <div role="status" aria-label="Loading monitors" className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : monitors.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {listeningLabels.monitorsFailed}
        </p>
      ) : monitors.data.length === 0 ? (
        <div className="py-4 text-center">
          <p className="font-medium text-gray-900">{listeningLabels.noMonitors}</p>
          <p className="text-sm text-gray-600">{listeningLabels.noMonitorsHint}</p>
        </div>
      ) : (
        <ul className="divide-y divide-gray-100">
          {monitors.data.map((monitor) => (
            <MonitorRow
              key={monitor.id}
              monitor={monitor}
              canEdit={canEdit}
              onEdit={() => setEditing(monitor)}
              onDelete={() => setDeleting(monitor)}
            />
          ))}
        </ul>
      )}
      {editing && <MonitorDialog monitor={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete monitor"
          text={listeningLabels.deleteText(deleting.name)}
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Card>
  );
}

function MonitorRow(props: { monitor: ListeningMonitorView; canEdit: boolean; onEdit: () => void; onDelete: () => void }) {
  const { monitor, canEdit } = props;
  const check = useCheckMonitor();
  const reportFailure = useActionFailureToast();
  const sources = monitor.sources
    .map((source) =>
      source === 'mastodon' && monitor.mastodonInstance ? `Mastodon (${monitor.mastodonInstance})` : listeningSourceLabels[source],
    )
    .join(', ');
  const checked = monitor.lastCheckedAt ? engagementTime(monitor.lastCheckedAt) : null;
  return (
    <li className="flex flex-wrap items-start gap-3 py-3 first:pt-0 last:pb-0" data-testid="listening-monitor">
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="font-medium text-gray-900">
          {monitor.name} <span className="text-sm font-normal text-gray-500">· {monitor.mentions} mentions</span>
        </p>
        <p className="break-words text-sm text-gray-700">{monitor.terms.join(', ')}</p>
        <p className="text-xs text-gray-500">
          {sources} ·{' '}
          {checked ? (
            <time dateTime={monitor.lastCheckedAt!} title={checked.full}>
              {listeningLabels.lastChecked(checked.relative, monitor.lastFound)}
            </time>
          ) : (
            listeningLabels.neverChecked
          )}
        </p>
        {monitor.lastError && (
          <p className="flex items-start gap-1 whitespace-pre-line text-xs text-red-700">
            <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {monitor.lastError}
          </p>
        )}
      </div>
      {canEdit && (
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="sm"
            disabled={check.isPending}
            onClick={() =>
              check.mutate(monitor.id, {
                onSuccess: () => toast.success(listeningLabels.checkStarted),
                onError: (error) => reportFailure(error, listeningLabels.checkFailed),
              })
            }
          >
            <RefreshCw aria-hidden />
            Check now
          </Button>
          <Button variant="ghost" size="sm" onClick={props.onEdit} aria-label={`Edit ${monitor.name}`}>
            <Pencil aria-hidden />
          </Button>
          <Button variant="ghost" size="sm" onClick={props.onDelete} aria-label={`Delete ${monitor.name}`}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
    </li>
  );
}
