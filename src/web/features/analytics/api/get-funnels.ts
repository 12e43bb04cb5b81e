import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Funnel } from '@/shared/analytics/goals';
import { api } from '@/web/lib/api-client';
import { analyticsKeys, analyticsPath, retryFailuresOnce } from './analytics-keys';

export const funnelsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: analyticsKeys.funnels(projectId),
    queryFn: async () => (await api.get<{ funnels: Funnel[] }>(`${analyticsPath(projectId)}/funnels`)).funnels,
    retry: retryFailuresOnce,
  });

/** The project's funnels, oldest first. */
export function useFunnels(projectId: string) {
  return useQuery(funnelsQueryOptions(projectId));
}
