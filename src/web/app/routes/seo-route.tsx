import { useQuery, useQueryClient } from '@tanstack/react-query';
import { analyticsReportQueryOptions } from '@/web/features/analytics/api/get-analytics-report';
import { projectsQueryOptions } from '@/web/features/projects/api/get-projects';
import { useCurrentProject } from '@/web/features/projects/use-current-project';
import { SeoPage } from '@/web/features/seo/components/seo-page';
import type { OrganicTraffic } from '@/web/features/seo/components/seo-stat-tiles';
import { retryFailuresOnce } from '@/web/lib/api-client';

// The route joins three features: the tabs work on the current project (its address, niche, keywords
// and competitors, and Save adds to its keywords), and Organic Traffic is that project's search-engine
// visitors in its analytics over the last 30 days.
export function SeoRoute() {
  const queryClient = useQueryClient();
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
      project={project}
      projectPending={isPending}
      onProjectChanged={() => void queryClient.invalidateQueries({ queryKey: projectsQueryOptions.queryKey })}
      organicTraffic={organicTraffic}
      organicTrafficPending={isPending || (Boolean(project) && report.isPending)}
    />
  );
}
