import { ArrowDown } from 'lucide-react';
import type { FunnelReport } from '@/shared/analytics/goals';
import { formatCount, formatRate } from '../format';

/** The funnel's steps as bars sized by the share of the first step's visitors, with the drop-off between them. */
export function FunnelSteps({ report }: { report: FunnelReport }) {
  return (
    <ol className="space-y-1" aria-label={`Steps of ${report.funnel.name}`}>
      {report.steps.map((step, index) => (
        // Steps may repeat (a page visited twice), so they are told apart by their place.
        <li key={index} data-testid="funnel-step">
          {step.dropOff !== null && (
            <p data-testid="funnel-drop-off" className="flex items-center gap-1.5 py-1 pl-1 text-xs text-gray-500">
              <ArrowDown className="size-3.5 text-gray-400" aria-hidden />
              {formatRate(step.dropOff)} drop-off
            </p>
          )}
          <div className="space-y-1.5 py-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="flex min-w-0 items-baseline gap-2">
                <span className="shrink-0 text-xs font-semibold text-gray-400" aria-hidden>
                  {index + 1}
                </span>
                <span className="truncate font-medium text-gray-900" title={step.label}>
                  {step.label}
                </span>
              </span>
              <span className="flex shrink-0 items-baseline gap-3 tabular-nums">
                <span className="text-gray-600">
                  {formatCount(step.visitors)} {step.visitors === 1 ? 'visitor' : 'visitors'}
                </span>
                <span className="w-12 text-right font-semibold text-gray-900">{formatRate(step.fromStart)}</span>
              </span>
            </div>
            <div className="h-3 overflow-hidden rounded bg-gray-100">
              <div className="h-full rounded bg-brand-500" style={{ width: `${step.fromStart}%` }} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
