import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IssueList } from '@/shared/seo/seo';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { type IssueFilters, issuesQueryString } from '../issue-query';
import { seoKeys, seoPath } from './seo-keys';

export const issuesQueryOptions = (site: string, filters: IssueFilters) => {
  const query = issuesQueryString(site, filters);
  return queryOptions({
    queryKey: seoKeys.issuePage(site, query),
    queryFn: () => api.get<IssueList>(`${seoPath('issues')}?${query}`),
    retry: retryFailuresOnce,
  });
};

/** One page (50) of a site's issues with its counts and audits; the last page stays on screen while the next loads. */
export function useIssues(site: string, filters: IssueFilters) {
  return useQuery({ ...issuesQueryOptions(site, filters), placeholderData: keepPreviousData });
}
