import type { QueryClient } from '@tanstack/react-query';
import { monetizationTabs } from '@/shared/monetization/monetization';
import { selectionFromParams } from '@/web/lib/period-selection';
import { tabInParams } from '@/web/lib/use-tab-in-url';
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
  if (tabInParams(monetizationTabs, address.searchParams) !== 'overview') return;
  const selection = selectionFromParams(address.searchParams, monetizationPeriod);
  return Promise.all([
    queryClient.ensureQueryData(summaryQueryOptions(selection)),
    queryClient.ensureQueryData(topContentQueryOptions(selection)),
    queryClient.ensureQueryData(revenueQueryOptions(1)),
    queryClient.ensureQueryData(settingsQueryOptions),
  ]);
}
