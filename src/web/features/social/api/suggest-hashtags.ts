import { useMutation } from '@tanstack/react-query';
import type { HashtagSuggestInput, HashtagSuggestions } from '@/shared/social/hashtags';
import { api } from '@/web/lib/api-client';
import { socialPath } from './social-keys';

export function suggestHashtags(input: HashtagSuggestInput) {
  return api.post<HashtagSuggestions>(socialPath('hashtags/suggest'), input);
}

/** Hashtags for the composer's text and networks: the AI's and the workspace's own, with their figures. */
export function useSuggestHashtags() {
  return useMutation({ mutationFn: suggestHashtags });
}
