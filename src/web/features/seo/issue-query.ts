import type { AuditCheckId, IssuePriority } from '@/shared/seo/checks';
import type { IssueStatus } from '@/shared/seo/seo';

/** What the issue list shows: the filters above it and its page. */
export interface IssueFilters {
  status: IssueStatus;
  priority: IssuePriority | null;
  check: AuditCheckId | null;
  onlyNew: boolean;
  page: number;
}

export const defaultIssueFilters: IssueFilters = { status: 'pending', priority: null, check: null, onlyNew: false, page: 1 };

/** A filter changed: the list starts again at its first page. */
export function withFilter(filters: IssueFilters, change: Partial<Omit<IssueFilters, 'page'>>): IssueFilters {
  return { ...filters, ...change, page: 1 };
}

/** Narrowed by anything beyond the status, so an empty list means "nothing matches", not "nothing to fix". */
export function isNarrowed(filters: IssueFilters): boolean {
  return filters.priority !== null || filters.check !== null || filters.onlyNew;
}

/** GET /api/seo/issues's query for a site and the filters; only what narrows the list is sent. */
export function issuesQueryString(site: string, filters: IssueFilters): string {
  const params = new URLSearchParams({ site, status: filters.status });
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.check) params.set('check', filters.check);
  if (filters.onlyNew) params.set('onlyNew', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}
