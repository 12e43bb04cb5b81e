import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Segment } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { freshUntilAWrite } from '@/web/lib/fresh-until-a-write';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

export const segmentsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.segments(),
    queryFn: async () => (await api.get<{ segments: Segment[] }>(emailPath('segments'))).segments,
    retry: retryFailuresOnce,
    // What the route's loader has just read (email-prefetch.ts) is fresh, unless the app has written since
    // (the assistant's actions write here without refreshing it).
    staleTime: freshUntilAWrite,
  });

/** The four built-in segments (All, Engaged, Customers, Leads), then the user's own. */
export function useSegments() {
  return useQuery(segmentsQueryOptions());
}
