import { useMutation } from '@tanstack/react-query';
import type { AcceptedInvitation } from '@/shared/team/team';
import { api } from '@/web/lib/api-client';
import { useApplyWorkspaceChange } from '@/web/lib/workspace-change';

export function acceptInvitation(token: string) {
  return api.post<AcceptedInvitation>(`/api/invitations/${encodeURIComponent(token)}/accept`);
}

/** Accepting makes the invitation's workspace the one the user works in. */
export function useAcceptInvitation() {
  const applyChange = useApplyWorkspaceChange();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: applyChange });
}
