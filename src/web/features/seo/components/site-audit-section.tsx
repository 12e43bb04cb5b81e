import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type SiteAudit, seoMessages } from '@/shared/seo/seo';
import { baseAuditCheckIds } from '@/shared/seo/checks';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/lib/toast';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import { auditQueryOptions } from '../api/get-audit';
import { useIssues } from '../api/get-issues';
import { seoKeys } from '../api/seo-keys';
import { shownAudit } from '../audit-state';
import { defaultIssueFilters } from '../issue-query';
import { useFollowedJob } from '../use-followed-job';
import { useLoadFailure } from '../use-load-failure';
import { AuditProgressCard } from './audit-progress-card';
import { AuditFailedCard, AuditSummaryCard } from './audit-summary-card';
import { IssueList } from './issue-list';
import { LoadFailed } from './load-failed';
import { SeoEmptyState } from './seo-empty-state';
import { TechnicalAuditCard } from './technical-audit-card';
import { formatNumber } from '@/shared/number-format';

interface SiteAuditSectionProps {
  /** The listed site's origin. */
  site: string;
  /** The audit the user just started (or the one already under way that a start met). */
  followedId: string | null;
  canEdit: boolean;
  /** The action that starts a scan, named in the empty state. */
  scanLabel: string;
  /** Pages a scan reads on the workspace's plan; null until the plan is known. */
  pageBudget: number | null;
}

type FinishedAudit = SiteAudit & { summary: NonNullable<SiteAudit['summary']> };
const hasSummary = (audit: SiteAudit | null | undefined): audit is FinishedAudit => audit?.status === 'done' && audit.summary !== null;

/** One site's scans: the one under way, how the last one ended, and its issues. */
export function SiteAuditSection({ site, followedId, canEdit, scanLabel, pageBudget }: SiteAuditSectionProps) {
  const [filters, setFilters] = useState(defaultIssueFilters);
  const issues = useIssues(site, filters);
  useLoadFailure(issues.isError);
  const list = issues.data;
  const queryClient = useQueryClient();
  const followed = useFollowedJob(auditQueryOptions, followedId, list?.audit ?? null, (ended) => {
    void queryClient.invalidateQueries({ queryKey: seoKeys.issues() });
    if (ended.status === 'failed') toast.error(seoMessages.scanFailed, { description: ended.error ?? undefined });
  });
  const audit = shownAudit(followed, list?.audit ?? null);
  // A scan that has just ended is summed up from its own answer until the list has been read again.
  const finished = hasSummary(audit) ? audit : hasSummary(list?.lastFinished) ? list.lastFinished : null;

  // Fixing the last issues of the last page leaves it empty: go to the page that is left.
  const lastPage = Math.max(1, list?.pageCount ?? 1);
  if (list && !issues.isPlaceholderData && filters.page > lastPage) setFilters({ ...filters, page: lastPage });

  return (
    <div className="space-y-6">
      {isUnderWay(audit) && <AuditProgressCard audit={audit} />}
      {audit?.status === 'failed' && <AuditFailedCard audit={audit} />}
      {finished && <AuditSummaryCard audit={finished} pending={finished.id === list?.lastFinished?.id ? list.counts.pending : undefined} />}
      {finished && <TechnicalAuditCard audit={finished} />}
      {!list ? (
        issues.isError ? (
          <LoadFailed what="The issues" onRetry={() => void issues.refetch()} />
        ) : (
          <div role="status" className="flex flex-col items-center gap-3 py-12 text-sm text-gray-600">
            <Spinner />
            Loading issues…
          </div>
        )
      ) : finished || list.lastFinished ? (
        <IssueList list={list} filters={filters} onFiltersChange={setFilters} canEdit={canEdit} stale={issues.isPlaceholderData} />
      ) : (
        !isUnderWay(audit) && (
          <SeoEmptyState icon="site" title={`No scan of ${site} yet`}>
            {scanLabel} reads {pageBudget === null ? 'the pages' : `up to ${formatNumber(pageBudget)} pages`} of the site and runs{' '}
            {baseAuditCheckIds.length} checks on them: titles and descriptions, headings, links and redirects, canonicals, sitemaps, images
            and more. Each issue it finds comes with how to fix it.
          </SeoEmptyState>
        )
      )}
    </div>
  );
}
