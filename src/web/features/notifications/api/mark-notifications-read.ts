import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['notifications'] });
}

export function useMarkAllNotificationsRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: () => api.post<{ updated: number }>('/api/notifications/read-all'),
    onSuccess: refresh,
  });
}

export function useMarkNotificationRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (id: string) => api.post<{ ok: true }>(`/api/notifications/${id}/read`),
    onSuccess: refresh,
  });
}
