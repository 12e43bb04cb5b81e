import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentIdeas } from '@/shared/content/content';
import { api } from '@/web/lib/api-client';

/** The six ideas /content opens with: the offline writer's, from the project, free of charge. */
export function getStartingIdeas(projectId: string | undefined): Promise<ContentIdeas> {
  return api.get<ContentIdeas>(`/api/content/ideas${projectId ? `?projectId=${encodeURIComponent(projectId)}` : ''}`);
}

// Apart from ['content']: saving content must not swap the ideas a user is reading.
export const startingIdeasQueryOptions = (projectId: string | undefined) =>
  queryOptions({
    queryKey: ['content-ideas', projectId ?? null],
    queryFn: () => getStartingIdeas(projectId),
    staleTime: Infinity,
  });

export function useStartingIdeas(projectId: string | undefined) {
  return useQuery(startingIdeasQueryOptions(projectId));
}
