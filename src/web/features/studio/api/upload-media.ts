import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioUpload } from '@/shared/studio/studio';
import { apiErrorOf } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/auth';
import { studioKeys, studioPath } from './studio-keys';

/**
 * Sends one file as its raw bytes, its name in the query. The body is declared application/octet-stream
 * whatever the file is: the API's same-origin guard takes one media type per streamed path, and the
 * server tells a video, audio or image from its bytes.
 */
export async function uploadMedia(file: File): Promise<StudioUpload> {
  const response = await fetch(`${studioPath('uploads')}?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as StudioUpload;
}

/** Adds a file to the media library; it takes room in the plan's storage. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studioKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      // Awaited: the file leaves the pending list once it is in the library's.
      return queryClient.invalidateQueries({ queryKey: studioKeys.uploads() });
    },
  });
}
