import type { QueryClient } from '@tanstack/react-query';
import { audioQueryOptions } from './get-audio';
import { studioOverviewQueryOptions } from './get-overview';
import { videosQueryOptions } from './get-videos';

/**
 * What /video-audio shows on every tab, read before it first shows: the overview's cards and the
 * videos and audio the page hands its tabs. Each change made on the screen refreshes them (studioKeys).
 */
export async function prefetchStudio(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(studioOverviewQueryOptions),
    queryClient.ensureQueryData(videosQueryOptions(queryClient)),
    queryClient.ensureQueryData(audioQueryOptions(queryClient)),
  ]);
}
