import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankOverview } from '@/shared/seo/ranks';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { projectQuery, seoKeys, seoPath } from './seo-keys';

export const rankOverviewQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: seoKeys.ranks(projectId),
    queryFn: () => api.get<RankOverview>(`${seoPath('ranks')}${projectQuery(projectId)}`),
    retry: retryFailuresOnce,
    staleTime: prefetchedFreshMs,
  });

/** The project's tracked keywords, the SERP provider and the plan's allowance; nothing is asked without a project (null). */
export function useRankOverview(projectId: string | null) {
  return useQuery({ ...rankOverviewQueryOptions(projectId ?? ''), enabled: projectId !== null });
}
