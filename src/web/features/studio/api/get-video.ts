import { useQuery } from '@tanstack/react-query';
import type { StudioVideoDetail } from '@/shared/studio/studio';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { studioKeys, videoPath } from './studio-keys';

/** A video with its topic and scenes, as the scene editor opens it. */
export function useVideo(id: string) {
  return useQuery({
    queryKey: studioKeys.video(id),
    queryFn: () => api.get<StudioVideoDetail>(videoPath(id)),
    retry: retryFailuresOnce,
    // The editor keeps its own copy once open: a refresh behind it must not look like an edit.
    refetchOnWindowFocus: false,
  });
}
