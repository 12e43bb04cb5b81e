import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingStatus } from '@/shared/analytics/analytics';
import { api } from '@/web/lib/api-client';
import { analyticsKeys, analyticsPath } from './analytics-keys';

/** How often the screen asks whether the first visit has arrived. */
const waitingPollMs = 3_000;

export const trackingStatusQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: analyticsKeys.tracking(projectId),
    queryFn: () => api.get<TrackingStatus>(`${analyticsPath(projectId)}/tracking`),
    // Polled only while no visit has arrived (once one has, the status no longer changes by itself),
    // and not after a refusal such as a lost session.
    refetchInterval: (query) => (query.state.status === 'success' && query.state.data?.firstEventAt === null ? waitingPollMs : false),
  });

/** The project's snippet, allowed hostnames and first visit. */
export function useTrackingStatus(projectId: string) {
  return useQuery(trackingStatusQueryOptions(projectId));
}
