import { Link } from 'react-router';
import type { ContentPerformanceRow } from '@/shared/analytics/analytics';
import { Badge } from '@/web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import { formatCount, formatDuration, formatRate } from '../format';

interface ContentPerformanceTableProps {
  rows: readonly ContentPerformanceRow[];
  label: string;
  /** On the card a narrow screen keeps the title and views; View All shows every figure. */
  compact?: boolean;
}

/** Published pieces with the figures of the address each was published at; the title opens the piece. */
export function ContentPerformanceTable({ rows, label, compact = false }: ContentPerformanceTableProps) {
  const wide = compact ? 'hidden sm:table-cell' : undefined;
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-4 sm:pl-6">Title</TableHead>
          <TableHead className={wide}>Type</TableHead>
          <TableHead className="text-right">Views</TableHead>
          <TableHead className={cn('text-right', wide)}>Visitors</TableHead>
          <TableHead className={cn('text-right', wide)}>Time on page</TableHead>
          <TableHead className={cn('pr-4 text-right sm:pr-6', wide)}>Bounce rate</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="content-performance-row">
            <TableCell className={cn('pl-4 sm:pl-6', compact ? 'w-full max-w-0 sm:w-auto sm:min-w-48 sm:max-w-80' : 'min-w-48 max-w-80')}>
              <Link
                to={paths.contentItem(row.id)}
                className="block truncate font-medium text-gray-900 hover:text-brand-700 hover:underline"
                title={row.title}
              >
                {row.title}
              </Link>
              <span className="block truncate text-xs text-gray-500" title={row.publishedUrl}>
                {compact && <span className="capitalize sm:hidden">{row.type} · </span>}
                {displayAddress(row.publishedUrl)}
              </span>
            </TableCell>
            <TableCell className={wide}>
              <Badge tone="brand" className="capitalize">
                {row.type}
              </Badge>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(row.pageViews)}</TableCell>
            <TableCell className={cn('text-right tabular-nums', wide)}>{formatCount(row.visitors)}</TableCell>
            <TableCell className={cn('text-right tabular-nums', wide)}>{formatDuration(row.timeOnPageSeconds)}</TableCell>
            <TableCell className={cn('pr-4 text-right tabular-nums sm:pr-6', wide)}>{formatRate(row.bounceRate)}</TableCell>
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
