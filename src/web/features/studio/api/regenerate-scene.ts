import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioVideoDetail } from '@/shared/studio/studio';
import { api } from '@/web/lib/api-client';
import { studioKeys, videoPath } from './studio-keys';

/** The AI writes one scene again; the answer is the video with that scene replaced. */
export function useRegenerateScene() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sceneId }: { id: string; sceneId: string }) =>
      api.post<StudioVideoDetail>(videoPath(id, `/scenes/${encodeURIComponent(sceneId)}/regenerate`)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: studioKeys.videos(), exact: true }),
  });
}
