import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportContacts } from '@/shared/support/support';
import { api, retryFailuresOnce } from '@/web/lib/api-client';

export const supportContactsQueryKey = ['admin', 'support'] as const;

export const supportContactsQueryOptions = queryOptions({
  queryKey: supportContactsQueryKey,
  queryFn: () => api.get<SupportContacts>('/api/admin/support'),
  retry: retryFailuresOnce,
});

/** The operator's support contacts, for Admin → Support. */
export function useSupportContacts() {
  return useQuery(supportContactsQueryOptions);
}
