import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListeningMonitorView } from '@/shared/social/listening';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { listeningKeys, listeningPath } from './listening-keys';

export const monitorsQueryOptions = () =>
  queryOptions({
    queryKey: listeningKeys.monitors(),
    queryFn: async () => (await api.get<{ monitors: ListeningMonitorView[] }>(listeningPath('monitors'))).monitors,
    retry: retryFailuresOnce,
  });

/** The workspace's monitors, each with its last check. */
export function useMonitors(enabled = true) {
  return useQuery({ ...monitorsQueryOptions(), enabled });
}
