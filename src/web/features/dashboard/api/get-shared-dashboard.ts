import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedDashboard } from '@/shared/dashboard/custom-dashboard';
import { ApiError, api } from '@/web/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** A shared dashboard, or null when its link no longer works (404). */
export const sharedDashboardQueryOptions = (token: string) =>
  queryOptions({
    queryKey: dashboardKeys.shared(token),
    queryFn: async (): Promise<SharedDashboard | null> => {
      try {
        return await api.get<SharedDashboard>(`/api/shared-dashboards/${encodeURIComponent(token)}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });

export function useSharedDashboard(token: string) {
  return useQuery(sharedDashboardQueryOptions(token));
}
