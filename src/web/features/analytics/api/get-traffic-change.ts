import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

export const trafficChangeQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['analytics', 'traffic-change', projectId],
    queryFn: () => api.get<{ trafficChange: number | null }>(`/api/analytics/traffic-change?projectId=${encodeURIComponent(projectId)}`),
    staleTime: 5 * 60_000,
  });

/** The current project's change in visitors over the last 30 days against the 30 before, read while `enabled`. */
export function useTrafficChange(projectId: string, enabled: boolean) {
  return useQuery({ ...trafficChangeQueryOptions(projectId), enabled });
}
