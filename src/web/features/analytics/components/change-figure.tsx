import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { analyticsMessages } from '@/shared/analytics/analytics';
import { cn } from '@/web/lib/cn';
import { formatChange, notMeasured } from '../format';

interface ChangeFigureProps {
  change: number | null;
  /** False when the project has no data before the period: then no comparison exists at all. */
  hasEarlierData: boolean;
  className?: string;
}

/** A figure's change against the previous period of the same length, or why there is none. */
export function ChangeFigure({ change, hasEarlierData, className }: ChangeFigureProps) {
  if (!hasEarlierData) return <span className={cn('inline-flex text-xs text-gray-500', className)}>{analyticsMessages.noEarlierData}</span>;
  // Earlier data exists but this figure was zero then: a percentage of nothing means nothing.
  if (change === null) {
    return (
      <span className={cn('inline-flex text-xs text-gray-500', className)} title="None in the previous period">
        {notMeasured}
      </span>
    );
  }
  const Icon = change < 0 ? ArrowDownRight : ArrowUpRight;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs font-semibold whitespace-nowrap',
        change > 0 ? 'text-green-700' : change < 0 ? 'text-red-600' : 'text-gray-500',
        className,
      )}
    >
      {change !== 0 && <Icon className="size-3.5" aria-hidden />}
      {formatChange(change)}
    </span>
  );
}
