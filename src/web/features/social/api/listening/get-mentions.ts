import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListeningMentionsQuery, ListeningMentionsView } from '@/shared/social/listening';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { listeningKeys, listeningPath } from './listening-keys';

export const mentionsQueryOptions = (query: ListeningMentionsQuery) =>
  queryOptions({
    queryKey: listeningKeys.mentions(query),
    queryFn: () => {
      const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
      return api.get<ListeningMentionsView>(listeningPath(`mentions${params.size ? `?${params}` : ''}`));
    },
    retry: retryFailuresOnce,
    placeholderData: keepPreviousData,
  });

/** The mentions the monitors found, newest first, with their counts per sentiment. */
export function useMentions(query: ListeningMentionsQuery) {
  return useQuery(mentionsQueryOptions(query));
}
