import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MonetizationSummary } from '@/shared/monetization/revenue';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { monetizationKeys, monetizationPath } from './monetization-keys';

/** The four cards and the revenue trend of the period. */
export function useMonetizationSummary(selection: PeriodSelection) {
  const period = selectionQuery(selection);
  return useQuery({
    queryKey: monetizationKeys.summary(period),
    queryFn: () => api.get<MonetizationSummary>(monetizationPath(`summary?${period}`)),
    placeholderData: keepPreviousData,
    retry: retryFailuresOnce,
  });
}
