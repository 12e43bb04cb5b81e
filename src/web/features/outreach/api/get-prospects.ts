import { useQuery } from '@tanstack/react-query';
import type { Prospect } from '@/shared/outreach/prospects';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import { outreachKeys, outreachPath } from './outreach-keys';

const pollWhileReadingMs = 2_000;

/** The workspace's prospects, newest first; asked again every two seconds while a site is being read for contacts. */
export function useProspects() {
  return useQuery({
    queryKey: outreachKeys.prospects(),
    queryFn: async () => (await api.get<{ prospects: Prospect[] }>(outreachPath('prospects'))).prospects,
    retry: retryFailuresOnce,
    refetchInterval: (query) => (query.state.data?.some((prospect) => isUnderWay(prospect.discovery)) ? pollWhileReadingMs : false),
  });
}
