import type { PageRow } from '@/shared/analytics/analytics';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { formatCount, formatDuration, formatRate } from '../format';

/** Every page of the period with its visitors, views, time on page and bounce rate. */
export function PagesTable({ pages }: { pages: readonly PageRow[] }) {
  return (
    <Table aria-label="All pages">
      <TableHeader>
        <TableRow>
          <TableHead>Page</TableHead>
          <TableHead className="text-right">Visitors</TableHead>
          <TableHead className="text-right">Views</TableHead>
          <TableHead className="text-right">Time on page</TableHead>
          <TableHead className="text-right">Bounce rate</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {pages.map((page) => (
          <TableRow key={page.path}>
            <TableCell className="max-w-64 truncate font-medium text-gray-900" title={page.path}>
              {page.path}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(page.visitors)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(page.pageViews)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatDuration(page.timeOnPageSeconds)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatRate(page.bounceRate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
