import type { BreakdownRow } from '@/shared/analytics/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { barWidth, formatCount, notMeasured } from '../format';

/** How many rows a breakdown shows; the rest are the long tail. */
const shownRows = 6;

interface BreakdownCardProps<Row extends BreakdownRow> {
  title: string;
  /** Null when this instance cannot know it (countries without a GeoIP database). */
  rows: readonly Row[] | null;
  /** What would fill the card, said when it is empty. */
  emptyHint: string;
  /** The figure each row is ranked and shown by; visitors unless said otherwise. */
  figure?: (row: Row) => number;
  /** Says a row's figures in words, for the tooltip. */
  describe?: (row: Row) => string;
  className?: string;
}

const byVisitors = (row: BreakdownRow) => row.visitors;

/** One dimension of the period's visits (entry pages, referrers, browsers…) by visitors. */
export function BreakdownCard<Row extends BreakdownRow>({
  title,
  rows,
  emptyHint,
  figure = byVisitors,
  describe,
  className,
}: BreakdownCardProps<Row>) {
  const shown = rows?.slice(0, shownRows) ?? [];
  const largest = shown[0] ? figure(shown[0]) : 0;
  const more = (rows?.length ?? 0) - shown.length;
  return (
    <Card className={cn('min-w-0', className)} data-testid="breakdown" aria-label={title} role="region">
      <CardHeader className="px-4 pb-2 sm:px-6">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="px-4 pt-1 sm:px-6">
        {shown.length === 0 ? (
          <div className="space-y-1 py-2">
            <p className="text-lg font-semibold text-gray-400">{notMeasured}</p>
            <p className="text-sm text-gray-500">{emptyHint}</p>
          </div>
        ) : (
          <ul className="space-y-1.5">
            {shown.map((row) => (
              <li key={row.name} className="relative overflow-hidden rounded-md px-2 py-1" title={describe?.(row)}>
                <span
                  className="absolute inset-y-0 left-0 bg-gray-100"
                  style={{ width: `${barWidth(figure(row), largest)}%` }}
                  aria-hidden
                />
                <span className="relative flex items-center justify-between gap-3 text-sm">
                  <span className="truncate text-gray-800" title={row.name}>
                    {row.name}
                  </span>
                  <span className="shrink-0 font-medium tabular-nums text-gray-900">{formatCount(figure(row))}</span>
                </span>
              </li>
            ))}
            {more > 0 && <li className="px-2 pt-1 text-xs text-gray-500">and {more} more</li>}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
