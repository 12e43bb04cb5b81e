import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankHistory } from '@/shared/seo/ranks';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { idPath, seoKeys } from './seo-keys';

export const rankHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: seoKeys.rankHistory(id),
    queryFn: () => api.get<RankHistory>(idPath('ranks', id, 'history')),
    retry: retryFailuresOnce,
  });

/** One tracked keyword's positions day by day, oldest first, with the competitors'. */
export function useRankHistory(id: string) {
  return useQuery(rankHistoryQueryOptions(id));
}
