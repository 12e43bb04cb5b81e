import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/auth';
import { studioKeys, uploadPath } from './studio-keys';

export function useDeleteUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(uploadPath(id)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studioKeys.uploads() });
      void queryClient.invalidateQueries({ queryKey: studioKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}
