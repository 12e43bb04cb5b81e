import { useMutation } from '@tanstack/react-query';
import type { UIMessage } from 'ai';
import { api } from '@/web/lib/api-client';
import { chatPath } from './assistant-keys';

export type ActionAnswer = { confirm: true; input: Record<string, unknown> } | { confirm: false };

interface AnswerVariables {
  chatId: string;
  toolCallId: string;
  answer: ActionAnswer;
}

/** Confirms (with the card's fields) or declines a proposed action; the answer is the message it now reads. */
export function useAnswerAction() {
  return useMutation({
    mutationFn: ({ chatId, toolCallId, answer }: AnswerVariables) =>
      api.post<UIMessage>(chatPath(chatId, `actions/${encodeURIComponent(toolCallId)}`), answer),
  });
}
