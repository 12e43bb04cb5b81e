import { lazy, Suspense } from 'react';
import type { TrackedKeyword } from '@/shared/seo/ranks';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { useRankHistory } from '../api/get-rank-history';
import { rankChartSummary } from '../rank-chart';
import { countryName, deviceLabels } from '../rank-format';
import { LoadFailed } from './load-failed';

const RankHistoryChart = lazy(async () => ({ default: (await import('./rank-history-chart')).RankHistoryChart }));

const loading = (
  <div role="status" className="flex h-full items-center justify-center">
    <Spinner />
    <span className="sr-only">Loading the position history…</span>
  </div>
);

/** One tracked keyword's positions over time, beside its competitors'. */
export function RankHistoryDialog({ keyword, onClose }: { keyword: TrackedKeyword; onClose: () => void }) {
  const history = useRankHistory(keyword.id);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`“${keyword.keyword}”`}
      description={`Position history in ${countryName(keyword.country)}, ${deviceLabels[keyword.device].toLowerCase()}. 1 is the top of the results; a gap is a day out of the top 100.`}
      className="max-w-3xl"
    >
      <div className="h-72 sm:h-80">
        {history.isPending ? (
          loading
        ) : history.isError ? (
          <LoadFailed what="The position history" onRetry={() => void history.refetch()} />
        ) : history.data.points.length === 0 ? (
          <p className="flex h-full items-center justify-center text-center text-sm text-gray-600">
            No positions recorded yet: the first appears once the keyword has been checked.
          </p>
        ) : (
          <div className="h-full" role="img" aria-label={rankChartSummary(history.data)}>
            <Suspense fallback={loading}>
              <RankHistoryChart history={history.data} />
            </Suspense>
          </div>
        )}
      </div>
    </Dialog>
  );
}
