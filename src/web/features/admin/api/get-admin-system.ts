import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSystem } from '@/shared/admin/admin';
import { api } from '@/web/lib/api-client';
import { retryUnlessRefused } from './admin-http';

export const adminSystemQueryOptions = queryOptions({
  queryKey: ['admin', 'system'],
  queryFn: () => api.get<AdminSystem>('/api/admin/system'),
  retry: retryUnlessRefused,
  // Uptime, memory and the last hour's requests move; the tab stays current while it is open.
  refetchInterval: 30_000,
});

export function useAdminSystem() {
  return useQuery(adminSystemQueryOptions);
}
