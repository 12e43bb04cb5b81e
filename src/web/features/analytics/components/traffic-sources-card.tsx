import type { AnalyticsReport } from '@/shared/analytics/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { formatCount, formatRate } from '../format';
import { ChangeFigure } from './change-figure';

/** Each channel's share of the period's visitors and its change against the period before. */
export function TrafficSourcesCard({ report, className }: { report: AnalyticsReport; className?: string }) {
  const hasEarlierData = report.kpis.visitors.previous !== null;
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>Traffic Sources</CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {report.sources.length === 0 ? (
          <p className="py-6 text-center text-sm text-gray-500">No visits in this period.</p>
        ) : (
          <ul className="space-y-4" aria-label="Traffic sources">
            {report.sources.map((source) => (
              <li key={source.channel} data-testid="traffic-source" className="space-y-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="truncate font-medium text-gray-900">{source.channel}</span>
                  <span className="flex shrink-0 items-baseline gap-3">
                    <span className="text-gray-500">{formatCount(source.visitors)}</span>
                    <span className="w-12 text-right font-semibold text-gray-900">{formatRate(source.share)}</span>
                  </span>
                </div>
                <div className="flex items-center gap-3">
                  <div className="h-2 flex-1 overflow-hidden rounded-full bg-gray-100">
                    <div className="h-full rounded-full bg-brand-500" style={{ width: `${source.share}%` }} />
                  </div>
                  <ChangeFigure className="w-24 justify-end text-right" change={source.change} hasEarlierData={hasEarlierData} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
