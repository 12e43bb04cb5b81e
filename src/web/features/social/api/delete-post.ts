import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { idPath, invalidatePosts } from './social-keys';

export function deletePost(id: string) {
  return api.delete<null>(idPath('posts', id));
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSuccess: () => invalidatePosts(queryClient) });
}
