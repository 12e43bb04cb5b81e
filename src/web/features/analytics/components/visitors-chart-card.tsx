import { lazy } from 'react';
import type { AnalyticsReport } from '@/shared/analytics/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { LazyChart } from '@/web/components/lazy-chart';
import { cn } from '@/web/lib/cn';
import { formatDuration, formatRate } from '../format';

const VisitorsChart = lazy(async () => ({ default: (await import('./visitors-chart')).VisitorsChart }));

/** The period day by day, with the visit figures the four cards leave out. */
export function VisitorsChartCard({ report, className }: { report: AnalyticsReport; className?: string }) {
  const { bounceRate, visitDurationSeconds } = report.kpis;
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 space-y-0 px-4 sm:px-6">
        <div className="space-y-1">
          <CardTitle>Visitors and page views</CardTitle>
          <div className="flex gap-4 text-xs text-gray-600">
            <Legend color="bg-brand-600" label="Visitors" />
            <Legend color="bg-sky-400" label="Page views" />
          </div>
        </div>
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="text-gray-500">Bounce rate</dt>
            <dd className="font-semibold text-gray-900">{formatRate(bounceRate)}</dd>
          </div>
          <div>
            <dt className="text-gray-500">Visit duration</dt>
            <dd className="font-semibold text-gray-900">{formatDuration(visitDurationSeconds)}</dd>
          </div>
        </dl>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <div className="h-64 sm:h-72" role="img" aria-label={`Visitors and page views per day, ${report.series.length} days`}>
          <LazyChart>
            <VisitorsChart series={report.series} />
          </LazyChart>
        </div>
      </CardContent>
    </Card>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className={cn('size-2.5 rounded-full', color)} aria-hidden />
      {label}
    </span>
  );
}
