import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriberPage } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

/** The server's page size. */
export const subscribersPageSize = 50;

/** Whose subscribers the table (and Export Data) shows: everyone, one list or one segment. */
export type Audience = { kind: 'all' } | { kind: 'list'; id: string } | { kind: 'segment'; id: string };

export interface SubscriberQuery {
  audience: Audience;
  search: string;
  page: number;
}

/** The audience as the API's query: ?listId= or ?segmentId=, nothing for everyone. */
export function audienceParams(audience: Audience): URLSearchParams {
  const params = new URLSearchParams();
  if (audience.kind === 'list') params.set('listId', audience.id);
  if (audience.kind === 'segment') params.set('segmentId', audience.id);
  return params;
}

export function subscribersQueryString({ audience, search, page }: SubscriberQuery): string {
  const params = audienceParams(audience);
  if (search.trim()) params.set('search', search.trim());
  params.set('page', String(page));
  return params.toString();
}

export const subscribersQueryOptions = (query: SubscriberQuery) => {
  const queryString = subscribersQueryString(query);
  return queryOptions({
    queryKey: emailKeys.subscriberPage(queryString),
    queryFn: () => api.get<SubscriberPage>(`${emailPath('subscribers')}?${queryString}`),
    retry: retryFailuresOnce,
    placeholderData: keepPreviousData,
  });
};

/** One page of subscribers, 50 at a time. */
export function useSubscribers(query: SubscriberQuery) {
  return useQuery(subscribersQueryOptions(query));
}
