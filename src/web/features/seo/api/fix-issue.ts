import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeoIssue } from '@/shared/seo/seo';
import { api } from '@/web/lib/api-client';
import { idPath, seoKeys } from './seo-keys';

export function fixIssue(id: string) {
  return api.post<SeoIssue>(idPath('issues', id, 'fix'));
}

/** Pending → fixed; the list and its counts follow. The next crawl re-opens it if it is still there. */
export function useFixIssue() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fixIssue, onSuccess: () => queryClient.invalidateQueries({ queryKey: seoKeys.issues() }) });
}
