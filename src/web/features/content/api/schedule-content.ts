import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContentItem, contentScheduleSchema } from '@/shared/content/content';
import { api } from '@/web/lib/api-client';
import { contentKeys } from './content-keys';

export { contentScheduleSchema };

/** A time schedules the content; null takes it off the calendar. */
export const scheduleContent = ({ id, scheduledAt }: { id: string; scheduledAt: string | null }) =>
  api.patch<ContentItem>(`/api/content/${encodeURIComponent(id)}/schedule`, { scheduledAt });

export function useScheduleContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleContent,
    onSuccess: (item) => {
      queryClient.setQueryData(contentKeys.item(item.id), item);
      return queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
