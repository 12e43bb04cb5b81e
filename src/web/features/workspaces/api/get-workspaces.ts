import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceList } from '@/shared/workspaces';
import { api } from '@/web/lib/api-client';

/** The user's workspaces, oldest first, the current one marked. */
export const workspacesQueryOptions = queryOptions({
  queryKey: ['workspaces'],
  queryFn: async () => (await api.get<WorkspaceList>('/api/workspaces')).workspaces,
});

export function useWorkspaces() {
  return useQuery(workspacesQueryOptions);
}
