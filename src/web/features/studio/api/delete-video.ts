import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { useRefreshStudio, videoPath } from './studio-keys';

export function useDeleteVideo() {
  const onSuccess = useRefreshStudio();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(videoPath(id)), onSuccess });
}
