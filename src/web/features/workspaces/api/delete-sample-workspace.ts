import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { useApplyWorkspaceChange } from '@/web/lib/workspace-change';

/** Deletes a sample workspace; the user is back in their own workspace afterwards. */
export function deleteSampleWorkspace(workspaceId: string) {
  return api.delete<void>(`/api/workspaces/${encodeURIComponent(workspaceId)}`);
}

export function useDeleteSampleWorkspace() {
  const applyChange = useApplyWorkspaceChange();
  return useMutation({ mutationFn: deleteSampleWorkspace, onSuccess: applyChange });
}
