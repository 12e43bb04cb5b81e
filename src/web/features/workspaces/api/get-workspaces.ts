import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceList } from '@/shared/workspaces';
import { api } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';

/** The user's workspaces, oldest first, the current one marked. The frame's loader reads them; a change of workspace refreshes them. */
export const workspacesQueryOptions = queryOptions({
  queryKey: ['workspaces'],
  queryFn: async () => (await api.get<WorkspaceList>('/api/workspaces')).workspaces,
  staleTime: prefetchedFreshMs,
});

export function useWorkspaces() {
  return useQuery(workspacesQueryOptions);
}
