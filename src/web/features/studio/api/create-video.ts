import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioVideoDetail, VideoInput } from '@/shared/studio/studio';
import { api } from '@/web/lib/api-client';
import { studioKeys, studioPath, useRefreshStudio } from './studio-keys';

/** The AI writes the scenes from the topic or script, which takes seconds. */
export function useCreateVideo() {
  const queryClient = useQueryClient();
  const refresh = useRefreshStudio();
  return useMutation({
    mutationFn: (input: VideoInput) => api.post<StudioVideoDetail>(studioPath('videos'), input),
    onSuccess: (video) => {
      // The scene editor opens on it next: it need not ask for what it was just given.
      queryClient.setQueryData(studioKeys.video(video.id), video);
      refresh();
    },
  });
}
