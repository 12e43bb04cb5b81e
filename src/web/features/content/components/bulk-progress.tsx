import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { BulkGeneration } from '@/shared/content/content';
import { contentLabels } from '../labels';

/** A bulk job's progress bar and what it has written so far. */
export function BulkProgress({ job }: { job: BulkGeneration }) {
  const handled = job.completed + job.failed;
  const percent = job.total > 0 ? Math.round((handled / job.total) * 100) : 0;
  const running = job.status === 'queued' || job.status === 'running';
  return (
    <div className="space-y-3" aria-live="polite">
      <div className="flex items-center gap-2 text-sm font-medium text-gray-900">
        {running ? (
          <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden />
        ) : job.status === 'done' ? (
          <CheckCircle2 className="size-4 text-green-700" aria-hidden />
        ) : (
          <XCircle className="size-4 text-red-600" aria-hidden />
        )}
        {running ? `Writing ${handled} of ${job.total}…` : contentLabels.bulkDone(job.completed)}
      </div>
      <div
        role="progressbar"
        aria-label={contentLabels.bulkTitle}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-gray-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      {job.failed > 0 && <p className="text-sm text-red-700">{job.failed} could not be written.</p>}
      {job.error && <p className="text-sm text-red-700">{job.error}</p>}
    </div>
  );
}
