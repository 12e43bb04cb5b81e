import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchConsoleState } from '@/shared/seo/search-console';
import { ApiError, api } from '@/web/lib/api-client';
import { searchConsoleKey, searchConsolePath } from './get-search-console';

export function importSearchConsole({ projectId }: { projectId: string }) {
  return api.post<SearchConsoleState>(`${searchConsolePath}/import`, { projectId });
}

/** Import last 28 days: the new queries replace the last import's. A refusal that lasts (reconnect) is kept on the connection, so the card reads it again. */
export function useImportSearchConsole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSearchConsole,
    onSuccess: (state, { projectId }) => queryClient.setQueryData(searchConsoleKey(projectId), state),
    onError: (error, { projectId }) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: searchConsoleKey(projectId) });
    },
  });
}
