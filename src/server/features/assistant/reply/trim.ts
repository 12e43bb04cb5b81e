import type { UIMessage } from 'ai';

/** How many of the latest messages a request carries; older ones are summed up in one line. */
export const keptMessages = 16;

/**
 * A long chat trimmed so a request stays within the model's context: the latest messages (starting
 * at a question), and a line naming the earlier questions left out.
 */
export function trimHistory(messages: readonly UIMessage[], keep = keptMessages): { messages: UIMessage[]; dropped?: string } {
  if (messages.length <= keep) return { messages: [...messages] };
  let start = messages.length - keep;
  while (start < messages.length - 1 && messages[start]!.role !== 'user') start++;
  const earlier = messages
    .slice(0, start)
    .filter((message) => message.role === 'user')
    .map((message) => textOf(message).slice(0, 80));
  const dropped =
    earlier.length > 0
      ? `Earlier in this chat (${start} messages not shown) the user asked: ${earlier.slice(-8).join(' | ')}`
      : `Earlier in this chat ${start} messages are not shown.`;
  return { messages: messages.slice(start), dropped };
}

export function textOf(message: UIMessage): string {
  return message.parts
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join(' ')
    .trim();
}
