import type { QueryClient } from '@tanstack/react-query';
import { selectionFromParams } from '@/web/lib/period-selection';
import { ensureCurrentProject } from '@/web/projects/use-current-project';
import { analyticsPeriod } from '../format';
import { analyticsReportQueryOptions } from './get-analytics-report';
import { realtimeVisitorsQueryOptions } from './get-realtime-visitors';

/**
 * What /analytics first shows at `address`: the current project's report over the address's period,
 * and its visitors right now. The cards below the report (goals, funnels, content, recommendations)
 * read theirs once it shows.
 */
export async function prefetchAnalytics(queryClient: QueryClient, address: URL): Promise<unknown> {
  const project = await ensureCurrentProject(queryClient);
  if (!project) return;
  const selection = selectionFromParams(address.searchParams, analyticsPeriod);
  return Promise.all([
    queryClient.ensureQueryData(analyticsReportQueryOptions(project.id, selection)),
    queryClient.ensureQueryData(realtimeVisitorsQueryOptions(project.id)),
  ]);
}
