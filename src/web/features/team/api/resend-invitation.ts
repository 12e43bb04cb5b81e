import { useMutation } from '@tanstack/react-query';
import type { PendingInvitation } from '@/shared/team/team';
import { api } from '@/web/lib/api-client';
import { useRefreshTeam } from './team-change';

export function resendInvitation(id: string) {
  return api.post<PendingInvitation>(`/api/team/invitations/${encodeURIComponent(id)}/resend`);
}

export function useResendInvitation() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: resendInvitation, onSettled: refresh });
}
