import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FunnelReport } from '@/shared/analytics/goals';
import { api } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { analyticsKeys, analyticsPath, retryFailuresOnce } from './analytics-keys';

export const funnelReportQueryOptions = (projectId: string, funnelId: string, selection: PeriodSelection) => {
  const query = selectionQuery(selection);
  return queryOptions({
    queryKey: analyticsKeys.funnelReport(projectId, funnelId, query),
    queryFn: () => api.get<FunnelReport>(`${analyticsPath(projectId)}/funnels/${encodeURIComponent(funnelId)}/report?${query}`),
    retry: retryFailuresOnce,
    refetchInterval: 60_000,
  });
};

/** How many of the period's visitors went through each of the funnel's steps. */
export function useFunnelReport(projectId: string, funnelId: string, selection: PeriodSelection) {
  return useQuery({
    ...funnelReportQueryOptions(projectId, funnelId, selection),
    // Another period of the same funnel keeps the last figures on screen; another funnel does not.
    placeholderData: (previous) => (previous?.funnel.id === funnelId ? previous : undefined),
  });
}
