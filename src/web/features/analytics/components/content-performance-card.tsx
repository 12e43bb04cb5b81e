import { FileText, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { useContentPerformance } from '../api/get-content-performance';
import { formatSpan } from '../format';
import { ContentPerformanceTable } from './content-performance-table';
import { SectionUnavailable } from './section-unavailable';

/** How many pieces the card shows; View All lists every one. */
const shownOnCard = 3;

/** Content Performance: the published pieces whose addresses drew the most views in the period. */
export function ContentPerformanceCard({
  projectId,
  selection,
  period,
}: {
  projectId: string;
  selection: PeriodSelection;
  period: { from: string; to: string };
}) {
  const titleId = useId();
  const performance = useContentPerformance(projectId, selection);
  const [allOpen, setAllOpen] = useState(false);
  const data = performance.data;
  const items = data?.items ?? [];
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="content-performance" className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0 px-4 sm:px-6">
        <CardTitle id={titleId}>Content Performance</CardTitle>
        <div className="flex items-center gap-4">
          {items.length > 0 && (
            <Button variant="link" size="sm" className="px-0" onClick={() => setAllOpen(true)}>
              View All
            </Button>
          )}
          <Link to={paths.content} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Plus aria-hidden />
            Create Content
          </Link>
        </div>
      </CardHeader>
      <CardContent className={cn('px-0 pb-4', performance.isPlaceholderData && 'opacity-60')}>
        {performance.isError ? (
          <div className="px-4 sm:px-6">
            <SectionUnavailable
              error={performance.error}
              failedText="Content performance could not be loaded."
              onRetry={() => void performance.refetch()}
            />
          </div>
        ) : !data ? (
          <div role="status" aria-label="Loading content performance" className="flex justify-center py-8">
            <Spinner className="size-6" />
          </div>
        ) : items.length === 0 ? (
          <NoAddresses />
        ) : (
          <ContentPerformanceTable rows={items.slice(0, shownOnCard)} label="Content performance" compact />
        )}
        {data && data.withoutAddress > 0 && (
          <p className="mt-3 px-4 text-sm text-gray-500 sm:px-6">{withoutAddressText(data.withoutAddress)}</p>
        )}
      </CardContent>
      <Dialog
        open={allOpen}
        onOpenChange={setAllOpen}
        title="All content"
        description={formatSpan(period.from, period.to)}
        className="max-w-4xl"
      >
        <div className="-mx-6 max-h-[60vh] overflow-y-auto">
          <ContentPerformanceTable rows={items} label="All content" />
        </div>
      </Dialog>
    </Card>
  );
}

function NoAddresses() {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-6 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-gray-100">
        <FileText className="size-5 text-gray-400" aria-hidden />
      </span>
      <p className="font-medium text-gray-900">No content with views to show</p>
      <p className="max-w-md text-sm text-gray-500">
        In the Content Engine, add the address a piece was published at to count its views here.
      </p>
    </div>
  );
}

function withoutAddressText(count: number): string {
  return count === 1
    ? '1 published piece has no address yet, so its views are not counted.'
    : `${count} published pieces have no address yet, so their views are not counted.`;
}
