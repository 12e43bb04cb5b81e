import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentList, ContentListQuery } from '@/shared/content/content';
import { api } from '@/web/lib/api-client';
import { freshUntilAWrite } from '@/web/lib/fresh-until-a-write';
import { contentKeys } from './content-keys';

export function getContentList(query: ContentListQuery): Promise<ContentList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api.get<ContentList>(`/api/content?${params}`);
}

/** The library's page size: its first page is what /content first shows (content-prefetch.ts, and its `firstReads` in module.ts). */
export const libraryPageSize = 12;

export const contentListQueryOptions = (query: ContentListQuery) =>
  queryOptions({
    queryKey: contentKeys.list(query),
    queryFn: () => getContentList(query),
    // What the route's loader has just read (content-prefetch.ts) is fresh, unless the app has written since
    // (the assistant's actions write here without refreshing it).
    staleTime: freshUntilAWrite,
  });

/** One page of the library; the previous page stays on screen while the next search or page loads. */
export function useContentList(query: ContentListQuery) {
  return useQuery({ ...contentListQueryOptions(query), placeholderData: keepPreviousData });
}
