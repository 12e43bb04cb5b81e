import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialImportInput, SocialImportResult } from '@/shared/social/social';
import { api } from '@/web/lib/api-client';
import { invalidatePosts, socialPath } from './social-keys';

export function importPosts(input: SocialImportInput) {
  return api.post<SocialImportResult>(socialPath('imports'), input);
}

/** Creates a post per row of a CSV file: all of them, or none when any row has an error. */
export function useImportPosts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importPosts, onSuccess: () => invalidatePosts(queryClient) });
}
