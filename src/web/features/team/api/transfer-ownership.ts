import { useMutation } from '@tanstack/react-query';
import type { TeamOverview, TransferOwnershipInput } from '@/shared/team/team';
import { api } from '@/web/lib/api-client';
import { useApplyWorkspaceChange } from '@/web/lib/workspace-change';

export function transferOwnership(input: TransferOwnershipInput) {
  return api.post<TeamOverview>('/api/team/transfer', input);
}

/** The caller's role changes, so every screen reads again what it may show. */
export function useTransferOwnership() {
  const applyChange = useApplyWorkspaceChange();
  return useMutation({ mutationFn: transferOwnership, onSuccess: applyChange });
}
