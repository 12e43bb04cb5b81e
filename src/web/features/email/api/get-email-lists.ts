import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailList } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { freshUntilAWrite } from '@/web/lib/fresh-until-a-write';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

export const emailListsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.lists(),
    queryFn: async () => (await api.get<{ lists: EmailList[] }>(emailPath('lists'))).lists,
    retry: retryFailuresOnce,
    // What the route's loader has just read (email-prefetch.ts) is fresh, unless the app has written since
    // (the assistant's actions write here without refreshing it).
    staleTime: freshUntilAWrite,
  });

/** The workspace's lists with their counts by status. */
export function useEmailLists() {
  return useQuery(emailListsQueryOptions());
}
