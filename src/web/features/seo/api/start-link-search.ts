import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import type { LinkSearch } from '../link-state';
import { seoKeys, seoPath } from './seo-keys';

export interface StartLinkSearchInput {
  /** The user's site: the URL field's address, else the project's. */
  url: string;
  projectId: string | null;
}

/** Find Opportunities: queues a search (202); the screen follows it with getLinkSearch. */
export function startLinkSearch({ url, projectId }: StartLinkSearchInput) {
  return api.post<LinkSearch>(seoPath('links/searches'), projectId ? { url, projectId } : { url });
}

export function useStartLinkSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLinkSearch,
    // The progress card shows at once, before the first poll answers.
    onSuccess: (search) => queryClient.setQueryData(seoKeys.linkSearch(search.id), search),
  });
}
