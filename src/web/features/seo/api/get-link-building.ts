import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkBuildingState } from '@/shared/seo/links';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { projectQuery, seoKeys, seoPath } from './seo-keys';

export const linkBuildingQueryOptions = (projectId: string | null) =>
  queryOptions({
    queryKey: seoKeys.links(projectId),
    queryFn: () => api.get<LinkBuildingState>(`${seoPath('links')}${projectQuery(projectId)}`),
    retry: retryFailuresOnce,
    staleTime: prefetchedFreshMs,
  });

/** The opportunities of the site last searched, the project's latest search and its verified backlinks; asked once the project is known (`enabled`). */
export function useLinkBuilding(projectId: string | null, enabled: boolean) {
  return useQuery({ ...linkBuildingQueryOptions(projectId), enabled });
}
