import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialPostView } from '@/shared/social/social';
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

/** The workspace's newest posts (500), whatever their status. */
export function usePosts() {
  return useQuery(postsQueryOptions());
}

/** Every post still to go out (the 2,000 soonest), for the Scheduler: none hides behind newer posts. */
export function useScheduledPosts() {
  return useQuery({
    queryKey: socialKeys.scheduledPosts(),
    queryFn: async () => (await api.get<{ posts: SocialPostView[] }>(`${socialPath('posts')}?status=scheduled`)).posts,
    retry: retryFailuresOnce,
    refetchInterval: (query) => nextPollDelay(query.state.data, Date.now()),
  });
}
