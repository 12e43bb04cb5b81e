import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteAudit } from '@/shared/seo';
import { ApiError, api, retryFailuresOnce } from '@/web/lib/api-client';
import { isUnderWay } from '../audit-state';
import { idPath, seoKeys } from './seo-keys';

export const auditQueryOptions = (id: string) =>
  queryOptions({
    queryKey: seoKeys.audit(id),
    queryFn: () => api.get<SiteAudit>(idPath('audits', id)),
    retry: retryFailuresOnce,
    // Asked every second while the crawl works; a refusal (the audit gone) ends it, a network blip does not.
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (error instanceof ApiError && error.status < 500) return false;
      return data === undefined || isUnderWay(data) ? 1_000 : false;
    },
  });

/** A crawl followed until it is done or failed; nothing is asked while there is none (null). */
export function useAudit(id: string | null) {
  return useQuery({ ...auditQueryOptions(id ?? ''), enabled: id !== null });
}
