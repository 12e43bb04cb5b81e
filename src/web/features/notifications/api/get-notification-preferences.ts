import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreference } from '@/shared/notification-kinds';
import { api } from '@/web/lib/api-client';

export interface NotificationPreferences {
  preferences: NotificationPreference[];
}

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: ['notifications', 'preferences'],
  queryFn: () => api.get<NotificationPreferences>('/api/notifications/preferences'),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}
