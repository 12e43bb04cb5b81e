import { useQuery } from '@tanstack/react-query';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { monetizationKeys } from './monetization-keys';

/** What a lead magnet's list picker needs of an Email Marketing list. */
export interface EmailListChoice {
  id: string;
  name: string;
}

/** Email Marketing's lists (GET /api/email/lists), which a lead magnet's sign-ups join. */
export function useEmailListChoices() {
  return useQuery({
    queryKey: monetizationKeys.emailLists(),
    queryFn: async () =>
      (await api.get<{ lists: EmailListChoice[] }>('/api/email/lists')).lists.map(({ id, name }): EmailListChoice => ({ id, name })),
    retry: retryFailuresOnce,
  });
}
