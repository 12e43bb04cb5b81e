import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserEvent } from '@/shared/events';
import { api } from '@/web/lib/api-client';
import { freshUntilAWrite } from '@/web/lib/fresh-until-a-write';

/** The dashboard shows the 10 latest events. */
export const recentEventsLimit = 10;

export const recentEventsQueryOptions = queryOptions({
  queryKey: ['events', recentEventsLimit],
  queryFn: async () => (await api.get<{ events: UserEvent[] }>(`/api/events?limit=${recentEventsLimit}`)).events,
  staleTime: freshUntilAWrite,
});

export function useRecentEvents() {
  return useQuery(recentEventsQueryOptions);
}
