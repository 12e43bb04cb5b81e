import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { useApplyWorkspaceChange } from '@/web/lib/workspace-change';

export function leaveWorkspace() {
  return api.post<{ workspaceName: string }>('/api/team/leave');
}

/** The user now works in another workspace of theirs: nothing read for this one may show. */
export function useLeaveWorkspace() {
  const applyChange = useApplyWorkspaceChange();
  return useMutation({ mutationFn: leaveWorkspace, onSuccess: applyChange });
}
