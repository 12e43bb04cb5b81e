import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { audioPath, useRefreshStudio } from './studio-keys';

export function useDeleteAudio() {
  const onSuccess = useRefreshStudio();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(audioPath(id)), onSuccess });
}
