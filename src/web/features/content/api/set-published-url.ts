import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContentItem, contentPublishedUrlSchema } from '@/shared/content/content';
import { api } from '@/web/lib/api-client';
import { contentKeys } from './content-keys';

export { contentPublishedUrlSchema };

/** An address tells Analytics where to count the piece's views; null clears it. */
export const setPublishedUrl = ({ id, publishedUrl }: { id: string; publishedUrl: string | null }) =>
  api.patch<ContentItem>(`/api/content/${encodeURIComponent(id)}/published-url`, { publishedUrl });

export function useSetPublishedUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublishedUrl,
    onSuccess: (item) => {
      queryClient.setQueryData(contentKeys.item(item.id), item);
      // The dashboard's Your Content counts the piece's views through the address.
      return Promise.all([contentKeys.all, ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
