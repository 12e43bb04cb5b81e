import { useQuery } from '@tanstack/react-query';
import type { ContentList } from '@/shared/content/content';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { monetizationKeys } from './monetization-keys';

/** A published content item a tracked link may credit. */
export interface ContentChoice {
  id: string;
  title: string;
}

/** The workspace's published content, newest first (the library's largest page: enough to pick from). */
export function usePublishedContent() {
  return useQuery({
    queryKey: monetizationKeys.publishedContent(),
    queryFn: async () =>
      (await api.get<ContentList>('/api/content?status=published&pageSize=100')).items.map(({ id, title }): ContentChoice => ({
        id,
        title,
      })),
    retry: retryFailuresOnce,
  });
}
