import { useEffect } from 'react';
import type { WebsiteAnalysis } from '@/shared/setup/setup';
import { setupLabels, setupMessages } from '@/shared/setup/setup';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { useAnalysis } from '../api/get-analysis';
import { type ProgressView, type SetupStep, progressView } from '../setup-flow';

interface ProgressCardProps {
  title: string;
  view: ProgressView;
  note?: string;
  onCancel: () => void;
}

/** The analysing state: a real progress bar with what is happening, and a way out. */
export function ProgressCard({ title, view, note, onCancel }: ProgressCardProps) {
  return (
    <Card className="mx-auto max-w-2xl p-6 sm:p-8">
      <div className="flex flex-col items-center gap-4 text-center">
        <Spinner className="size-10" />
        <h2 className="max-w-full break-words text-lg font-semibold text-gray-900">{title}</h2>
        <div className="w-full space-y-2">
          <div
            role="progressbar"
            aria-label={view.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={view.value}
            className="h-2.5 w-full overflow-hidden rounded-full bg-gray-100"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${view.value}%` }} />
          </div>
          <div className="flex justify-between gap-3 text-sm text-gray-600" aria-live="polite">
            <span data-testid="progress-label">{view.label}</span>
            <span className="tabular-nums">{view.value}%</span>
          </div>
        </div>
        {note && <p className="text-sm text-amber-700">{note}</p>}
        <Button variant="outline" onClick={onCancel}>
          {setupLabels.cancel}
        </Button>
      </div>
    </Card>
  );
}

interface AnalyzingProgressProps {
  step: Extract<SetupStep, { name: 'analyzing' }>;
  title: string;
  onDone: (analysis: WebsiteAnalysis) => void;
  /** The job failed (with the server's reason) or the server refused to tell (an ApiError). */
  onFailed: (reason: string | null | ApiError) => void;
  onCancel: () => void;
}

/** Polls the job until it is done or failed and reports the outcome. */
export function AnalyzingProgress({ step, title, onDone, onFailed, onCancel }: AnalyzingProgressProps) {
  const { job: data, query, refused } = useAnalysis(step.analysisId);
  const { error } = query;

  useEffect(() => {
    if (data?.status === 'done' && data.result) onDone(data.result);
    else if (data?.status === 'failed' || (data?.status === 'done' && !data.result)) onFailed(data.error);
  }, [data, onDone, onFailed]);

  // A refusal (signed out, the analysis gone) ends the wait; a network failure is retried by the poll.
  useEffect(() => {
    if (refused && error instanceof ApiError) onFailed(error);
  }, [refused, error, onFailed]);

  const note = query.isError && !refused ? setupLabels.unreachable : undefined;
  return <ProgressCard title={title} view={progressView(step, data)} note={note} onCancel={onCancel} />;
}

/** The failure screen: the server's reason when it gave one, a way back to the form and to the chooser. */
export function AnalysisFailed({ error, onEdit, onChooseMode }: { error: string | null; onEdit: () => void; onChooseMode: () => void }) {
  return (
    <Card className="mx-auto max-w-2xl p-6 sm:p-8">
      <div role="alert" className="flex flex-col items-center gap-3 text-center">
        <h2 className="text-lg font-semibold text-red-700">{setupLabels.analysisFailed}</h2>
        <p className="max-w-full break-words text-sm text-gray-700">{error || setupMessages.analyzeFailed}</p>
      </div>
      <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
        <Button variant="outline" onClick={onChooseMode}>
          {setupLabels.chooseAnotherMode}
        </Button>
        <Button onClick={onEdit}>{setupLabels.editAndRetry}</Button>
      </div>
    </Card>
  );
}
