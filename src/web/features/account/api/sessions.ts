import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '@/shared/account/account';
import { api } from '@/web/lib/api-client';

const sessionsKey = ['account', 'sessions'];

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async () => (await api.get<{ sessions: AccountSession[] }>('/api/account/sessions')).sessions,
  });
}

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsKey });
}

export function useRevokeSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/account/sessions/${encodeURIComponent(id)}`),
    onSettled: refresh,
  });
}

export function useRevokeOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => api.post<{ status: boolean }>('/api/auth/revoke-other-sessions'),
    onSettled: refresh,
  });
}
