import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompetitorAnalysis } from '@/shared/seo/research';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { projectQuery, seoKeys, seoPath } from './seo-keys';

export const latestCompetitorAnalysisQueryOptions = (projectId: string | null) =>
  queryOptions({
    queryKey: seoKeys.latestCompetitorAnalysis(projectId),
    queryFn: () => api.get<{ analysis: CompetitorAnalysis | null }>(`${seoPath('competitors/analyses/latest')}${projectQuery(projectId)}`),
    retry: retryFailuresOnce,
    staleTime: prefetchedFreshMs,
  });

/** The project's last competitor analysis, under way or ended; null before the first. Asked once the project is known (`enabled`). */
export function useLatestCompetitorAnalysis(projectId: string | null, enabled: boolean) {
  return useQuery({ ...latestCompetitorAnalysisQueryOptions(projectId), enabled });
}
