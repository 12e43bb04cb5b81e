import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioAudio } from '@/shared/studio/studio';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { freshUntilAWrite } from '@/web/lib/fresh-until-a-write';
import { audioPollDelay, audioSettled } from '../studio-format';
import { studioKeys, studioPath } from './studio-keys';

export const audioQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: studioKeys.audio(),
    queryFn: async () => {
      const before = queryClient.getQueryData<StudioAudio[]>(studioKeys.audio());
      const { audio } = await api.get<{ audio: StudioAudio[] }>(studioPath('audio'));
      if (audioSettled(before, audio)) void queryClient.invalidateQueries({ queryKey: studioKeys.overview() });
      return audio;
    },
    retry: retryFailuresOnce,
    refetchInterval: (query) => audioPollDelay(query.state.data),
    // What the route's loader has just read (studio-prefetch.ts) is fresh, unless the app has written since
    // (the assistant's actions write here without refreshing it).
    staleTime: freshUntilAWrite,
  });

/** The workspace's audio, newest first; read again every moment while one is being spoken. */
export function useAudio() {
  return useQuery(audioQueryOptions(useQueryClient()));
}

/** The audio as the page reads it and hands it to its tabs. */
export type AudioQuery = ReturnType<typeof useAudio>;
