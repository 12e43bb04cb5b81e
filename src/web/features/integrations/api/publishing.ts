import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentPublication, PublishContentInput, PublishingState } from '@/shared/integrations/publishing';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { integrationsKeys } from './integrations-keys';

const publishingKey = (contentId: string) => [...integrationsKeys.all, 'publishing', contentId] as const;

/** The sites an item can go to, and where it already is. */
export function usePublishingState(contentId: string) {
  return useQuery({
    queryKey: publishingKey(contentId),
    queryFn: () => api.get<PublishingState>(`/api/integrations/publishing?contentId=${encodeURIComponent(contentId)}`),
    retry: retryFailuresOnce,
  });
}

/** Publishes the item to a connected site; a live post changes the item too (published, with its address). */
export function usePublishContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishContentInput) => api.post<ContentPublication>('/api/integrations/publishing', input),
    onSuccess: (_publication, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: publishingKey(input.contentId) }),
        // The Content Engine's copy of the item (its status and address) is stale after a live post.
        queryClient.invalidateQueries({ queryKey: ['content'] }),
        queryClient.invalidateQueries({ queryKey: integrationsKeys.overviews() }),
      ]),
  });
}
