import type { QueryClient } from '@tanstack/react-query';
import { ensureCurrentProject } from '@/web/projects/use-current-project';
import { integrationsQueryOptions } from './get-integrations';
import { workflowsQueryOptions } from './workflows';

/**
 * What /integrations first shows: the current project's cards (its tracker's and Search Console's are
 * the project's) and the workflows. Each change made on the screen refreshes them (showCard, dropCard,
 * the workflows' saves).
 */
export async function prefetchIntegrations(queryClient: QueryClient): Promise<unknown> {
  const cards = ensureCurrentProject(queryClient).then((project) =>
    queryClient.ensureQueryData(integrationsQueryOptions(project?.id ?? null)),
  );
  return Promise.all([cards, queryClient.ensureQueryData(workflowsQueryOptions)]);
}
