import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { analyticsKeys, analyticsPath } from './analytics-keys';

export const realtimeVisitorsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: analyticsKeys.realtime(projectId),
    queryFn: () => api.get<{ visitors: number }>(`${analyticsPath(projectId)}/realtime`),
    // Read by the route's loader just before the screen shows (analytics-prefetch.ts).
    staleTime: prefetchedFreshMs,
    refetchInterval: 30_000,
  });

/** Visitors seen in the last 5 minutes, asked again every 30 seconds. */
export function useRealtimeVisitors(projectId: string) {
  return useQuery(realtimeVisitorsQueryOptions(projectId));
}
