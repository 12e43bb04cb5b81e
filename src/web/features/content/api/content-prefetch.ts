import type { QueryClient } from '@tanstack/react-query';
import { ensureCurrentProject } from '@/web/projects/use-current-project';
import { contentListQueryOptions, libraryPageSize } from './get-content-list';
import { startingIdeasQueryOptions } from './get-content-ideas';

/**
 * What /content first shows: the library's first page, unfiltered, and the current project's starting
 * ideas. Saving content refreshes the library (contentKeys); the ideas stay until more are asked for.
 */
export async function prefetchContent(queryClient: QueryClient): Promise<unknown> {
  const ideas = ensureCurrentProject(queryClient).then((project) => queryClient.ensureQueryData(startingIdeasQueryOptions(project?.id)));
  return Promise.all([queryClient.ensureQueryData(contentListQueryOptions({ page: 1, pageSize: libraryPageSize })), ideas]);
}
