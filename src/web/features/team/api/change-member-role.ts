import { useMutation } from '@tanstack/react-query';
import type { InvitableRole, TeamMember } from '@/shared/team/team';
import { api } from '@/web/lib/api-client';
import { useRefreshTeam } from './team-change';

export function changeMemberRole({ userId, role }: { userId: string; role: InvitableRole }) {
  return api.patch<TeamMember>(`/api/team/members/${encodeURIComponent(userId)}`, { role });
}

export function useChangeMemberRole() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: changeMemberRole, onSettled: refresh });
}
