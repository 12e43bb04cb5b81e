import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssistantInsightSet } from '@/shared/assistant/assistant';
import { api } from '@/web/lib/api-client';
import { assistantKeys, assistantPath } from './assistant-keys';

/** Writes the insights again from today's figures. */
export function useRefreshInsights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AssistantInsightSet>(assistantPath('insights')),
    onSuccess: (set) => queryClient.setQueryData(assistantKeys.insights(), set),
  });
}
