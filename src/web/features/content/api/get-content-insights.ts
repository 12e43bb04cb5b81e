import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentInsights } from '@/shared/content/content';
import { api } from '@/web/lib/api-client';

export const getContentInsights = (projectId: string | undefined) =>
  api.post<ContentInsights>(`/api/content/insights${projectId ? `?projectId=${encodeURIComponent(projectId)}` : ''}`);

/** The Content Strategy Assistant: asked on demand, since each answer counts one generation. */
export function useContentInsights() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: getContentInsights, onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }) });
}
