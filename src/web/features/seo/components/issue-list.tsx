import { type IssueList as IssueListData, type SeoIssue, issuesPerPage, seoMessages } from '@/shared/seo/seo';
import { Pagination } from '@/web/components/ui/pagination';
import { ApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { useFixIssue } from '../api/fix-issue';
import { type IssueFilters, isNarrowed } from '../issue-query';
import { IssueFiltersBar } from './issue-filters-bar';
import { IssueTable } from './issue-table';
import { SeoEmptyState } from './seo-empty-state';

interface IssueListProps {
  list: IssueListData;
  filters: IssueFilters;
  onFiltersChange: (filters: IssueFilters) => void;
  canEdit: boolean;
  /** The page on screen is the last one while the next loads. */
  stale: boolean;
}

/** The last finished scan's issues: filters, one page of rows with Fix, and the pages. */
export function IssueList({ list, filters, onFiltersChange, canEdit, stale }: IssueListProps) {
  const fix = useFixIssue();
  const fixIssue = (issue: SeoIssue) =>
    fix.mutate(issue.id, {
      onSuccess: () => toast.success(seoMessages.issueFixed),
      onError: (error) =>
        toast.error(seoMessages.fixFailed, {
          description: error instanceof ApiError && error.status < 500 && error.message ? error.message : undefined,
        }),
    });

  return (
    <section aria-label="Issues found" className="space-y-4">
      <IssueFiltersBar filters={filters} onChange={onFiltersChange} counts={list.counts} />
      <div className={cn('transition-opacity', stale && 'opacity-60')} aria-busy={stale}>
        {list.issues.length > 0 ? (
          <div className="rounded-xl border border-gray-200 bg-white shadow-sm">
            <IssueTable issues={list.issues} onFix={canEdit ? fixIssue : undefined} fixingId={fix.isPending ? fix.variables : null} />
          </div>
        ) : (
          <NoIssues filters={filters} />
        )}
      </div>
      <Pagination
        page={list.page}
        pageSize={issuesPerPage}
        total={list.total}
        onPageChange={(page) => onFiltersChange({ ...filters, page })}
        label="Issue pages"
        hideWhenSinglePage
      />
    </section>
  );
}

function NoIssues({ filters }: { filters: IssueFilters }) {
  if (isNarrowed(filters)) {
    return (
      <SeoEmptyState icon="filtered" title="No issues match these filters">
        Choose another priority or check, or clear "New only".
      </SeoEmptyState>
    );
  }
  if (filters.status === 'fixed') {
    return (
      <SeoEmptyState icon="filtered" title="No fixed issues yet">
        Issues you mark fixed, and those a later scan no longer finds, are listed here.
      </SeoEmptyState>
    );
  }
  return (
    <SeoEmptyState icon="done" title="No pending issues">
      The last scan found nothing left to fix on the pages it read. Scan again after you change the site.
    </SeoEmptyState>
  );
}
