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

export function useNotifications(limit: number) {
  return useQuery(notificationsQueryOptions(limit));
}
