import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, retryFailuresOnce } from '@/web/lib/api-client';
import { isUnderWay } from '../audit-state';
import type { LinkSearch } from '../link-state';
import { idPath, seoKeys } from './seo-keys';

export const linkSearchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: seoKeys.linkSearch(id),
    queryFn: () => api.get<LinkSearch>(idPath('links/searches', id)),
    retry: retryFailuresOnce,
    // Asked every second while it works; a refusal (the search gone) ends it, a network blip does not.
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (error instanceof ApiError && error.status < 500) return false;
      return data === undefined || isUnderWay(data) ? 1_000 : false;
    },
  });

/** A search for opportunities followed until it is done or failed; nothing is asked while there is none (null). */
export function useLinkSearch(id: string | null) {
  return useQuery({ ...linkSearchQueryOptions(id ?? ''), enabled: id !== null });
}
