import { ExternalLink } from 'lucide-react';
import { type SeoIssue, seoLabels } from '@/shared/seo/seo';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { pagePath } from '../audit-format';
import { PriorityBadge } from './priority-badge';

interface IssueTableProps {
  issues: readonly SeoIssue[];
  /** Fix for those who may edit; absent for Viewers. */
  onFix?: (issue: SeoIssue) => void;
  /** The issue whose Fix is on its way to the server. */
  fixingId: string | null;
}

const fixedByText = { user: 'Marked fixed', crawl: 'Gone in the latest scan' } as const;

/** One row per issue: where, what, how to fix it, how much it matters, and Fix while it is pending. */
export function IssueTable({ issues, onFix, fixingId }: IssueTableProps) {
  return (
    <Table aria-label="Issues">
      <TableHeader>
        <TableRow>
          <TableHead>Page</TableHead>
          <TableHead>Issue</TableHead>
          <TableHead>How to fix</TableHead>
          <TableHead>Priority</TableHead>
          <TableHead>Status</TableHead>
          {onFix && (
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {issues.map((issue) => (
          <TableRow key={issue.id} className="align-top">
            <TableCell className="max-w-56">
              <a
                href={issue.page}
                target="_blank"
                rel="noopener noreferrer"
                title={issue.page}
                className="inline-flex max-w-full items-center gap-1 font-medium text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <span className="truncate">{pagePath(issue.page)}</span>
                <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </TableCell>
            <TableCell className="min-w-56">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-gray-900">{issue.issue}</span>
                {issue.isNew && <Badge tone="brand">New</Badge>}
              </div>
              {issue.detail && <p className="mt-0.5 break-words text-gray-600">{issue.detail}</p>}
            </TableCell>
            <TableCell className="min-w-64 text-gray-700">{issue.fix}</TableCell>
            <TableCell>
              <PriorityBadge priority={issue.priority} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {issue.status === 'pending' ? (
                <Badge tone="blue">Pending</Badge>
              ) : (
                <div className="space-y-0.5">
                  <Badge tone="green">Fixed</Badge>
                  {issue.fixedBy && <p className="text-xs text-gray-500">{fixedByText[issue.fixedBy]}</p>}
                </div>
              )}
            </TableCell>
            {onFix && (
              <TableCell className="text-right">
                {issue.status === 'pending' && (
                  <Button size="sm" variant="outline" onClick={() => onFix(issue)} disabled={fixingId === issue.id}>
                    {seoLabels.fix}
                  </Button>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
