import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailAutomation } from '@/shared/email';
import { ApiError, api } from '@/web/lib/api-client';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

export const automationsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.automations(),
    queryFn: async () => {
      try {
        return (await api.get<{ automations: EmailAutomation[] }>(emailPath('automations'))).automations;
      } catch (error) {
        // A server without automations (an older one) has nothing to list: the tab explains them instead.
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    retry: retryFailuresOnce,
  });

/** Welcome series and drips, newest first. */
export function useAutomations() {
  return useQuery(automationsQueryOptions());
}
