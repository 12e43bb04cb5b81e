import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPerformance } from '@/shared/analytics/analytics';
import { api } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { analyticsKeys, analyticsPath, retryFailuresOnce } from './analytics-keys';

export const contentPerformanceQueryOptions = (projectId: string, selection: PeriodSelection) => {
  const query = selectionQuery(selection);
  return queryOptions({
    queryKey: analyticsKeys.contentPerformance(projectId, query),
    queryFn: () => api.get<ContentPerformance>(`${analyticsPath(projectId)}/content?${query}`),
    retry: retryFailuresOnce,
    refetchInterval: 60_000,
  });
};

/** The workspace's published pieces with the views of their addresses over the selected period. */
export function useContentPerformance(projectId: string, selection: PeriodSelection) {
  return useQuery({ ...contentPerformanceQueryOptions(projectId, selection), placeholderData: keepPreviousData });
}
