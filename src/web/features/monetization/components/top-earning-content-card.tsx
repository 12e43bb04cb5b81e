import { FileText } from 'lucide-react';
import { monetizationLabels } from '@/shared/monetization/monetization';
import type { TopContentItem } from '@/shared/monetization/suggestions';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { useTopContent } from '../api/top-content';
import { amountsFigure } from '../offers-format';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';
import { formatNumber } from '@/shared/number-format';

/** Top-Earning Content: the period's five content items with the most money credited to them. */
export function TopEarningContentCard({ selection }: { selection: PeriodSelection }) {
  const top = useTopContent(selection);
  return (
    <Card className="min-w-0">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{monetizationLabels.topEarningContent}</CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {top.data === undefined ? (
          <ListPending what="top-earning content" failed={top.isError} onRetry={() => void top.refetch()} />
        ) : top.data.length === 0 ? (
          <NoCreditedContent />
        ) : (
          <ol className="divide-y divide-gray-100" aria-label={monetizationLabels.topEarningContent}>
            {top.data.map((item, index) => (
              <TopContentRow key={item.contentId} item={item} rank={index + 1} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function TopContentRow({ item, rank }: { item: TopContentItem; rank: number }) {
  const revenue = amountsFigure(item.revenue);
  return (
    <li className="flex items-start gap-3 py-3" data-testid="top-content-row">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-gray-100 text-sm font-medium text-gray-600">
        {rank}
      </span>
      <div className="min-w-0 flex-1">
        {item.url ? (
          <a href={item.url} target="_blank" rel="noreferrer" className="block truncate font-medium text-brand-700 hover:underline">
            {item.title}
          </a>
        ) : (
          <p className="truncate font-medium text-gray-900">{item.title}</p>
        )}
        <p className="text-xs text-gray-500">
          {formatNumber(item.clicks)} {item.clicks === 1 ? 'click' : 'clicks'} · {formatNumber(item.conversions)}{' '}
          {item.conversions === 1 ? 'conversion' : 'conversions'}
        </p>
      </div>
      <div className="text-right">
        <p className="font-semibold text-gray-900 tabular-nums">{revenue.value}</p>
        {revenue.others.length > 0 && <p className="text-xs text-gray-500 tabular-nums">{revenue.others.join(' · ')}</p>}
      </div>
    </li>
  );
}

/** Says how content earns credit, since none is guessed. */
function NoCreditedContent() {
  return (
    <EmptyState icon={FileText} title="No revenue credited to content in this period">
      <p>A content item earns credit in two ways:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-left">
        <li>
          a tracked link shared in it with the item’s <code>c</code> parameter (Copy for a content item, in a program’s Link &amp; postback
          or on a product) — its clicks and their conversions count for the item;
        </li>
        <li>a visitor who lands on a published item and then buys, when your site reports the revenue to Analytics.</li>
      </ul>
    </EmptyState>
  );
}
