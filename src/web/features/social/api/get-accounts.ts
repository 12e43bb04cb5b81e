import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialAccount } from '@/shared/social/social';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { socialKeys, socialPath } from './social-keys';

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: socialKeys.accounts(),
    queryFn: async () => (await api.get<{ accounts: SocialAccount[] }>(socialPath('accounts'))).accounts,
    retry: retryFailuresOnce,
  });

/** The workspace's connected and disconnected accounts. */
export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
