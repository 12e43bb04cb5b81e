import type { QueryClient } from '@tanstack/react-query';
import type { ListeningMentionsQuery } from '@/shared/social/listening';
import { socialKeys } from '../social-keys';

/** Query keys of social listening, below the Social Engine's. */
export const listeningKeys = {
  all: () => [...socialKeys.all, 'listening'] as const,
  monitors: () => [...listeningKeys.all(), 'monitors'] as const,
  mentions: (query?: ListeningMentionsQuery) =>
    query ? ([...listeningKeys.all(), 'mentions', query] as const) : ([...listeningKeys.all(), 'mentions'] as const),
};

export const listeningPath = (rest: string) => `/api/social/listening/${rest}`;

/** Monitors or their checks changed: the list and the feed follow. */
export function invalidateListening(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: listeningKeys.all() });
}
