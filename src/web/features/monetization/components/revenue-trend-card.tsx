import { TrendingUp } from 'lucide-react';
import { lazy, useState } from 'react';
import { monetizationLabels, revenueStreamColors, revenueStreamLabels, revenueStreams } from '@/shared/monetization/monetization';
import type { MonetizationSummary } from '@/shared/monetization/revenue';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { LazyChart } from '@/web/components/lazy-chart';
import { cn } from '@/web/lib/cn';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';

const RevenueTrendChart = lazy(async () => ({ default: (await import('./revenue-trend-chart')).RevenueTrendChart }));

/** Revenue Trend: the period day by day, one currency at a time (amounts are never converted). */
export function RevenueTrendCard({
  summary,
  failed,
  onRetry,
}: {
  summary: MonetizationSummary | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const trends = summary?.trends ?? [];
  // The largest currency first, unless the user chose another that the period still has.
  const trend = trends.find((entry) => entry.currency === chosen) ?? trends[0];

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 space-y-0 px-4 sm:px-6">
        <div className="space-y-1">
          <CardTitle>{monetizationLabels.revenueTrend}</CardTitle>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600">
            {revenueStreams.map((stream) => (
              <span key={stream} className="inline-flex items-center gap-1.5">
                <span className="size-2.5 rounded-full" style={{ backgroundColor: revenueStreamColors[stream] }} aria-hidden />
                {revenueStreamLabels[stream]}
              </span>
            ))}
          </div>
        </div>
        {trends.length > 1 && (
          <CurrencySwitch currencies={trends.map((entry) => entry.currency)} value={trend!.currency} onChange={setChosen} />
        )}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {summary === undefined ? (
          <ListPending what="revenue trend" failed={failed} onRetry={onRetry} />
        ) : !trend ? (
          <NoRevenueYet />
        ) : (
          <div
            className="h-64 sm:h-72"
            role="img"
            aria-label={`Revenue per day in ${trend.currency}, by stream, ${trend.days.length} days`}
          >
            <LazyChart>
              <RevenueTrendChart days={trend.days} currency={trend.currency} />
            </LazyChart>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function CurrencySwitch({ currencies, value, onChange }: { currencies: string[]; value: string; onChange: (currency: string) => void }) {
  return (
    <div role="group" aria-label="Currency" className="inline-flex rounded-lg bg-gray-100 p-1">
      {currencies.map((currency) => (
        <button
          key={currency}
          type="button"
          aria-pressed={currency === value}
          onClick={() => onChange(currency)}
          className={cn(
            'h-7 rounded-md px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            currency === value ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
          )}
        >
          {currency}
        </button>
      ))}
    </div>
  );
}

/** Says where revenue comes from, since the hub invents none. */
function NoRevenueYet() {
  return (
    <EmptyState icon={TrendingUp} title="No revenue in this period">
      <p>Revenue appears here as it is recorded:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-left">
        <li>record an amount by hand with {monetizationLabels.recordRevenue}, or import a CSV file of them;</li>
        <li>affiliate networks report conversions to each program’s postback URL (Affiliate tab, Link &amp; postback);</li>
        <li>sales of stores connected in Integrations (Stripe, Shopify and others) are counted as they happen.</li>
      </ul>
    </EmptyState>
  );
}
