import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialPostView } from '@/shared/social/social';
import { api } from '@/web/lib/api-client';
import { idPath, invalidatePosts } from './social-keys';

export function cancelPost(id: string) {
  return api.post<SocialPostView>(idPath('posts', id, 'cancel'));
}

/** Scheduled → Draft (scheduled posts can be cancelled). */
export function useCancelPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelPost, onSuccess: () => invalidatePosts(queryClient) });
}
