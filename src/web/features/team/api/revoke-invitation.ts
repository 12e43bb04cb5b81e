import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { useRefreshTeam } from './team-change';

export function revokeInvitation(id: string) {
  return api.delete<null>(`/api/team/invitations/${encodeURIComponent(id)}`);
}

export function useRevokeInvitation() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: revokeInvitation, onSettled: refresh });
}
