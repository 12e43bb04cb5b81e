import type { QueryClient } from '@tanstack/react-query';
import { monetizationTabs } from '@/shared/monetization/monetization';
import { selectionFromParams } from '@/web/lib/period-selection';
import { monetizationPeriod } from '../monetization-format';
import { summaryQueryOptions } from './get-summary';
import { revenueQueryOptions } from './revenue';
import { settingsQueryOptions } from './settings';
import { topContentQueryOptions } from './top-content';

/**
 * What the hub's Overview (its first tab) shows at `address`: the period's cards, trend and top content,
 * the ledger's first page and the settings. Each change the hub makes refreshes them (useRefreshMonetization).
 */
export async function prefetchOverview(queryClient: QueryClient, address: URL): Promise<unknown> {
  // As useTabInUrl reads it: an unknown tab is the first.
  const tab = monetizationTabs.find((candidate) => candidate.id === address.searchParams.get('tab')) ?? monetizationTabs[0];
  if (tab?.id !== 'overview') return;
  const selection = selectionFromParams(address.searchParams, monetizationPeriod);
  return Promise.all([
    queryClient.ensureQueryData(summaryQueryOptions(selection)),
    queryClient.ensureQueryData(topContentQueryOptions(selection)),
    queryClient.ensureQueryData(revenueQueryOptions(1)),
    queryClient.ensureQueryData(settingsQueryOptions),
  ]);
}
