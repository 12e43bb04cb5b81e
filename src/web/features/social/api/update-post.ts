import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialPostInput, SocialPostView } from '@/shared/social/social';
import { api } from '@/web/lib/api-client';
import { idPath, invalidatePosts } from './social-keys';

export function updatePost({ id, input }: { id: string; input: SocialPostInput }) {
  return api.put<SocialPostView>(idPath('posts', id), input);
}

/** Changes a draft or a scheduled post (scheduled posts can be edited). */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePost, onSuccess: () => invalidatePosts(queryClient) });
}
