import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@/shared/projects';
import { api } from '@/web/lib/api-client';

/** The workspace's projects, newest first. */
export const projectsQueryOptions = queryOptions({
  queryKey: ['projects'],
  queryFn: async () => (await api.get<{ projects: Project[] }>('/api/projects')).projects,
});

export function useProjects() {
  return useQuery(projectsQueryOptions);
}
