import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsReport } from '@/shared/analytics/analytics';
import { api } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { analyticsKeys, analyticsPath } from './analytics-keys';

export const analyticsReportQueryOptions = (projectId: string, selection: PeriodSelection) => {
  const query = selectionQuery(selection);
  return queryOptions({
    queryKey: analyticsKeys.report(projectId, query),
    queryFn: () => api.get<AnalyticsReport>(`${analyticsPath(projectId)}/report?${query}`),
    // Read by the route's loader just before the screen shows (analytics-prefetch.ts).
    staleTime: prefetchedFreshMs,
    // Visits keep arriving while the screen is open.
    refetchInterval: 60_000,
  });
};

/** The project's report over the selected period; the last one stays on screen while another period loads. */
export function useAnalyticsReport(projectId: string, selection: PeriodSelection) {
  return useQuery({ ...analyticsReportQueryOptions(projectId, selection), placeholderData: keepPreviousData });
}
