import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type MonetizationTabId, monetizationLabels, monetizationMessages, monetizationTabs } from '@/shared/monetization/monetization';
import { PageHeader } from '@/web/components/page-header';
import { RangeSelector } from '@/web/components/range-selector';
import { Button } from '@/web/components/ui/button';
import { Tabs } from '@/web/components/ui/tabs';
import { usePermissions } from '@/web/lib/permissions';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { usePeriodSelection } from '@/web/lib/use-period-selection';
import { useScreenVisit } from '@/web/lib/use-screen-visit';
import { useTabInUrl } from '@/web/lib/use-tab-in-url';
import { useMonetizationSummary } from '../api/get-summary';
import { monetizationPeriod } from '../monetization-format';
import { AffiliateTab } from './affiliate-tab';
import { OverviewTab } from './overview-tab';
import { ProductDialog } from './product-dialog';
import { ProductsTab } from './products-tab';
import { type RevenuePreset, RecordRevenueDialog } from './record-revenue-dialog';
import { RevenueReportButton } from './revenue-report-button';
import { ServicesTab } from './services-tab';
import { SummaryCards } from './summary-cards';

/**
 * /monetization (Monetization Hub): revenue recorded by hand, imported, posted back by affiliate
 * networks or taken by connected stores, read per period and never added across currencies.
 */
export function MonetizationPage() {
  useScreenVisit('monetization');
  const { canEdit } = usePermissions();
  const [tabId, selectTab] = useTabInUrl(monetizationTabs);
  const [selection, select] = usePeriodSelection(monetizationPeriod);
  const [addingProduct, setAddingProduct] = useState(false);
  const [recording, setRecording] = useState<RevenuePreset | null>(null);
  const summary = useMonetizationSummary(selection);
  useFailureToast(summary.isError, monetizationMessages.loadFailed);

  const panels: Record<MonetizationTabId, ReactNode> = {
    overview: (
      <OverviewTab
        selection={selection}
        summary={summary.data}
        summaryFailed={summary.isError}
        onRetry={() => void summary.refetch()}
        canEdit={canEdit}
        onRecordRevenue={() => setRecording({})}
      />
    ),
    affiliate: <AffiliateTab selection={selection} canEdit={canEdit} />,
    products: <ProductsTab selection={selection} canEdit={canEdit} onAddProduct={() => setAddingProduct(true)} />,
    services: <ServicesTab selection={selection} canEdit={canEdit} onRecordRevenue={setRecording} />,
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title={monetizationLabels.title}
        description={monetizationLabels.description}
        actions={
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-start">
            <RangeSelector rules={monetizationPeriod} value={selection} onChange={select} />
            <div className="flex flex-wrap gap-2">
              <RevenueReportButton selection={selection} />
              {canEdit && (
                <Button onClick={() => setAddingProduct(true)}>
                  <Plus aria-hidden />
                  {monetizationLabels.addRevenueStream}
                </Button>
              )}
            </div>
          </div>
        }
      />
      <SummaryCards summary={summary.data} failed={summary.isError} />
      <Tabs label={monetizationLabels.title} items={monetizationTabs} value={tabId} onValueChange={selectTab}>
        {panels[tabId]}
      </Tabs>
      {addingProduct && <ProductDialog product={null} onClose={() => setAddingProduct(false)} />}
      {recording && <RecordRevenueDialog preset={recording} selection={selection} onClose={() => setRecording(null)} />}
    </div>
  );
}
