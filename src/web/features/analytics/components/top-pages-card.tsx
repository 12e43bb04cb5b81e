import { useState } from 'react';
import type { AnalyticsReport } from '@/shared/analytics/analytics';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Dialog } from '@/web/components/ui/dialog';
import { cn } from '@/web/lib/cn';
import { barWidth, describePeriod, formatCount } from '../format';
import { PagesTable } from './pages-table';

/** How many pages the card shows; View All lists every one. */
const shownOnCard = 4;

/** The most visited pages, and all of them with their visit figures. */
export function TopPagesCard({ report, className }: { report: AnalyticsReport; className?: string }) {
  const [allOpen, setAllOpen] = useState(false);
  const top = report.pages.slice(0, shownOnCard);
  const largest = top[0]?.visitors ?? 0;
  return (
    <Card className={cn('min-w-0', className)} role="region" aria-label="Top Pages">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0 px-4 sm:px-6">
        <CardTitle>Top Pages</CardTitle>
        {report.pages.length > 0 && (
          <Button variant="link" size="sm" className="px-0" onClick={() => setAllOpen(true)}>
            View All
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {top.length === 0 ? (
          <p className="py-6 text-center text-sm text-gray-500">No page views in this period.</p>
        ) : (
          <ul className="space-y-2" aria-label="Top pages">
            <li className="flex justify-between px-2 text-xs font-medium text-gray-500" aria-hidden>
              <span>Page</span>
              <span>Visitors · Views</span>
            </li>
            {top.map((page) => (
              <li key={page.path} data-testid="top-page" className="relative overflow-hidden rounded-md px-2 py-1.5">
                <span
                  className="absolute inset-y-0 left-0 bg-brand-50"
                  style={{ width: `${barWidth(page.visitors, largest)}%` }}
                  aria-hidden
                />
                <span className="relative flex items-center justify-between gap-3 text-sm">
                  <span className="truncate font-medium text-gray-900" title={page.path}>
                    {page.path}
                  </span>
                  <span className="shrink-0 tabular-nums text-gray-600">
                    {formatCount(page.visitors)} · {formatCount(page.pageViews)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog
        open={allOpen}
        onOpenChange={setAllOpen}
        title="All pages"
        description={describePeriod(report.period).current}
        className="max-w-3xl"
      >
        <div className="-mx-6 max-h-[60vh] overflow-y-auto px-2">
          <PagesTable pages={report.pages} />
        </div>
      </Dialog>
    </Card>
  );
}
