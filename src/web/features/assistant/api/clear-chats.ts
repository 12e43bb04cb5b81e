import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { assistantKeys, assistantPath } from './assistant-keys';

/** Deletes all of the user's chats in this workspace (Recent Chats' Clear). */
export function useClearChats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(assistantPath('chats')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.chats() }),
  });
}
