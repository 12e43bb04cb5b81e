import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Funnel } from '@/shared/analytics/goals';
import { api } from '@/web/lib/api-client';
import { analyticsKeys, analyticsPath } from './analytics-keys';

export function removeFunnel({ projectId, funnelId }: { projectId: string; funnelId: string }) {
  return api.delete<null>(`${analyticsPath(projectId)}/funnels/${encodeURIComponent(funnelId)}`);
}

/** Removes a funnel (the visits stay); it leaves the project's list at once. */
export function useRemoveFunnel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFunnel,
    onSuccess: (_nothing, { projectId, funnelId }) =>
      queryClient.setQueryData<Funnel[]>(analyticsKeys.funnels(projectId), (funnels) =>
        funnels?.filter((funnel) => funnel.id !== funnelId),
      ),
  });
}
