import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialPostInput, SocialPostView } from '@/shared/social/social';
import { api } from '@/web/lib/api-client';
import { idPath, invalidatePosts } from './social-keys';

export async function updatePost({ id, input }: { id: string; input: SocialPostInput }) {
  return (await api.put<{ post: SocialPostView }>(idPath('posts', id), input)).post;
}

/** Changes a draft or a scheduled post (scheduled posts can be edited). */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePost, onSuccess: () => invalidatePosts(queryClient) });
}
