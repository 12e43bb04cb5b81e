import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NotificationPreferenceUpdate, notificationMessages } from '@/shared/notification-kinds';
import { ApiError, api } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { type NotificationPreferences, notificationPreferencesQueryOptions } from './get-notification-preferences';

export function updateNotificationPreference(update: NotificationPreferenceUpdate): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>('/api/notifications/preferences', update);
}

/** Saves one kind's switches at once: the screen shows the change before the server answers, and undoes it if refused. */
export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationPreferencesQueryOptions;
  const mutationKey = [...queryKey, 'update'];
  return useMutation({
    mutationKey,
    mutationFn: updateNotificationPreference,
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(
        queryKey,
        (current) =>
          current && { preferences: current.preferences.map((item) => (item.kind === update.kind ? { ...item, ...update } : item)) },
      );
      return { previous };
    },
    onError: (error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast.error(error instanceof ApiError && error.message ? error.message : notificationMessages.updateFailed);
    },
    // Read back once the last of several quick changes is saved, so an earlier answer never undoes a later change.
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
