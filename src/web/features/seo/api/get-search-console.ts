import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchConsoleState } from '@/shared/seo/search-console';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { projectQuery, seoKeys, seoPath } from './seo-keys';

/** A project's Search Console: every change answers the new state, written here. */
export const searchConsoleKey = (projectId: string) => [...seoKeys.all, 'search-console', projectId] as const;

export const searchConsolePath = seoPath('search-console');

export const searchConsoleQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: searchConsoleKey(projectId),
    queryFn: () => api.get<SearchConsoleState>(`${searchConsolePath}${projectQuery(projectId)}`),
    retry: retryFailuresOnce,
    staleTime: prefetchedFreshMs,
  });

/** Whether the operator set up Google, the project's connection, its properties and the last import's queries. */
export function useSearchConsole(projectId: string) {
  return useQuery(searchConsoleQueryOptions(projectId));
}
