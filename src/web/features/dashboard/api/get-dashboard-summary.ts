import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@/shared/dashboard/dashboard';
import { api } from '@/web/lib/api-client';
import { freshUntilAWrite } from '@/web/lib/fresh-until-a-write';

export const dashboardSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api.get<DashboardSummary>('/api/dashboard'),
  staleTime: freshUntilAWrite,
});

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions);
}
