import type { UIMessage } from 'ai';
import type { ChatTurn } from '@/shared/assistant/assistant';

/** A message's words: its text parts, joined. */
export function messageText(message: UIMessage): string {
  return message.parts
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join('')
    .trim();
}

/**
 * The body of POST /api/assistant/chats/:id/messages for the SDK's request: the question just sent
 * (new, or an earlier one edited under its own id, which the SDK keeps as the last message), or a
 * request to write the last reply again. The server keeps the chat, so nothing else is sent.
 */
export function chatTurnFor(trigger: 'submit-message' | 'regenerate-message', messages: readonly UIMessage[]): ChatTurn {
  if (trigger === 'regenerate-message') return { trigger };
  const question = messages.findLast((message) => message.role === 'user');
  if (!question) throw new Error('No question to send.');
  return { trigger, messageId: question.id, text: messageText(question) };
}

/** The last question of the chat, for Edit-and-resend and Retry; null before the first. */
export function lastQuestion(messages: readonly UIMessage[]): UIMessage | null {
  return messages.findLast((message) => message.role === 'user') ?? null;
}

/** What the input sends: the trimmed text, or null for an empty message (ignored). */
export function questionToSend(input: string): string | null {
  const text = input.trim();
  return text ? text : null;
}

/** How a stored reply ended, as the server marks it (metadata.outcome); null when it does not say. */
export function replyOutcome(message: UIMessage): 'completed' | 'stopped' | 'failed' | null {
  const outcome = (message.metadata as { outcome?: unknown } | undefined)?.outcome;
  return outcome === 'completed' || outcome === 'stopped' || outcome === 'failed' ? outcome : null;
}
