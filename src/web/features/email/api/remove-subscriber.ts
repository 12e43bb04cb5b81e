import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { idPath, invalidateAudience } from './email-keys';

export function removeSubscriber(id: string) {
  return api.delete<null>(idPath('subscribers', id));
}

/** Removes a subscriber from the workspace, on every list. */
export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeSubscriber, onSuccess: () => invalidateAudience(queryClient) });
}
