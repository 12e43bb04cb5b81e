import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentItem } from '@/shared/content/content';
import { ApiError, api } from '@/web/lib/api-client';
import { contentKeys } from './content-keys';

export const getContent = (id: string) => api.get<ContentItem>(`/api/content/${encodeURIComponent(id)}`);

export const contentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentKeys.item(id),
    queryFn: () => getContent(id),
    // A 404 (deleted, or another workspace's id) will not change on a retry.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

export function useContent(id: string | null) {
  return useQuery({ ...contentQueryOptions(id ?? ''), enabled: id !== null });
}
