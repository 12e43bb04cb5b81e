import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialBestTimes } from '@/shared/social/social';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { socialKeys, socialPath } from './social-keys';

export const bestTimesQueryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: socialKeys.bestTimes(timeZone),
    queryFn: () => api.get<SocialBestTimes>(socialPath(`best-times?tz=${encodeURIComponent(timeZone)}`)),
    retry: retryFailuresOnce,
  });

/** The weekday and hour, in `timeZone`, when the workspace's published posts drew the most engagement. */
export function useBestTimes(timeZone: string) {
  return useQuery(bestTimesQueryOptions(timeZone));
}
