import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentItem } from '@/shared/content/content';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { socialKeys } from './social-keys';

/** The Content Engine's item sent to the composer (GET /api/content/:id). */
export function getComposeContent(contentId: string) {
  return api.get<ContentItem>(`/api/content/${encodeURIComponent(contentId)}`);
}

export const composeContentQueryOptions = (contentId: string) =>
  queryOptions({
    queryKey: socialKeys.composeContent(contentId),
    queryFn: () => getComposeContent(contentId),
    // A 404 (deleted, or another workspace's id) will not change on a retry.
    retry: retryFailuresOnce,
    staleTime: Infinity,
    gcTime: 0,
  });

/** The item in /social?compose=<id>, read once; nothing while there is none. */
export function useComposeContent(contentId: string | null) {
  return useQuery({ ...composeContentQueryOptions(contentId ?? ''), enabled: contentId !== null });
}
