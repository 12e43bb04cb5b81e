import { useQuery } from '@tanstack/react-query';
import type { UIMessage } from 'ai';
import type { AssistantChatSummary } from '@/shared/assistant/assistant';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { assistantKeys, chatPath } from './assistant-keys';

export interface StoredChat {
  chat: AssistantChatSummary;
  messages: UIMessage[];
}

/** A chat as it was left, tool steps included; read once when opened (the open chat keeps its own state). */
export function useStoredChat(id: string | null) {
  return useQuery({
    queryKey: assistantKeys.chat(id ?? ''),
    queryFn: () => api.get<StoredChat>(chatPath(id ?? '')),
    enabled: id !== null,
    retry: retryFailuresOnce,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
