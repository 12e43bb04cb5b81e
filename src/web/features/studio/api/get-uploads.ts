import { useQuery } from '@tanstack/react-query';
import type { StudioUpload } from '@/shared/studio/studio';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { studioKeys, studioPath } from './studio-keys';

/** The media library: the workspace's uploaded images, music and clips, newest first. */
export function useUploads() {
  return useQuery({
    queryKey: studioKeys.uploads(),
    queryFn: async () => (await api.get<{ uploads: StudioUpload[] }>(studioPath('uploads'))).uploads,
    retry: retryFailuresOnce,
  });
}
