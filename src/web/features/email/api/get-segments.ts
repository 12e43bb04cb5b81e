import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Segment } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

export const segmentsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.segments(),
    queryFn: async () => (await api.get<{ segments: Segment[] }>(emailPath('segments'))).segments,
    retry: retryFailuresOnce,
    // Read by the route's loader just before the screen shows (email-prefetch.ts).
    staleTime: prefetchedFreshMs,
  });

/** The four built-in segments (All, Engaged, Customers, Leads), then the user's own. */
export function useSegments() {
  return useQuery(segmentsQueryOptions());
}
