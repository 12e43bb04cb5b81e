import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentIdeas } from '@/shared/content';
import { api } from '@/web/lib/api-client';

export function getContentIdeas(round: number, projectId: string | undefined): Promise<ContentIdeas> {
  const params = new URLSearchParams({ round: String(round) });
  if (projectId) params.set('projectId', projectId);
  return api.get<ContentIdeas>(`/api/content/ideas?${params}`);
}

// Apart from ['content']: saving content must not swap the ideas a user is reading.
export const contentIdeasQueryOptions = (round: number, projectId: string | undefined) =>
  queryOptions({
    queryKey: ['content-ideas', projectId ?? null, round],
    queryFn: () => getContentIdeas(round, projectId),
    staleTime: Infinity,
  });

/** Six ideas per round; the next round gives six new ones while the current ones stay shown. */
export function useContentIdeas(round: number, projectId: string | undefined) {
  return useQuery({ ...contentIdeasQueryOptions(round, projectId), placeholderData: keepPreviousData });
}
