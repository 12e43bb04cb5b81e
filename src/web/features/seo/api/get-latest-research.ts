import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeywordResearch } from '@/shared/seo/research';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { projectQuery, seoKeys, seoPath } from './seo-keys';

export interface LatestResearch {
  research: KeywordResearch | null;
}

export const latestResearchQueryOptions = (projectId: string | null) =>
  queryOptions({
    queryKey: seoKeys.latestResearch(projectId),
    queryFn: () => api.get<LatestResearch>(`${seoPath('keywords/research/latest')}${projectQuery(projectId)}`),
    retry: retryFailuresOnce,
    staleTime: prefetchedFreshMs,
  });

/** The project's last keyword search, or null before the first; asked once the project is known (`enabled`). */
export function useLatestResearch(projectId: string | null, enabled: boolean) {
  return useQuery({ ...latestResearchQueryOptions(projectId), enabled });
}
