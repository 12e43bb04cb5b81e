import { useMutation } from '@tanstack/react-query';
import type { StudioShare } from '@/shared/studio/studio';
import { api } from '@/web/lib/api-client';
import { videoPath } from './studio-keys';

/** Share: the rendered video uploaded to the Social Engine as the composer's video. */
export function useShareVideo() {
  return useMutation({ mutationFn: (id: string) => api.post<StudioShare>(videoPath(id, '/share')) });
}
