import { CheckCircle2, Info } from 'lucide-react';
import { type SiteAudit, seoMessages } from '@/shared/seo/seo';
import { type IssuePriority, issuePriorities } from '@/shared/seo/checks';
import { Card } from '@/web/components/ui/card';
import { comparisonText, formatMoment, stoppedEarlyNote } from '../audit-format';
import { FailedCard } from './failed-card';
import { PriorityBadge } from './priority-badge';
import { formatNumber } from '@/shared/number-format';

interface AuditSummaryCardProps {
  /** The finished audit whose issues the list shows. */
  audit: SiteAudit & { summary: NonNullable<SiteAudit['summary']> };
  /** Pending issues by priority now (Fix lowers them); the scan's own figures until the list has loaded. */
  pending: Record<IssuePriority, number> | undefined;
}

/** What the last scan read and found, and how that compares with the scan before it. */
export function AuditSummaryCard({ audit, pending = audit.summary.issues }: AuditSummaryCardProps) {
  const { summary } = audit;
  const note = stoppedEarlyNote(audit);
  return (
    <Card className="space-y-4 p-5 sm:p-6" data-testid="audit-summary">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="flex min-w-0 items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
          <div className="min-w-0">
            <h3 className="break-words font-semibold text-gray-900">Last scan of {audit.site}</h3>
            <p className="text-sm text-gray-600">{comparisonText(summary)}</p>
          </div>
        </div>
        {audit.finishedAt && (
          <p className="text-sm text-gray-500">
            Finished <time dateTime={audit.finishedAt}>{formatMoment(audit.finishedAt)}</time>
          </p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="rounded-lg bg-gray-50 p-3">
          <dt className="text-xs font-medium text-gray-500">Pages crawled</dt>
          <dd className="mt-1 text-xl font-semibold text-gray-900 tabular-nums">{formatNumber(summary.pagesCrawled)}</dd>
        </div>
        {issuePriorities.map((priority) => (
          <div key={priority} className="rounded-lg bg-gray-50 p-3">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-gray-500">
              Pending <PriorityBadge priority={priority} />
            </dt>
            <dd className="mt-1 text-xl font-semibold text-gray-900 tabular-nums">{formatNumber(pending[priority])}</dd>
          </div>
        ))}
      </dl>
      {note && (
        <p role="note" className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {note}
        </p>
      )}
    </Card>
  );
}

/** The latest scan failed: the server's reason, with the issues of the scan before it still listed below. */
export function AuditFailedCard({ audit }: { audit: SiteAudit }) {
  return <FailedCard title={`The scan of ${audit.site} failed`} reason={audit.error || seoMessages.scanFailed} testId="audit-failed" />;
}
