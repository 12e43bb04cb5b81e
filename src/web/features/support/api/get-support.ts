import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportOverview } from '@/shared/support/support';
import { api, retryFailuresOnce } from '@/web/lib/api-client';

export const supportQueryOptions = queryOptions({
  queryKey: ['support'],
  queryFn: () => api.get<SupportOverview>('/api/support'),
  retry: retryFailuresOnce,
});

/** Every support entry for the workspace's plan, with how to reach those it includes. */
export function useSupport() {
  return useQuery(supportQueryOptions);
}
