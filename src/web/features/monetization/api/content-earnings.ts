import { useQuery } from '@tanstack/react-query';
import type { TopContentItem } from '@/shared/monetization/suggestions';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { monetizationKeys, monetizationPath } from './monetization-keys';

/** What one content item earned in the last 30 days, or null when nothing is credited to it. */
export function useContentEarnings(contentId: string) {
  return useQuery({
    queryKey: [...monetizationKeys.all, 'content', contentId],
    queryFn: async () => (await api.get<{ earnings: TopContentItem | null }>(monetizationPath(`content/${contentId}?range=30d`))).earnings,
    retry: retryFailuresOnce,
  });
}
