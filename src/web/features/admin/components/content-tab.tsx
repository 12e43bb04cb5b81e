import { FileText } from 'lucide-react';
import { useState } from 'react';
import type { AdminContentRow } from '@/shared/admin/admin';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { Pagination } from '@/web/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { cn } from '@/web/lib/cn';
import { adminContentPageSize, useAdminContent } from '../api/get-admin-content';
import { capitalise, formatDate } from '../admin-format';
import { contentStatusTone } from '../admin-status';
import { useReportLoadFailure } from './admin-access';
import { EmptyState, Loaded } from './tab-states';

/** Every workspace's content, newest first (the server orders it). */
export function ContentTab() {
  const [page, setPage] = useState(1);
  const content = useAdminContent(page);
  useReportLoadFailure(content);

  return (
    <Card className="overflow-hidden">
      <div className="border-b border-gray-100 p-4">
        <h2 className="text-lg font-semibold text-gray-900">Content</h2>
      </div>
      <Loaded query={content} loadingLabel="Loading content…" inset>
        {({ content: rows, total }) =>
          rows.length === 0 ? (
            <EmptyState icon={<FileText />} title="No content yet">
              Blog posts, social posts, e-mails and video scripts from every workspace will appear here.
            </EmptyState>
          ) : (
            <>
              <ContentTable rows={rows} loading={content.isPlaceholderData} />
              <Pagination
                className="border-t border-gray-100 px-4 py-3"
                label="Content pages"
                page={page}
                pageSize={adminContentPageSize}
                total={total}
                onPageChange={setPage}
              />
            </>
          )
        }
      </Loaded>
    </Card>
  );
}

function ContentTable({ rows, loading }: { rows: AdminContentRow[]; loading: boolean }) {
  return (
    <Table aria-label="Content" aria-busy={loading} className={cn(loading && 'opacity-60')}>
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Author</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((item) => (
          <TableRow key={item.id}>
            <TableCell className="max-w-md min-w-48 font-medium text-gray-900">
              <span className="line-clamp-2">{item.title}</span>
            </TableCell>
            <TableCell className="text-gray-700">{capitalise(item.type)}</TableCell>
            <TableCell className="whitespace-nowrap text-gray-700">{item.author}</TableCell>
            <TableCell>
              <Badge tone={contentStatusTone(item.status)}>{capitalise(item.status)}</Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap text-gray-700">{formatDate(item.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
