import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioVideo } from '@/shared/studio/studio';
import { api } from '@/web/lib/api-client';
import { studioKeys, videoPath } from './studio-keys';

/** Starts a render (202); the list then follows its progress. */
export function useRenderVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<StudioVideo>(videoPath(id, '/render')),
    onSuccess: (video) => {
      queryClient.setQueryData<StudioVideo[]>(studioKeys.videos(), (videos) =>
        videos?.map((each) => (each.id === video.id ? video : each)),
      );
      void queryClient.invalidateQueries({ queryKey: studioKeys.videos(), exact: true });
    },
  });
}
