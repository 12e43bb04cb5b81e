import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TopContentItem } from '@/shared/monetization/suggestions';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { monetizationKeys, monetizationPath } from './monetization-keys';

/** The period's five content items with the most money credited to them, largest first. */
export function useTopContent(selection: PeriodSelection) {
  const period = selectionQuery(selection);
  return useQuery({
    queryKey: monetizationKeys.topContent(period),
    queryFn: async () => (await api.get<{ items: TopContentItem[] }>(monetizationPath(`top-content?${period}`))).items,
    placeholderData: keepPreviousData,
    retry: retryFailuresOnce,
  });
}
