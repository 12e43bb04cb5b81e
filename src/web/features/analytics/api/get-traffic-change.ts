import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

export const trafficChangeQueryOptions = queryOptions({
  queryKey: ['analytics', 'traffic-change'],
  queryFn: () => api.get<{ trafficChange: number | null }>('/api/analytics/traffic-change'),
  staleTime: 5 * 60_000,
});

export function useTrafficChange() {
  return useQuery(trafficChangeQueryOptions);
}
