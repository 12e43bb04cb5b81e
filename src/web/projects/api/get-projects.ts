import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@/shared/projects';
import { api } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';

export const projectsPath = '/api/projects';

/** The workspace's projects, newest first. The frame's loader reads them; every change to them refreshes them. */
export const projectsQueryOptions = queryOptions({
  queryKey: ['projects'],
  queryFn: async () => (await api.get<{ projects: Project[] }>(projectsPath)).projects,
  staleTime: prefetchedFreshMs,
});

export function useProjects() {
  return useQuery(projectsQueryOptions);
}
