import { useQuery } from '@tanstack/react-query';
import type { AssistantStatus } from '@/shared/assistant/assistant';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { assistantKeys, assistantPath } from './assistant-keys';

/** Whether a provider answers (or the offline writer serves): the Online light. */
export function useAssistantStatus() {
  return useQuery({
    queryKey: assistantKeys.status(),
    queryFn: () => api.get<AssistantStatus>(assistantPath('status')),
    retry: retryFailuresOnce,
    refetchInterval: 60_000,
  });
}
