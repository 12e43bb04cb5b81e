import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudioOverview } from '@/shared/studio/studio';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { studioKeys, studioPath } from './studio-keys';

export const studioOverviewQueryOptions = queryOptions({
  queryKey: studioKeys.overview(),
  queryFn: () => api.get<StudioOverview>(studioPath('overview')),
  retry: retryFailuresOnce,
  // Read by the route's loader just before the screen shows (studio-prefetch.ts).
  staleTime: prefetchedFreshMs,
});

/** The four cards: videos, audio, the rendered length and the views. */
export function useStudioOverview() {
  return useQuery(studioOverviewQueryOptions);
}
