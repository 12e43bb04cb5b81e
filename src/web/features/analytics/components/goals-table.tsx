import { ChevronRight, Trash2 } from 'lucide-react';
import { Fragment, useState } from 'react';
import { type GoalRow, goalLabel, goalMessages } from '@/shared/analytics-goals';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { cn } from '@/web/lib/cn';
import { formatCount, formatRate, formatRevenue, notMeasured } from '../format';

const columns = 5;

interface GoalsTableProps {
  goals: readonly GoalRow[];
  /** Absent for Viewers, who only read the goals. */
  onRemove?: (goal: GoalRow) => void;
}

/** Each goal's conversions, rate and revenue; a row opens to its conversions by source. */
export function GoalsTable({ goals, onRemove }: GoalsTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (goalId: string) => {
    const next = new Set(open);
    if (!next.delete(goalId)) next.add(goalId);
    setOpen(next);
  };
  return (
    <Table aria-label="Goals">
      <TableHeader>
        <TableRow>
          <TableHead className="pl-0">Goal</TableHead>
          <TableHead className="text-right">Conversions</TableHead>
          <TableHead className="text-right">Conv. rate</TableHead>
          <TableHead className="text-right">Revenue</TableHead>
          <TableHead className="w-10 pr-0">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {goals.map((goal) => {
          const label = goalLabel(goal);
          const expanded = open.has(goal.id);
          const sourcesId = `goal-sources-${goal.id}`;
          return (
            <Fragment key={goal.id}>
              <TableRow data-testid="goal-row" className={cn(expanded && 'border-b-0')}>
                <TableCell className="max-w-72 py-2 pl-0">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={sourcesId}
                    aria-label={`${label}: conversions by source`}
                    onClick={() => toggle(goal.id)}
                    className="-ml-1 flex max-w-full items-center gap-1.5 rounded-md px-1 py-1 text-left hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    <ChevronRight className={cn('size-4 shrink-0 text-gray-400 transition-transform', expanded && 'rotate-90')} aria-hidden />
                    <span className="truncate font-medium text-gray-900" title={label}>
                      {label}
                    </span>
                    <Badge tone={goal.kind === 'page' ? 'blue' : 'brand'} className="shrink-0">
                      {goal.kind === 'page' ? 'Page' : 'Event'}
                    </Badge>
                  </button>
                </TableCell>
                <TableCell className="py-2 text-right font-semibold tabular-nums text-gray-900">{formatCount(goal.conversions)}</TableCell>
                <TableCell className="py-2 text-right tabular-nums">{formatRate(goal.conversionRate)}</TableCell>
                <TableCell className="py-2 text-right tabular-nums">
                  {goal.revenue ? formatRevenue(goal.revenue.amount, goal.revenue.currency) : notMeasured}
                </TableCell>
                <TableCell className="py-2 pr-0 text-right">
                  {onRemove && (
                    <Button variant="ghost" size="icon" aria-label={`Remove goal ${label}`} onClick={() => onRemove(goal)}>
                      <Trash2 className="text-gray-500" aria-hidden />
                    </Button>
                  )}
                </TableCell>
              </TableRow>
              {expanded && (
                <TableRow id={sourcesId}>
                  <TableCell colSpan={columns} className="bg-gray-50/70 px-3 py-2 sm:pl-8">
                    <GoalSources goal={goal} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}

function GoalSources({ goal }: { goal: GoalRow }) {
  if (goal.sources.length === 0) return <p className="py-1 text-sm text-gray-500">{goalMessages.noConversions}</p>;
  return (
    <ul className="space-y-1" aria-label={`Sources of ${goalLabel(goal)}`}>
      {goal.sources.map((source) => (
        <li key={source.channel} data-testid="goal-source" className="flex items-center justify-between gap-3 text-sm">
          <span className="truncate text-gray-700">{source.channel}</span>
          <span className="flex shrink-0 gap-4 tabular-nums">
            <span className="text-gray-900">{formatCount(source.conversions)}</span>
            <span className="w-14 text-right text-gray-500">{formatRate(source.conversionRate)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
