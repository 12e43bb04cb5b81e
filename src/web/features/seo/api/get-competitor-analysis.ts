import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompetitorAnalysis } from '@/shared/seo-research';
import { ApiError, api, retryFailuresOnce } from '@/web/lib/api-client';
import { isUnderWay } from '../audit-state';
import { idPath, seoKeys } from './seo-keys';

export const competitorAnalysisQueryOptions = (id: string) =>
  queryOptions({
    queryKey: seoKeys.competitorAnalysis(id),
    queryFn: () => api.get<CompetitorAnalysis>(idPath('competitors/analyses', id)),
    retry: retryFailuresOnce,
    // Asked every second while it works; a refusal (the analysis gone) ends it, a network blip does not.
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (error instanceof ApiError && error.status < 500) return false;
      return data === undefined || isUnderWay(data) ? 1_000 : false;
    },
  });

/** An analysis followed until it is done or failed; nothing is asked while there is none (null). */
export function useCompetitorAnalysis(id: string | null) {
  return useQuery({ ...competitorAnalysisQueryOptions(id ?? ''), enabled: id !== null });
}
