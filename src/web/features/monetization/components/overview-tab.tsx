import type { MonetizationSummary } from '@/shared/monetization/revenue';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { ActionCards } from './action-cards';
import { RevenueEntriesCard } from './revenue-entries-card';
import { RevenueTrendCard } from './revenue-trend-card';
import { TopEarningContentCard } from './top-earning-content-card';

/** Overview: the trend of the period, the content that earned most, the three actions, and the ledger. */
export function OverviewTab({
  selection,
  summary,
  summaryFailed,
  onRetry,
  canEdit,
  onRecordRevenue,
}: {
  selection: PeriodSelection;
  summary: MonetizationSummary | undefined;
  summaryFailed: boolean;
  onRetry: () => void;
  canEdit: boolean;
  onRecordRevenue: () => void;
}) {
  return (
    <div className="space-y-6">
      <RevenueTrendCard summary={summary} failed={summaryFailed} onRetry={onRetry} />
      <TopEarningContentCard selection={selection} />
      <ActionCards selection={selection} canEdit={canEdit} />
      <RevenueEntriesCard canEdit={canEdit} onRecordRevenue={onRecordRevenue} />
    </div>
  );
}
