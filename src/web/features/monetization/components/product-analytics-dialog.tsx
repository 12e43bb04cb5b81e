import { lazy, Suspense } from 'react';
import type { DigitalProduct } from '@/shared/monetization/products';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { useProductAnalytics } from '../api/products';
import { ListPending } from '@/web/components/list-pending';

const ProductAnalyticsChart = lazy(async () => ({ default: (await import('./product-analytics-chart')).ProductAnalyticsChart }));

/** A product's clicks, sales and revenue by day of the selected period. */
export function ProductAnalyticsDialog({
  product,
  selection,
  onClose,
}: {
  product: DigitalProduct;
  selection: PeriodSelection;
  onClose: () => void;
}) {
  const analytics = useProductAnalytics(product.id, selection);
  const data = analytics.data;
  const quiet = data?.days.every((day) => day.clicks === 0 && day.sales === 0 && day.revenueMinor === 0);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${product.name}: analytics`} className="sm:max-w-2xl">
      {data === undefined ? (
        <ListPending what="product’s figures" failed={analytics.isError} onRetry={() => void analytics.refetch()} />
      ) : (
        <div className="space-y-3">
          <div className="h-64" role="img" aria-label={`Clicks, sales and revenue in ${data.currency} per day, ${data.days.length} days`}>
            <Suspense
              fallback={
                <div className="flex h-full items-center justify-center">
                  <Spinner />
                </div>
              }
            >
              <ProductAnalyticsChart analytics={data} />
            </Suspense>
          </div>
          {quiet && (
            <p className="text-sm text-gray-600">
              No clicks or sales in this period yet. Clicks are counted on the product’s tracked link; sales come from revenue recorded
              against it and from connected stores.
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
