import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContentItem, type SaveContentInput, saveContentSchema } from '@/shared/content/content';
import { api } from '@/web/lib/api-client';
import { contentKeys, dependentKeys } from './content-keys';

export { saveContentSchema };

export const saveContent = (input: SaveContentInput) => api.post<ContentItem>('/api/content', input);

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContent,
    onSuccess: () => Promise.all([contentKeys.all, ...dependentKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
