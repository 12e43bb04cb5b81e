import type { MonetizationSummary } from '@/shared/monetization/revenue';
import { RevenueEntriesCard } from './revenue-entries-card';
import { RevenueTrendCard } from './revenue-trend-card';

/** Overview: the trend of the period, and the ledger it is read from. */
export function OverviewTab({
  summary,
  summaryFailed,
  onRetry,
  canEdit,
  onRecordRevenue,
}: {
  summary: MonetizationSummary | undefined;
  summaryFailed: boolean;
  onRetry: () => void;
  canEdit: boolean;
  onRecordRevenue: () => void;
}) {
  return (
    <div className="space-y-6">
      <RevenueTrendCard summary={summary} failed={summaryFailed} onRetry={onRetry} />
      <RevenueEntriesCard canEdit={canEdit} onRecordRevenue={onRecordRevenue} />
    </div>
  );
}
