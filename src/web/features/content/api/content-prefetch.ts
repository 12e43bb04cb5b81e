import type { QueryClient } from '@tanstack/react-query';
import { storedProjectId } from '@/web/lib/current-project-storage';
import { projectsQueryOptions } from '@/web/projects/api/get-projects';
import { chooseCurrentProject } from '@/web/projects/current-project';
import { contentListQueryOptions, libraryPageSize } from './get-content-list';
import { startingIdeasQueryOptions } from './get-content-ideas';

/**
 * What /content first shows: the library's first page, unfiltered, and the current project's starting
 * ideas. Saving content refreshes the library (contentKeys); the ideas stay until more are asked for.
 */
export async function prefetchContent(queryClient: QueryClient): Promise<unknown> {
  const ideas = queryClient
    .ensureQueryData(projectsQueryOptions)
    .then((projects) => queryClient.ensureQueryData(startingIdeasQueryOptions(chooseCurrentProject(projects, storedProjectId())?.id)));
  return Promise.all([queryClient.ensureQueryData(contentListQueryOptions({ page: 1, pageSize: libraryPageSize })), ideas]);
}
