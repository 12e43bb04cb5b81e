import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailAutomation } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

export const automationsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.automations(),
    queryFn: async () => (await api.get<{ automations: EmailAutomation[] }>(emailPath('automations'))).automations,
    retry: retryFailuresOnce,
    // While people are on their way through one that is on, its e-mails go out in the background.
    refetchInterval: (query) => (query.state.data?.some((automation) => automation.enabled && automation.active > 0) ? 5000 : false),
  });

/** Welcome series and drips, newest first. */
export function useAutomations() {
  return useQuery(automationsQueryOptions());
}
