import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioVideoDetail, VideoUpdate } from '@/shared/studio/studio';
import { api } from '@/web/lib/api-client';
import { studioKeys, videoPath } from './studio-keys';

/** The scene editor's save: the title, voice, speed and the whole timeline. */
export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: VideoUpdate }) => api.patch<StudioVideoDetail>(videoPath(id), update),
    onSuccess: (video) => {
      queryClient.setQueryData(studioKeys.video(video.id), video);
      void queryClient.invalidateQueries({ queryKey: studioKeys.videos(), exact: true });
      void queryClient.invalidateQueries({ queryKey: studioKeys.overview() });
    },
  });
}
