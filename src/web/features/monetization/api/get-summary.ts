import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MonetizationSummary } from '@/shared/monetization/revenue';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { monetizationKeys, monetizationPath } from './monetization-keys';

/** The four cards and the revenue trend of the period. */
export function summaryQueryOptions(selection: PeriodSelection) {
  const period = selectionQuery(selection);
  return queryOptions({
    queryKey: monetizationKeys.summary(period),
    queryFn: () => api.get<MonetizationSummary>(monetizationPath(`summary?${period}`)),
    retry: retryFailuresOnce,
    staleTime: prefetchedFreshMs,
  });
}

export function useMonetizationSummary(selection: PeriodSelection) {
  return useQuery({ ...summaryQueryOptions(selection), placeholderData: keepPreviousData });
}
