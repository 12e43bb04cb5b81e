import type { UIMessage } from 'ai';
import type { Context } from 'hono';
import type { z } from 'zod';
import { assistantActionTools, type ActionOutput, type actionAnswerSchema, type AssistantActionTool } from '@/shared/assistant/assistant';
import type { AppEnv } from '../../../auth/viewer';
import type { CoreDeps } from '../../../context';
import { notFound, ServiceError } from '../../../lib/service-error';
import type { ChatStore } from '../chats/chat-store';
import { declinedOutput, performAction } from '../tools/action-tools';

type ToolPart = { type: string; toolCallId?: string; state?: string; input?: unknown; output?: unknown };

/**
 * The user's answer to a proposed action: Confirm does it through the area's API as the user (with the
 * card's fields, edited or not), Decline does nothing; either way the proposal's part gets its
 * outcome, and a proposal is answered once.
 */
export async function answerAction(
  c: Context<AppEnv>,
  deps: { core: CoreDeps; store: ChatStore },
  chatId: string,
  toolCallId: string,
  answer: z.output<typeof actionAnswerSchema>,
): Promise<UIMessage> {
  const viewer = c.var.viewer;
  await deps.store.get({ workspaceId: viewer.workspaceId, userId: viewer.userId }, chatId);
  const messages = await deps.store.messages(chatId);
  const position = messages.findIndex(
    (message) => message.role === 'assistant' && message.parts.some((part) => (part as ToolPart).toolCallId === toolCallId),
  );
  if (position < 0) throw notFound();
  const message = messages[position]!;
  const part = message.parts.find((candidate) => (candidate as ToolPart).toolCallId === toolCallId) as ToolPart;
  const name = part.type.replace(/^tool-/, '') as AssistantActionTool;
  if (!assistantActionTools.includes(name)) throw notFound();
  if (part.state !== 'input-available') throw new ServiceError(409, 'ACTION_ANSWERED', 'This proposal was already answered');

  let output: ActionOutput;
  let input = (part.input ?? {}) as Record<string, unknown>;
  if (answer.confirm) {
    const done = await performAction(deps.core.selfApi.as(c), name, answer.input);
    ({ input } = done);
    const { input: _used, ...rest } = done;
    output = rest;
  } else {
    output = declinedOutput(name, input);
  }
  const updated: UIMessage = {
    ...message,
    parts: message.parts.map((candidate) =>
      (candidate as ToolPart).toolCallId === toolCallId
        ? ({ ...candidate, state: 'output-available', input, output } as UIMessage['parts'][number])
        : candidate,
    ),
  };
  await deps.store.replace(chatId, position, updated);
  return updated;
}
