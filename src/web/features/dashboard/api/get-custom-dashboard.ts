import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomDashboard } from '@/shared/dashboard/custom-dashboard';
import { api } from '@/web/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export const customDashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.custom,
  queryFn: () => api.get<CustomDashboard>('/api/dashboard/custom'),
});

/** The user's own cards, asked only on a plan with custom dashboards. */
export function useCustomDashboard(enabled: boolean) {
  return useQuery({ ...customDashboardQueryOptions, enabled });
}
