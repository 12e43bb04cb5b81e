import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialEngagementItem } from '@/shared/social/social';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { socialKeys, socialPath } from './social-keys';

export const engagementQueryOptions = () =>
  queryOptions({
    queryKey: socialKeys.engagement(),
    queryFn: async () => (await api.get<{ items: SocialEngagementItem[] }>(socialPath('engagement'))).items,
    retry: retryFailuresOnce,
  });

/** Mentions of and replies to the connected accounts, newest first, as the syncs read them. */
export function useEngagement() {
  return useQuery(engagementQueryOptions());
}
