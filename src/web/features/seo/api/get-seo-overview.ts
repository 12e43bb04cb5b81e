import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderState } from '@/shared/seo/research';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { seoKeys, seoPath } from './seo-keys';

export interface SeoOverview {
  /** From the search data provider; null without one or without a figure for the site. */
  domainAuthority: number | null;
  provider: ProviderState;
  /** The project's tracked keywords in the top 100; null when none is tracked or no SERP provider is connected. */
  keywordsRanking: number | null;
}

export const seoOverviewQueryOptions = (site: string, projectId: string | null) =>
  queryOptions({
    queryKey: seoKeys.overview(site, projectId),
    queryFn: () =>
      api.get<SeoOverview>(`${seoPath('overview')}?${new URLSearchParams(projectId ? { site, projectId } : { site }).toString()}`),
    retry: retryFailuresOnce,
    staleTime: prefetchedFreshMs,
  });

/** The listed site's figures from the search data provider, and the project's ranking keywords; nothing is asked without a site (null). */
export function useSeoOverview(site: string | null, projectId: string | null) {
  return useQuery({ ...seoOverviewQueryOptions(site ?? '', projectId), enabled: site !== null });
}
