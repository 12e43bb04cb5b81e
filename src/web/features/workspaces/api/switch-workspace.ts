import { useMutation } from '@tanstack/react-query';
import type { WorkspaceList } from '@/shared/workspaces';
import type { SwitchWorkspaceInput } from '@/shared/workspaces-schemas';
import { api } from '@/web/lib/api-client';
import { useApplyWorkspaceChange } from '@/web/lib/workspace-change';

export function switchWorkspace(input: SwitchWorkspaceInput) {
  return api.post<WorkspaceList>('/api/workspaces/current', input);
}

export function useSwitchWorkspace() {
  const applyChange = useApplyWorkspaceChange();
  return useMutation({ mutationFn: switchWorkspace, onSuccess: applyChange });
}
