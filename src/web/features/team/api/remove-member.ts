import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { useRefreshTeam } from './team-change';

export function removeMember(userId: string) {
  return api.delete<null>(`/api/team/members/${encodeURIComponent(userId)}`);
}

export function useRemoveMember() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: removeMember, onSettled: refresh });
}
