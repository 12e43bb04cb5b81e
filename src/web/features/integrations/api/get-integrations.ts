import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IntegrationsOverview } from '@/shared/integrations/catalogue';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { useCurrentProject } from '@/web/projects/use-current-project';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { integrationsKeys, integrationsPath } from './integrations-keys';

export const integrationsQueryOptions = (projectId: string | null) =>
  queryOptions({
    queryKey: integrationsKeys.overview(projectId),
    queryFn: () =>
      api.get<IntegrationsOverview>(projectId ? `${integrationsPath()}?projectId=${encodeURIComponent(projectId)}` : integrationsPath()),
    retry: retryFailuresOnce,
    staleTime: prefetchedFreshMs,
  });

/** Every card the workspace may connect, its custom integrations and the current project's tracker snippet. */
export function useIntegrations() {
  const { project } = useCurrentProject();
  return useQuery(integrationsQueryOptions(project?.id ?? null));
}
