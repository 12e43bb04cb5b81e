import { api } from '@/web/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '@/shared/plans';

/** A hand-set plan for a workspace; null hands it back to its subscription's plan. */
export function useSetWorkspacePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, plan }: { workspaceId: string; plan: PlanId | null }) =>
      api.put<{ workspaceId: string; plan: PlanId | null }>(`/api/admin/workspaces/${encodeURIComponent(workspaceId)}/plan`, { plan }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
