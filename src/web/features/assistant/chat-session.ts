import type { AssistantMode } from '@/shared/assistant/assistant';

/** The chat the window shows: a new one, or one opened from the lists or the address. */
export interface ChatSession {
  /** Tells this window from the next: a new window starts afresh. */
  key: string;
  /** The chat on the server; null until a new chat's first question is sent. */
  chatId: string | null;
  /** Read from the server when opened; false for a chat this window made (it has its messages already). */
  load: boolean;
  mode: AssistantMode;
}

let fresh = 0;

export const newSession = (mode: AssistantMode): ChatSession => {
  fresh += 1;
  return { key: `new-${fresh}`, chatId: null, load: false, mode };
};

export const openedSession = (chatId: string, mode: AssistantMode): ChatSession => ({ key: chatId, chatId, load: true, mode });

/** The session after the address changed (reload, back, a chat opened): the same one when it already shows that chat. */
export function sessionForAddress(session: ChatSession, chatInAddress: string | null): ChatSession {
  if (chatInAddress === session.chatId) return session;
  return chatInAddress === null ? newSession(session.mode) : openedSession(chatInAddress, session.mode);
}
