import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { projectQuery } from './seo-keys';
import { searchConsoleKey, searchConsolePath } from './get-search-console';

export function disconnectSearchConsole({ projectId }: { projectId: string }) {
  return api.delete<null>(`${searchConsolePath}${projectQuery(projectId)}`);
}

/** Forgets the project's Google tokens and imported queries (204). */
export function useDisconnectSearchConsole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectSearchConsole,
    onSuccess: (_, { projectId }) => queryClient.invalidateQueries({ queryKey: searchConsoleKey(projectId) }),
  });
}
