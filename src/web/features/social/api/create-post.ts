import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialPostInput, SocialPostView } from '@/shared/social/social';
import { api } from '@/web/lib/api-client';
import { invalidatePosts, socialPath } from './social-keys';

export function createPost(input: SocialPostInput) {
  return api.post<SocialPostView>(socialPath('posts'), input);
}

/** Saves a post: a Draft without a time, Scheduled with one, or published at once. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => invalidatePosts(queryClient) });
}
