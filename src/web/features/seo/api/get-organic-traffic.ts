import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsReport } from '@/shared/analytics/analytics';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import type { OrganicTraffic } from '../components/seo-stat-tiles';
import { seoKeys } from './seo-keys';

// Organic Traffic is the project's search-engine visitors over the last 30 days, as its analytics
// reports them: SEO reads the analytics API, as a server feature calls another's narrow service.
export const organicTrafficQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...seoKeys.all, 'organic-traffic', projectId] as const,
    queryFn: () => api.get<AnalyticsReport>(`/api/analytics/projects/${encodeURIComponent(projectId)}/report?range=30d`),
    select: organicTrafficOf,
    // Visits keep arriving while the screen is open.
    refetchInterval: 60_000,
    retry: retryFailuresOnce,
    staleTime: prefetchedFreshMs,
  });

function organicTrafficOf(report: AnalyticsReport): OrganicTraffic | null {
  const organic = report.hasData ? report.sources.find((source) => source.channel === 'Organic Search') : undefined;
  return organic ? { visitors: organic.visitors, change: organic.change } : null;
}

/** The project's organic traffic; nothing is asked without a project (null). */
export function useOrganicTraffic(projectId: string | null) {
  return useQuery({ ...organicTrafficQueryOptions(projectId ?? ''), enabled: projectId !== null });
}
