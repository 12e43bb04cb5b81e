import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailOverview } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

export const emailOverviewQueryOptions = (live: boolean) =>
  queryOptions({
    queryKey: emailKeys.overview(),
    queryFn: () => api.get<EmailOverview>(emailPath('overview')),
    retry: retryFailuresOnce,
    // Read by the route's loader just before the screen shows (email-prefetch.ts).
    staleTime: prefetchedFreshMs,
    // Opens and clicks come in while a campaign goes out.
    refetchInterval: live ? 10_000 : false,
  });

/** The four stat tiles: subscribers, open rate, click rate and email revenue. */
export function useEmailOverview({ live }: { live: boolean }) {
  return useQuery(emailOverviewQueryOptions(live));
}
