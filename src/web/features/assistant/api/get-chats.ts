import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AssistantChatSummary } from '@/shared/assistant/assistant';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { assistantKeys, assistantPath } from './assistant-keys';

/** The user's chats in this workspace, newest first; `query` searches their titles (Chat History). */
export function useChats(query = '', enabled = true) {
  const search = query.trim();
  return useQuery({
    queryKey: assistantKeys.chatList(search),
    queryFn: async () =>
      (await api.get<{ chats: AssistantChatSummary[] }>(assistantPath(search ? `chats?q=${encodeURIComponent(search)}` : 'chats'))).chats,
    retry: retryFailuresOnce,
    placeholderData: keepPreviousData,
    enabled,
    // A chat being written is in progress until its reply is kept.
    refetchInterval: (state) => (state.state.data?.some((chat) => chat.status === 'in-progress') ? 3000 : false),
  });
}
