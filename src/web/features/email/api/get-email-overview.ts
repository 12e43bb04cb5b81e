import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailOverview } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { freshUntilAWrite } from '@/web/lib/fresh-until-a-write';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

export const emailOverviewQueryOptions = (live: boolean) =>
  queryOptions({
    queryKey: emailKeys.overview(),
    queryFn: () => api.get<EmailOverview>(emailPath('overview')),
    retry: retryFailuresOnce,
    // What the route's loader has just read (email-prefetch.ts) is fresh, unless the app has written since
    // (the assistant's actions write here without refreshing it).
    staleTime: freshUntilAWrite,
    // Opens and clicks come in while a campaign goes out.
    refetchInterval: live ? 10_000 : false,
  });

/** The four stat tiles: subscribers, open rate, click rate and email revenue. */
export function useEmailOverview({ live }: { live: boolean }) {
  return useQuery(emailOverviewQueryOptions(live));
}
