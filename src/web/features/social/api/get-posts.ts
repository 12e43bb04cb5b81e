import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialPostView } from '@/shared/social';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { nextPollDelay } from '../post-polling';
import { socialKeys, socialPath } from './social-keys';

export const postsQueryOptions = () =>
  queryOptions({
    queryKey: socialKeys.posts(),
    queryFn: async () => (await api.get<{ posts: SocialPostView[] }>(socialPath('posts'))).posts,
    retry: retryFailuresOnce,
    // Publishing happens on the server: while a post goes out, or is about to, its status is asked again.
    refetchInterval: (query) => nextPollDelay(query.state.data, Date.now()),
  });

/** Every post of the workspace, newest first, whatever its status. */
export function usePosts() {
  return useQuery(postsQueryOptions());
}
