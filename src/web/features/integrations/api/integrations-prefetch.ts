import type { QueryClient } from '@tanstack/react-query';
import { projectsQueryOptions } from '@/web/projects/api/get-projects';
import { chooseCurrentProject } from '@/web/projects/current-project';
import { storedProjectId } from '@/web/lib/current-project-storage';
import { integrationsQueryOptions } from './get-integrations';
import { workflowsQueryOptions } from './workflows';

/**
 * What /integrations first shows: the current project's cards (its tracker's and Search Console's are
 * the project's) and the workflows. Each change made on the screen refreshes them (showCard, dropCard,
 * the workflows' saves).
 */
export async function prefetchIntegrations(queryClient: QueryClient): Promise<unknown> {
  const cards = queryClient
    .ensureQueryData(projectsQueryOptions)
    .then((projects) =>
      queryClient.ensureQueryData(integrationsQueryOptions(chooseCurrentProject(projects, storedProjectId())?.id ?? null)),
    );
  return Promise.all([cards, queryClient.ensureQueryData(workflowsQueryOptions)]);
}
