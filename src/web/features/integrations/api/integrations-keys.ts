import type { QueryClient } from '@tanstack/react-query';
import type { IntegrationCard, IntegrationsOverview } from '@/shared/integrations/catalogue';

/** Query keys of the /integrations screen (Settings' status tab has its own, ['integrations', 'status']). */
export const integrationsKeys = {
  all: ['integrations'] as const,
  /** Every project's overview: the tracker's and Search Console's cards are the current project's. */
  overviews: () => [...integrationsKeys.all, 'overview'] as const,
  overview: (projectId: string | null) => [...integrationsKeys.overviews(), projectId] as const,
};

export const integrationsPath = (rest = '') => `/api/integrations${rest ? `/${rest}` : ''}`;
export const integrationPath = (id: string, action: string) => integrationsPath(`${encodeURIComponent(id)}/${action}`);
export const customIntegrationPath = (id?: string) => integrationsPath(id ? `custom/${encodeURIComponent(id)}` : 'custom');

/**
 * A card the server answered with: shown at once in its place (or added), then the overview is read
 * again, since a change may move the counters or another card.
 */
export function showCard(queryClient: QueryClient, card: IntegrationCard) {
  queryClient.setQueriesData<IntegrationsOverview>({ queryKey: integrationsKeys.overviews() }, (overview) => {
    if (!overview) return overview;
    const known = overview.integrations.some((item) => item.id === card.id);
    const integrations = known
      ? overview.integrations.map((item) => (item.id === card.id ? card : item))
      : [...overview.integrations, card];
    return { ...overview, integrations };
  });
  return queryClient.invalidateQueries({ queryKey: integrationsKeys.overviews() });
}

/** A card the server deleted: it leaves the grid at once. */
export function dropCard(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<IntegrationsOverview>({ queryKey: integrationsKeys.overviews() }, (overview) =>
    overview ? { ...overview, integrations: overview.integrations.filter((item) => item.id !== id) } : overview,
  );
  return queryClient.invalidateQueries({ queryKey: integrationsKeys.overviews() });
}
