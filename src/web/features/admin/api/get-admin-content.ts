import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContentPage } from '@/shared/admin/admin';
import { api } from '@/web/lib/api-client';
import { retryUnlessRefused } from './admin-http';

export const adminContentPageSize = 25;

export const adminContentQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'content', page],
    queryFn: () => api.get<AdminContentPage>(`/api/admin/content?page=${page}&pageSize=${adminContentPageSize}`),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });

export function useAdminContent(page: number) {
  return useQuery(adminContentQueryOptions(page));
}
