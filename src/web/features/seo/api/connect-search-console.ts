import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { searchConsolePath } from './get-search-console';

export function connectSearchConsole({ projectId }: { projectId: string }) {
  return api.post<{ url: string }>(`${searchConsolePath}/connect`, { projectId });
}

/** Google's consent page for the project: the browser goes there, and Google sends it back to /seo. */
export function useConnectSearchConsole() {
  return useMutation({ mutationFn: connectSearchConsole, onSuccess: ({ url }) => window.location.assign(url) });
}
