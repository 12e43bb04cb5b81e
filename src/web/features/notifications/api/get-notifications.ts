import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@/shared/user';
import { api } from '@/web/lib/api-client';

export interface NotificationList {
  items: Notification[];
  unread: number;
}

export const notificationsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['notifications', limit],
    queryFn: () => api.get<NotificationList>(`/api/notifications?limit=${limit}`),
    refetchInterval: 60_000,
  });

/** `enabled` false holds the read back (the bell's, until the screen has been painted). */
export function useNotifications(limit: number, enabled = true) {
  return useQuery({ ...notificationsQueryOptions(limit), enabled });
}
