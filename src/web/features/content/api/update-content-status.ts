import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContentItem, type ContentStatus, contentStatusSchema } from '@/shared/content/content';
import { api } from '@/web/lib/api-client';
import { contentKeys } from './content-keys';

export { contentStatusSchema };

export const updateContentStatus = ({ id, status }: { id: string; status: ContentStatus }) =>
  api.patch<ContentItem>(`/api/content/${encodeURIComponent(id)}/status`, { status });

export function useUpdateContentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContentStatus,
    onSuccess: (item) => {
      queryClient.setQueryData(contentKeys.item(item.id), item);
      return queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
