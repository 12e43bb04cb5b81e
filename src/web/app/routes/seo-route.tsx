import { useQuery } from '@tanstack/react-query';
import { analyticsReportQueryOptions } from '@/web/features/analytics/api/get-analytics-report';
import { useCurrentProject } from '@/web/features/projects/use-current-project';
import { SeoPage } from '@/web/features/seo/components/seo-page';
import type { OrganicTraffic } from '@/web/features/seo/components/seo-stat-tiles';
import { retryFailuresOnce } from '@/web/lib/api-client';

// The route joins three features: the audit starts from the current project's address, and Organic
// Traffic is that project's search-engine visitors in its analytics over the last 30 days.
export function SeoRoute() {
  const { project, isPending } = useCurrentProject();
  const report = useQuery({
    ...analyticsReportQueryOptions(project?.id ?? '', { range: '30d' }),
    enabled: Boolean(project),
    retry: retryFailuresOnce,
  });
  const organic = report.data?.hasData ? report.data.sources.find((source) => source.channel === 'Organic Search') : undefined;
  const organicTraffic: OrganicTraffic | null = organic ? { visitors: organic.visitors, change: organic.change } : null;
  return (
    <SeoPage
      projectUrl={project?.url ?? null}
      projectPending={isPending}
      organicTraffic={organicTraffic}
      organicTrafficPending={isPending || (Boolean(project) && report.isPending)}
    />
  );
}
