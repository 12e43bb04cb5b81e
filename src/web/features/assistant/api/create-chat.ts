import type { AssistantChatSummary, AssistantMode } from '@/shared/assistant/assistant';
import { api } from '@/web/lib/api-client';
import { assistantPath } from './assistant-keys';

/** Starts a chat on the server; the chat window does so as its first question is sent. */
export function createChat(mode: AssistantMode) {
  return api.post<AssistantChatSummary>(assistantPath('chats'), { mode });
}
