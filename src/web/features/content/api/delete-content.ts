import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { contentKeys, dependentKeys } from './content-keys';

export const deleteContent = (id: string) => api.delete<null>(`/api/content/${encodeURIComponent(id)}`);

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: contentKeys.item(id) });
      return Promise.all([contentKeys.all, ...dependentKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
