import { useMutation } from '@tanstack/react-query';
import { type InviteMemberInput, type PendingInvitation, inviteMemberSchema } from '@/shared/team/team';
import { api } from '@/web/lib/api-client';
import { useRefreshTeam } from './team-change';

export { inviteMemberSchema };

export function inviteMember(input: InviteMemberInput) {
  return api.post<PendingInvitation>('/api/team/invitations', input);
}

export function useInviteMember() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: inviteMember, onSettled: refresh });
}
