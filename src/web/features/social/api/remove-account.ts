import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { idPath, invalidateAccounts, invalidatePosts } from './social-keys';

export function removeAccount(id: string) {
  return api.delete<null>(idPath('accounts', id));
}

/** Removes a disconnected account; its posts lose it as a target. */
export function useRemoveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAccount,
    onSuccess: () => Promise.all([invalidateAccounts(queryClient), invalidatePosts(queryClient)]),
  });
}
