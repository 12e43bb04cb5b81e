import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectAccountResult } from '@/shared/social/social';
import { api } from '@/web/lib/api-client';
import { idPath, invalidateAccounts } from './social-keys';

export function reconnectAccount(id: string) {
  return api.post<ConnectAccountResult>(idPath('accounts', id, 'reconnect'));
}

/** Disconnected → Connected, at once or after approving Uplift on the network again. */
export function useReconnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconnectAccount,
    onSuccess: (result) => {
      if ('account' in result) return invalidateAccounts(queryClient);
    },
  });
}
