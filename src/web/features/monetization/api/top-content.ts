import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TopContentItem } from '@/shared/monetization/suggestions';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { monetizationKeys, monetizationPath } from './monetization-keys';

/** The period's five content items with the most money credited to them, largest first. */
export function topContentQueryOptions(selection: PeriodSelection) {
  const period = selectionQuery(selection);
  return queryOptions({
    queryKey: monetizationKeys.topContent(period),
    queryFn: async () => (await api.get<{ items: TopContentItem[] }>(monetizationPath(`top-content?${period}`))).items,
    retry: retryFailuresOnce,
    staleTime: prefetchedFreshMs,
  });
}

export function useTopContent(selection: PeriodSelection) {
  return useQuery({ ...topContentQueryOptions(selection), placeholderData: keepPreviousData });
}
