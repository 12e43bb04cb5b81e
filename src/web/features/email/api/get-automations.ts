import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/web/lib/api-client';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

// The shape is the server's brief (automations may land after the rest); it moves to
// src/shared/email.ts when the server defines it there.
export interface EmailAutomation {
  id: string;
  name: string;
  kind: 'welcome' | 'drip';
  listId: string;
  enabled: boolean;
  steps: Array<{ delayHours: number; subject: string }>;
  /** Subscribers part-way through it now. */
  active: number;
  sent: number;
}

export const automationsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.automations(),
    queryFn: async () => {
      try {
        return (await api.get<{ automations: EmailAutomation[] }>(emailPath('automations'))).automations;
      } catch (error) {
        // A server without automations yet has nothing to list: the tab explains them instead.
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    retry: retryFailuresOnce,
  });

export function useAutomations() {
  return useQuery(automationsQueryOptions());
}
