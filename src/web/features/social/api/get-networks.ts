import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialNetworkInfo } from '@/shared/social/social';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { socialKeys, socialPath } from './social-keys';

export const networksQueryOptions = () =>
  queryOptions({
    queryKey: socialKeys.networks(),
    queryFn: async () => (await api.get<{ networks: SocialNetworkInfo[] }>(socialPath('networks'))).networks,
    retry: retryFailuresOnce,
    // Whether a network can connect changes only when an administrator enters its keys.
    staleTime: 60_000,
  });

/** The eight networks, how each connects here and whether it can. */
export function useNetworks() {
  return useQuery(networksQueryOptions());
}
