import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RevenueEntry, RevenueEntryPage, RevenueImportResult, RevenueInput } from '@/shared/monetization/revenue';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { itemPath, monetizationKeys, monetizationPath, useRefreshMonetization } from './monetization-keys';

/** The ledger, newest first, 50 to a page. */
export function revenueQueryOptions(page: number) {
  return queryOptions({
    queryKey: monetizationKeys.revenue(page),
    queryFn: () => api.get<RevenueEntryPage>(monetizationPath(`revenue?page=${page}`)),
    retry: retryFailuresOnce,
    staleTime: prefetchedFreshMs,
  });
}

export function useRevenueEntries(page: number) {
  return useQuery({ ...revenueQueryOptions(page), placeholderData: keepPreviousData });
}

export function useRecordRevenue() {
  const onSuccess = useRefreshMonetization();
  return useMutation({ mutationFn: (input: RevenueInput) => api.post<RevenueEntry>(monetizationPath('revenue'), input), onSuccess });
}

export function useImportRevenue() {
  const onSuccess = useRefreshMonetization();
  return useMutation({
    mutationFn: (csv: string) => api.post<RevenueImportResult>(monetizationPath('revenue/import'), { csv }),
    onSuccess,
  });
}

export function useDeleteRevenue() {
  const onSuccess = useRefreshMonetization();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(itemPath('revenue', id)), onSuccess });
}
