import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailList } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

export const emailListsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.lists(),
    queryFn: async () => (await api.get<{ lists: EmailList[] }>(emailPath('lists'))).lists,
    retry: retryFailuresOnce,
    // Read by the route's loader just before the screen shows (email-prefetch.ts).
    staleTime: prefetchedFreshMs,
  });

/** The workspace's lists with their counts by status. */
export function useEmailLists() {
  return useQuery(emailListsQueryOptions());
}
