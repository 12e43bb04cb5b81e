import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@/shared/dashboard/dashboard';
import { api } from '@/web/lib/api-client';

export const dashboardSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api.get<DashboardSummary>('/api/dashboard'),
});

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions);
}
