import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { errorCodes } from '@/shared/error-codes';
import { socialAnalyticsNotOnPlan } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { useSocialAnalytics } from '../api/get-analytics';
import { type AnalyticsPeriod, defaultAnalyticsPeriod } from '../analytics-figures';
import { socialLabels } from '../labels';
import { useDataLoadFailure } from '../use-load-failure';
import { AccountsFiguresCard } from './accounts-figures-card';
import { AnalyticsLocked } from './analytics-locked';
import { AnalyticsPostsTable } from './analytics-posts-table';
import { FigureTiles } from './figure-tiles';
import { PeriodSelector } from './period-selector';

/** The Analytics tab (Professional and up): the synced figures of the last 7, 30 or 90 days. */
export function AnalyticsTab() {
  const [days, setDays] = useState<AnalyticsPeriod>(defaultAnalyticsPeriod);
  const analytics = useSocialAnalytics(days);
  const refusal = analytics.error instanceof ApiError && analytics.error.code === errorCodes.FEATURE_NOT_AVAILABLE ? analytics.error : null;
  // The plan's refusal is shown in place of the figures, not as a failure.
  useDataLoadFailure(analytics.isError && !refusal);

  if (refusal) return <AnalyticsLocked message={refusal.message || socialAnalyticsNotOnPlan} />;
  const data = analytics.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">Figures synced from the networks for posts published in the period.</p>
        <PeriodSelector value={days} onChange={setDays} />
      </div>
      {analytics.isPending ? (
        <div role="status" aria-label="Loading figures" className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : !data ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <AlertTriangle className="size-6 text-red-500" aria-hidden />
          <p className="font-semibold text-gray-900">{socialLabels.analyticsFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void analytics.refetch()}>
            <RefreshCw aria-hidden />
            Try again
          </Button>
        </Card>
      ) : (
        <div className="space-y-4" aria-busy={analytics.isPlaceholderData || undefined}>
          <FigureTiles figures={data.totals} />
          <AccountsFiguresCard accounts={data.accounts} />
          <AnalyticsPostsTable posts={data.posts} days={data.days} />
        </div>
      )}
    </div>
  );
}
