import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialAccount } from '@/shared/social/social';
import { api } from '@/web/lib/api-client';
import { idPath, invalidateAccounts } from './social-keys';

export function disconnectAccount(id: string) {
  return api.post<SocialAccount>(idPath('accounts', id, 'disconnect'));
}

/** Connected → Disconnected: Uplift forgets the account's authorisation and stops posting to it. */
export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectAccount, onSuccess: () => invalidateAccounts(queryClient) });
}
