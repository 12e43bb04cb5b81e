import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type UploadBatch, setupLabels, uploadMessages } from '@/shared/setup/setup';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { usePermissions } from '@/web/lib/permissions';
import { timeAgo } from '@/web/lib/time-ago';
import { toast } from '@/web/lib/toast';
import { useDeleteAnalysis } from '../api/delete-analysis';
import { useUploads } from '../api/get-uploads';
import { fileBadge, formatFileSize } from '../file-info';
import { badgeTones } from './selected-files';

/** Files kept from earlier uploads, so they can be looked over and deleted with their analysis. */
export function StoredUploads() {
  const { data: batches } = useUploads();
  // Here, not in the batch: a deleted batch leaves the list before the mutation reports back.
  const remove = useDeleteAnalysis();
  const { canEdit } = usePermissions();
  const heading = useRef<HTMLHeadingElement>(null);
  if (!batches || batches.length === 0) return null;

  function deleteBatch(analysisId: string) {
    remove.mutate(analysisId, {
      onSuccess: () => {
        toast.success(uploadMessages.deleted);
        // The batch and its buttons are gone: keep the keyboard in the list rather than at the page's top.
        heading.current?.focus();
      },
      onError: () => toast.error(uploadMessages.deleteFailed),
    });
  }

  return (
    <section aria-labelledby="stored-uploads" className="space-y-3 border-t border-gray-100 pt-5">
      <div className="space-y-0.5">
        <h3 id="stored-uploads" ref={heading} tabIndex={-1} className="text-sm font-semibold text-gray-900 outline-none">
          {setupLabels.storedUploads}
        </h3>
        <p className="text-xs text-gray-500">{setupLabels.storedUploadsHint}</p>
      </div>
      <ul className="space-y-3">
        {batches.map((batch) => (
          <StoredBatch
            key={batch.analysisId}
            batch={batch}
            deleting={remove.isPending && remove.variables === batch.analysisId}
            onDelete={canEdit ? () => deleteBatch(batch.analysisId) : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

interface StoredBatchProps {
  batch: UploadBatch;
  deleting: boolean;
  /** Absent for a Viewer, who sees the files but cannot delete them. */
  onDelete?: () => void;
}

function StoredBatch({ batch, deleting, onDelete }: StoredBatchProps) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const uploaded = timeAgo(batch.createdAt);
  const underWay = batch.status === 'queued' || batch.status === 'running';

  // The button pressed gives way to the question, and back: focus follows it either way.
  useEffect(() => {
    if (confirming) cancel.current?.focus();
    else if (returnFocus.current) trigger.current?.focus();
    returnFocus.current = false;
  }, [confirming]);

  function stopConfirming() {
    returnFocus.current = true;
    setConfirming(false);
  }

  return (
    <li className="rounded-xl border border-gray-200" data-testid="stored-upload">
      <div className="flex min-h-11 items-center justify-between gap-3 border-b border-gray-100 px-3 py-1.5">
        <time dateTime={batch.createdAt} className="text-xs font-medium text-gray-500">
          {uploaded}
        </time>
        {underWay ? (
          <span className="text-xs text-gray-500">{setupLabels.stillAnalysing}</span>
        ) : (
          onDelete &&
          !confirming && (
            <Button
              ref={trigger}
              variant="ghost"
              size="sm"
              className="text-red-600 hover:bg-red-50"
              onClick={() => setConfirming(true)}
              aria-label={setupLabels.deleteUploadLabel(uploaded)}
            >
              <Trash2 aria-hidden /> {setupLabels.deleteUpload}
            </Button>
          )
        )}
      </div>
      <ul className="divide-y divide-gray-100">
        {batch.files.map((file) => {
          const badge = fileBadge({ name: file.name, type: '' });
          return (
            <li key={file.id} className="flex items-center gap-3 px-3 py-2">
              <Badge tone={badgeTones[badge]} className="w-12 shrink-0 justify-center">
                {badge}
              </Badge>
              <span className="min-w-0 flex-1 truncate text-sm text-gray-800" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-xs text-gray-500">{formatFileSize(file.size)}</span>
            </li>
          );
        })}
      </ul>
      {confirming && (
        <div
          role="alert"
          className="flex flex-col gap-2 border-t border-red-100 bg-red-50 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-red-900">{setupLabels.deleteUploadConfirm(batch.files.length)}</p>
          <div className="flex gap-2">
            <Button ref={cancel} variant="outline" size="sm" onClick={stopConfirming} disabled={deleting}>
              {setupLabels.cancel}
            </Button>
            <Button variant="destructive" size="sm" onClick={onDelete} disabled={deleting}>
              {setupLabels.confirmDelete}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
