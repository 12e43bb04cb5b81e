import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderState } from '@/shared/seo-research';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { seoKeys, seoPath } from './seo-keys';

export interface SeoOverview {
  /** From the search data provider; null without one or without a figure for the site. */
  domainAuthority: number | null;
  provider: ProviderState;
}

export const seoOverviewQueryOptions = (site: string) =>
  queryOptions({
    queryKey: seoKeys.overview(site),
    queryFn: () => api.get<SeoOverview>(`${seoPath('overview')}?${new URLSearchParams({ site }).toString()}`),
    retry: retryFailuresOnce,
  });

/** The listed site's figures from the search data provider; nothing is asked without a site (null). */
export function useSeoOverview(site: string | null) {
  return useQuery({ ...seoOverviewQueryOptions(site ?? ''), enabled: site !== null });
}
