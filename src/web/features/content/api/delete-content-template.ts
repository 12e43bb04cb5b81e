import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { contentKeys } from './content-keys';

export const deleteContentTemplate = (id: string) => api.delete<null>(`/api/content/templates/${encodeURIComponent(id)}`);

export function useDeleteContentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContentTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.templates }),
  });
}
