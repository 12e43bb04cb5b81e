import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersPage } from '@/shared/admin/admin';
import { api } from '@/web/lib/api-client';
import { retryUnlessRefused } from './admin-http';

export const adminUsersPageSize = 25;

export const adminUsersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', { search, page }],
    queryFn: () => {
      const params = new URLSearchParams({ search, page: String(page), pageSize: String(adminUsersPageSize) });
      return api.get<AdminUsersPage>(`/api/admin/users?${params}`);
    },
    retry: retryUnlessRefused,
    // The table keeps the last page on screen while the next search or page loads, instead of flashing.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(search: string, page: number) {
  return useQuery(adminUsersQueryOptions(search, page));
}
