import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/** Bans (ending every session of the user) or lifts the ban. */
export function useSetUserBanned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, banned }: { userId: string; banned: boolean }) =>
      api.post<{ ok: true }>(`/api/admin/users/${encodeURIComponent(userId)}/${banned ? 'ban' : 'unban'}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
