import { useQuery } from '@tanstack/react-query';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { assistantKeys, assistantPath } from './assistant-keys';

/** Three questions chosen from the workspace's state (the chips above the input). */
export function useSuggestions() {
  return useQuery({
    queryKey: assistantKeys.suggestions(),
    queryFn: async () => (await api.get<{ suggestions: string[] }>(assistantPath('suggestions'))).suggestions,
    retry: retryFailuresOnce,
    staleTime: 5 * 60_000,
  });
}
