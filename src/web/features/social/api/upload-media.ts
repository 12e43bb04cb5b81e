import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialMediaView } from '@/shared/social/social';
import { apiErrorOf } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/auth';
import { socialKeys, socialPath } from './social-keys';

/** Sends one image as multipart/form-data (the api client sends JSON); the server proves what it is from its bytes. */
export async function uploadMedia(file: File): Promise<SocialMediaView> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(socialPath('media'), { method: 'POST', credentials: 'same-origin', body: form });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as SocialMediaView;
}

/** Uploads an image for a post; it counts against the plan's storage. Its key lets the composer wait for every upload. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: socialKeys.mediaUploads(),
    mutationFn: uploadMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
