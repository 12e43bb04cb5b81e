import { ChevronRight, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type GoalRow, goalLabel, goalMessages } from '@/shared/analytics/goals';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { formatCount, formatRate, formatRevenue, notMeasured } from '../format';

// From sm up a goal is one row of columns (goal, conversions, rate, revenue, remove); on a phone its
// figures go under its name, each with its label, so nothing needs scrolling sideways.
const columns = 'sm:grid-cols-[minmax(0,1fr)_6rem_6rem_6.5rem_2.25rem]';

interface GoalsListProps {
  goals: readonly GoalRow[];
  /** Absent for Viewers, who only read the goals. */
  onRemove?: (goal: GoalRow) => void;
}

/** Each goal's conversions, rate and revenue; a goal opens to its conversions by source. */
export function GoalsList({ goals, onRemove }: GoalsListProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (goalId: string) => {
    const next = new Set(open);
    if (!next.delete(goalId)) next.add(goalId);
    setOpen(next);
  };
  return (
    <div className="text-sm">
      <div aria-hidden className={cn('hidden gap-x-3 border-b border-gray-200 pb-2 text-xs font-medium text-gray-500 sm:grid', columns)}>
        <span>Goal</span>
        <span className="text-right">Conversions</span>
        <span className="text-right">Conv. rate</span>
        <span className="text-right">Revenue</span>
      </div>
      <ul aria-label="Goals" className="divide-y divide-gray-100">
        {goals.map((goal) => {
          const label = goalLabel(goal);
          const expanded = open.has(goal.id);
          const sourcesId = `goal-sources-${goal.id}`;
          return (
            <li
              key={goal.id}
              data-testid="goal-row"
              className={cn('grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-2', columns)}
            >
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={sourcesId}
                aria-label={`${label}: conversions by source`}
                onClick={() => toggle(goal.id)}
                className="col-start-1 row-start-1 -ml-1 flex min-w-0 max-w-full items-center gap-1.5 justify-self-start rounded-md px-1 py-1 text-left hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <ChevronRight className={cn('size-4 shrink-0 text-gray-400 transition-transform', expanded && 'rotate-90')} aria-hidden />
                <span className="min-w-0 truncate font-medium text-gray-900" title={label}>
                  {label}
                </span>
                <Badge tone={goal.kind === 'page' ? 'blue' : 'brand'} className="shrink-0">
                  {goal.kind === 'page' ? 'Page' : 'Event'}
                </Badge>
              </button>
              {onRemove && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="col-start-2 row-start-1 size-8 sm:col-start-5"
                  aria-label={`Remove goal ${label}`}
                  onClick={() => onRemove(goal)}
                >
                  <Trash2 className="text-gray-500" aria-hidden />
                </Button>
              )}
              <dl className="col-span-2 grid grid-cols-3 gap-3 pl-6 sm:contents">
                <Figure label="Conversions" value={formatCount(goal.conversions)} strong />
                <Figure label="Conv. rate" value={formatRate(goal.conversionRate)} />
                <Figure label="Revenue" value={goal.revenue ? formatRevenue(goal.revenue.amount, goal.revenue.currency) : notMeasured} />
              </dl>
              {expanded && (
                <div id={sourcesId} className="col-span-full rounded-md bg-gray-50 px-3 py-2 sm:px-0">
                  <GoalSources goal={goal} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="sm:row-start-1 sm:text-right">
      <dt className="text-xs text-gray-500 sm:sr-only">{label}</dt>
      <dd className={cn('tabular-nums', strong ? 'font-semibold text-gray-900' : 'text-gray-700')}>{value}</dd>
    </div>
  );
}

/** The goal's conversions by the channel of the visit they happened in; on wide screens under the goal's own columns. */
function GoalSources({ goal }: { goal: GoalRow }) {
  if (goal.sources.length === 0) return <p className="text-gray-500 sm:px-6">{goalMessages.noConversions}</p>;
  return (
    <ul className="space-y-1" aria-label={`Sources of ${goalLabel(goal)}`}>
      {goal.sources.map((source) => (
        <li key={source.channel} data-testid="goal-source" className={cn('flex justify-between gap-3 sm:grid sm:gap-x-3', columns)}>
          <span className="truncate text-gray-700 sm:pl-6">{source.channel}</span>
          <span className="flex shrink-0 gap-3 tabular-nums sm:contents">
            <span className="text-gray-900 sm:text-right">{formatCount(source.conversions)}</span>
            <span className="w-12 text-right text-gray-500 sm:w-auto">{formatRate(source.conversionRate)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
