import { useQuery } from '@tanstack/react-query';
import type { AssistantInsightSet } from '@/shared/assistant/assistant';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { assistantKeys, assistantPath } from './assistant-keys';

/** The AI Insights drawn from the workspace's figures, as last written (cached on the server). */
export function useInsights() {
  return useQuery({
    queryKey: assistantKeys.insights(),
    queryFn: () => api.get<AssistantInsightSet>(assistantPath('insights')),
    retry: retryFailuresOnce,
  });
}
