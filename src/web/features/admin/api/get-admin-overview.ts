import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@/shared/admin/admin';
import { api } from '@/web/lib/api-client';
import { retryUnlessRefused } from './admin-http';

export const adminOverviewQueryOptions = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: () => api.get<AdminOverview>('/api/admin/overview'),
  retry: retryUnlessRefused,
});

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions);
}
