import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendationSet } from '@/shared/analytics/recommendations';
import { api } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { analyticsKeys, analyticsPath, retryFailuresOnce } from './analytics-keys';

export const recommendationsPath = (projectId: string) => `${analyticsPath(projectId)}/recommendations`;

export const recommendationsQueryOptions = (projectId: string, selection: PeriodSelection) => {
  const query = selectionQuery(selection);
  return queryOptions({
    queryKey: analyticsKeys.recommendationSet(projectId, query),
    // The server keeps the last set written; the period only matters when there is none yet.
    queryFn: () => api.get<RecommendationSet>(`${recommendationsPath(projectId)}?${query}`),
    retry: retryFailuresOnce,
  });
};

/** The project's three AI Recommendations: the set last written, or one drawn from the figures now. */
export function useRecommendations(projectId: string, selection: PeriodSelection) {
  return useQuery({ ...recommendationsQueryOptions(projectId, selection), placeholderData: keepPreviousData });
}
