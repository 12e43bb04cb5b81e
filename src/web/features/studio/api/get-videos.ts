import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioVideo } from '@/shared/studio/studio';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { freshUntilAWrite } from '@/web/lib/fresh-until-a-write';
import { videoPollDelay, videosSettled } from '../studio-format';
import { studioKeys, studioPath } from './studio-keys';

export const videosQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: studioKeys.videos(),
    queryFn: async () => {
      const before = queryClient.getQueryData<StudioVideo[]>(studioKeys.videos());
      const { videos } = await api.get<{ videos: StudioVideo[] }>(studioPath('videos'));
      // A finished render adds to the Total Duration card.
      if (videosSettled(before, videos)) void queryClient.invalidateQueries({ queryKey: studioKeys.overview() });
      return videos;
    },
    retry: retryFailuresOnce,
    refetchInterval: (query) => videoPollDelay(query.state.data),
    // What the route's loader has just read (studio-prefetch.ts) is fresh, unless the app has written since
    // (the assistant's actions write here without refreshing it).
    staleTime: freshUntilAWrite,
  });

/** The workspace's videos, newest first; read again every moment while a render is under way. */
export function useVideos() {
  return useQuery(videosQueryOptions(useQueryClient()));
}

/** The videos as the page reads them and hands them to its tabs. */
export type VideosQuery = ReturnType<typeof useVideos>;
