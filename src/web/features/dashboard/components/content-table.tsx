import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { type DashboardContentRow, dashboardMessages } from '@/shared/dashboard/dashboard';
import { Badge } from '@/web/components/ui/badge';
import { buttonVariants } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { paths } from '@/web/config/paths';
import { formatNumber } from '@/shared/number-format';

/** 'Your Content': the newest four pieces, each opening its detail in the content engine. */
export function ContentTable({ rows }: { rows: DashboardContentRow[] | undefined }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-4 space-y-0">
        <CardTitle>{dashboardMessages.yourContent}</CardTitle>
        {rows && rows.length > 0 && (
          <Link to={paths.content} className="text-sm font-medium text-brand-600 hover:text-brand-700">
            View all
          </Link>
        )}
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {rows === undefined ? (
          <div aria-hidden className="mx-6 mb-4 h-24 animate-pulse rounded-lg bg-gray-100" />
        ) : rows.length === 0 ? (
          <EmptyContent />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="pl-6">Title</TableHead>
                <TableHead>Type</TableHead>
                <TableHead className="text-right">Views</TableHead>
                <TableHead className="text-right">Engagement</TableHead>
                <TableHead className="pr-6">
                  <span className="sr-only">Open</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="min-w-44 pl-6 font-medium text-gray-900">{row.title}</TableCell>
                  <TableCell>
                    <Badge tone="brand" className="capitalize">
                      {row.type}
                    </Badge>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {row.views === null ? (
                      <span title="Add the address it was published at (Content Engine) to count its views">—</span>
                    ) : (
                      formatNumber(row.views)
                    )}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(row.engagement)}</TableCell>
                  <TableCell className="pr-6 text-right">
                    <Link
                      to={paths.contentItem(row.id)}
                      aria-label={`View ${row.title}`}
                      className="font-medium text-brand-600 hover:text-brand-700"
                    >
                      View
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function EmptyContent() {
  return (
    <div className="flex flex-col items-center gap-3 px-6 pb-6 pt-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-gray-100">
        <FileText className="size-6 text-gray-400" aria-hidden />
      </span>
      <p className="font-medium text-gray-900">No content yet</p>
      <p className="max-w-sm text-sm text-gray-500">
        Blog posts, social posts, e-mails and video scripts you create appear here with their views and engagement.
      </p>
      <Link to={paths.content} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Generate Content
      </Link>
    </div>
  );
}
