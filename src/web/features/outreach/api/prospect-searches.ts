import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProspectSearch, ProspectSearchInput } from '@/shared/outreach/search';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { trackedJobQueryOptions, useTrackedJob } from '@/web/lib/use-tracked-job';
import { outreachKeys, outreachPath } from './outreach-keys';

export function useStartProspectSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProspectSearchInput) => api.post<ProspectSearch>(outreachPath('searches'), input),
    onSuccess: (search) => queryClient.setQueryData(outreachKeys.search(search.id), search),
  });
}

/** The workspace's latest search: one under way when the screen opens is followed from there. */
export function useLatestProspectSearch() {
  return useQuery({
    queryKey: outreachKeys.latestSearch(),
    queryFn: async () => (await api.get<{ search: ProspectSearch | null }>(outreachPath('searches/latest'))).search,
    retry: retryFailuresOnce,
  });
}

/** Follows one search until it ends; its end reads the prospects and the tiles again. */
export function useProspectSearch(id: string | null, onEnd: (search: ProspectSearch) => void) {
  const queryClient = useQueryClient();
  return useTrackedJob(
    trackedJobQueryOptions({
      queryKey: outreachKeys.search(id ?? 'none'),
      fetchJob: () => api.get<ProspectSearch>(outreachPath(`searches/${encodeURIComponent(id ?? '')}`)),
    }),
    {
      enabled: id !== null,
      onEnd: (search) => {
        void queryClient.invalidateQueries({ queryKey: outreachKeys.prospects() });
        void queryClient.invalidateQueries({ queryKey: outreachKeys.overview() });
        void queryClient.invalidateQueries({ queryKey: outreachKeys.latestSearch() });
        onEnd(search);
      },
    },
  );
}
