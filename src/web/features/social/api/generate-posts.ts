import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateSocialInput, GeneratedSocialPost } from '@/shared/social/social';
import { api } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/auth';
import { socialPath } from './social-keys';

export function generatePosts(input: GenerateSocialInput) {
  return api.post<{ posts: GeneratedSocialPost[]; source: 'ai' | 'offline' }>(socialPath('generate'), input);
}

/** Writes a post per network on a topic; it counts as one of the month's generations. */
export function useGeneratePosts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generatePosts, onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }) });
}
