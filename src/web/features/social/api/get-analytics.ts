import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialAnalytics } from '@/shared/social/social';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { socialKeys, socialPath } from './social-keys';

export const analyticsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: socialKeys.analytics(days),
    queryFn: () => api.get<SocialAnalytics>(socialPath(`analytics?days=${days}`)),
    // A plan without social analytics answers 403 FEATURE_NOT_AVAILABLE, which a retry does not change.
    retry: retryFailuresOnce,
  });

/** The synced figures of the last `days` days: totals, per account with their days, and per post. */
export function useSocialAnalytics(days: number) {
  // The previous period stays on screen while the next one loads.
  return useQuery({ ...analyticsQueryOptions(days), placeholderData: keepPreviousData });
}
