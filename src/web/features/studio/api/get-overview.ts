import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudioOverview } from '@/shared/studio/studio';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { freshUntilAWrite } from '@/web/lib/fresh-until-a-write';
import { studioKeys, studioPath } from './studio-keys';

export const studioOverviewQueryOptions = queryOptions({
  queryKey: studioKeys.overview(),
  queryFn: () => api.get<StudioOverview>(studioPath('overview')),
  retry: retryFailuresOnce,
  // What the route's loader has just read (studio-prefetch.ts) is fresh, unless the app has written since
  // (the assistant's actions write here without refreshing it).
  staleTime: freshUntilAWrite,
});

/** The four cards: videos, audio, the rendered length and the views. */
export function useStudioOverview() {
  return useQuery(studioOverviewQueryOptions);
}
