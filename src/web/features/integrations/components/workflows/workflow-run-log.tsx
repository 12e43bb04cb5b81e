import { type WorkflowRun, workflowMessages as text } from '@/shared/integrations/workflows';
import { Badge } from '@/web/components/ui/badge';
import { timeAgo } from '@/web/lib/time-ago';

const statusTone = { running: 'yellow', succeeded: 'green', failed: 'red', skipped: 'gray' } as const;
const stepMark = { done: '✓', skipped: '–', failed: '✕' } as const;

/** The latest runs: what started each, its steps with what they did, and why it failed. */
export function WorkflowRunLog({ runs }: { runs: WorkflowRun[] }) {
  return (
    <section className="border-t border-gray-100 pt-3" aria-label={text.runLog}>
      <h4 className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">{text.runLog}</h4>
      {runs.length === 0 ? (
        <p className="text-sm text-gray-500">{text.noRuns}</p>
      ) : (
        <ol className="space-y-3">
          {runs.map((run) => (
            <li key={run.id} data-testid="workflow-run" className="text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-gray-900">{run.trigger}</span>
                <Badge tone={statusTone[run.status]}>{text.runStatus[run.status]}</Badge>
                <span className="text-xs text-gray-500">{timeAgo(run.startedAt)}</span>
              </div>
              <ul className="mt-1 space-y-0.5 text-gray-600">
                {run.steps.map((step, index) => (
                  <li key={index}>
                    <span aria-hidden className="mr-1.5">
                      {stepMark[step.status]}
                    </span>
                    {step.label}
                    {step.detail && <span className="text-gray-500">: {step.detail}</span>}
                  </li>
                ))}
              </ul>
              {run.error && <p className="mt-1 text-red-700">{run.error}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
