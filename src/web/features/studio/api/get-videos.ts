import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioVideo } from '@/shared/studio/studio';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { videoPollDelay, videosSettled } from '../studio-format';
import { studioKeys, studioPath } from './studio-keys';

/** The workspace's videos, newest first; read again every moment while a render is under way. */
export function useVideos() {
  const queryClient = useQueryClient();
  return useQuery({
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
  });
}

/** The videos as the page reads them and hands them to its tabs. */
export type VideosQuery = ReturnType<typeof useVideos>;
