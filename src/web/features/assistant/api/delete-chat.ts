import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { assistantKeys, chatPath } from './assistant-keys';

/** Deletes one chat for good (Chat History). */
export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(chatPath(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.chats() }),
  });
}
