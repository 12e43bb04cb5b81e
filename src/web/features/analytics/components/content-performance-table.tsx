import { Link } from 'react-router';
import type { ContentPerformanceRow } from '@/shared/analytics';
import { Badge } from '@/web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { paths } from '@/web/config/paths';
import { formatCount, formatDuration, formatRate } from '../format';

/** Published pieces with the figures of the address each was published at; the title opens the piece. */
export function ContentPerformanceTable({ rows, label }: { rows: readonly ContentPerformanceRow[]; label: string }) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-4 sm:pl-6">Title</TableHead>
          <TableHead>Type</TableHead>
          <TableHead className="text-right">Views</TableHead>
          <TableHead className="text-right">Visitors</TableHead>
          <TableHead className="text-right">Time on page</TableHead>
          <TableHead className="pr-4 text-right sm:pr-6">Bounce rate</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="content-performance-row">
            <TableCell className="min-w-48 max-w-80 pl-4 sm:pl-6">
              <Link to={paths.contentItem(row.id)} className="block truncate font-medium text-gray-900 hover:text-brand-700 hover:underline" title={row.title}>
                {row.title}
              </Link>
              <span className="block truncate text-xs text-gray-500" title={row.publishedUrl}>
                {displayAddress(row.publishedUrl)}
              </span>
            </TableCell>
            <TableCell>
              <Badge tone="brand" className="capitalize">
                {row.type}
              </Badge>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(row.pageViews)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(row.visitors)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatDuration(row.timeOnPageSeconds)}</TableCell>
            <TableCell className="pr-4 text-right tabular-nums sm:pr-6">{formatRate(row.bounceRate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** An address without its scheme, as people write it: rye.example/blog/spelt. */
function displayAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
