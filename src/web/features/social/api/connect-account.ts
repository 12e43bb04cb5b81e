import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectAccountInput, ConnectAccountResult } from '@/shared/social/social';
import { api } from '@/web/lib/api-client';
import { invalidateAccounts, socialPath } from './social-keys';

export function connectAccount(input: ConnectAccountInput) {
  return api.post<ConnectAccountResult>(socialPath('accounts'), input);
}

/** Connects at once (Bluesky), or answers where the browser goes to approve Uplift on the network. */
export function useConnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectAccount,
    onSuccess: (result) => {
      if ('account' in result) return invalidateAccounts(queryClient);
    },
  });
}
