import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContentItem, type UpdateContentInput, updateContentSchema } from '@/shared/content/content';
import { api } from '@/web/lib/api-client';
import { contentKeys, dependentKeys } from './content-keys';

export { updateContentSchema };

export const updateContent = ({ id, input }: { id: string; input: UpdateContentInput }) =>
  api.put<ContentItem>(`/api/content/${encodeURIComponent(id)}`, input);

export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContent,
    onSuccess: (item) => {
      queryClient.setQueryData(contentKeys.item(item.id), item);
      return Promise.all([contentKeys.all, ...dependentKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
