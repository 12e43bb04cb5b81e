import type { QueryClient } from '@tanstack/react-query';
import { campaignsQueryOptions } from './get-campaigns';
import { emailOverviewQueryOptions } from './get-email-overview';
import { emailListsQueryOptions } from './get-email-lists';
import { segmentsQueryOptions } from './get-segments';

/**
 * What /email shows on every tab, read before it first shows: the stat tiles' overview, and the
 * campaigns, lists and segments the page reads. Each change made on the screen refreshes them
 * (email-keys.ts). The postal address notice's settings are left to it: a Viewer does not see it.
 */
export async function prefetchEmail(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(emailOverviewQueryOptions(false)),
    queryClient.ensureQueryData(campaignsQueryOptions()),
    queryClient.ensureQueryData(emailListsQueryOptions()),
    queryClient.ensureQueryData(segmentsQueryOptions()),
  ]);
}
