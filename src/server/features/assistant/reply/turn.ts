import {
  consumeStream,
  convertToModelMessages,
  createUIMessageStream,
  createUIMessageStreamResponse,
  stepCountIs,
  streamText,
  type UIMessage,
  type UIMessageStreamWriter,
} from 'ai';
import type { Context } from 'hono';
import { assistantMessages, type AssistantMessageMetadata, type ChatTurn } from '@/shared/assistant/assistant';
import type { AppEnv } from '../../../auth/viewer';
import { allowanceOf } from '../../../auth/viewer';
import type { CoreDeps } from '../../../context';
import { recordUserEvent } from '../../../events/service';
import { ServiceError } from '../../../lib/service-error';
import { type ResolvedProvider, type VoiceRules, resolveProvider } from '../../../ai';
import type { ChatStore } from '../chats/chat-store';
import { titleOf } from '../chats/chat-store';
import { composeOfflineReply, runOfflineTools } from '../offline/offline-writer';
import { readTools } from '../tools/read-tools';
import type { ProviderHealth } from './provider-health';
import { assistantSystemPrompt } from './prompt';
import { toolsFor } from './tool-sets';
import { textOf, trimHistory } from './trim';

export interface TurnDeps {
  core: CoreDeps;
  store: ChatStore;
  health: ProviderHealth;
}

type AssistantUIMessage = UIMessage<AssistantMessageMetadata>;

/** How many model steps (tool calls and their answers) one reply may take. */
const maxSteps = 6;

/** A reply's whole time, and the longest wait for its next piece: well within the chat's lease (replyLeaseMs). */
const replyTimeout = { totalMs: 5 * 60_000, chunkMs: 60_000 };

/**
 * What a turn writes: the history the reply answers, the question when one is new or edited, where
 * the reply goes, and whether what the chat holds from there on goes (an edit, a reply written again).
 */
interface TurnPlan {
  history: UIMessage[];
  question: UIMessage | null;
  position: number;
  replacing: boolean;
}

function planTurn(stored: readonly UIMessage[], turn: ChatTurn): TurnPlan {
  if (turn.trigger === 'submit-message') {
    const edited = stored.findIndex((message) => message.id === turn.messageId);
    if (edited >= 0 && stored[edited]!.role !== 'user') throw new ServiceError(400, 'VALIDATION_FAILED', 'Only a question can be edited');
    const question: UIMessage = { id: turn.messageId, role: 'user', parts: [{ type: 'text', text: turn.text }] };
    const history = [...(edited >= 0 ? stored.slice(0, edited) : stored), question];
    return { history, question, position: history.length, replacing: edited >= 0 };
  }
  const history = stored.at(-1)?.role === 'assistant' ? stored.slice(0, -1) : [...stored];
  if (history.at(-1)?.role !== 'user') throw new ServiceError(400, 'VALIDATION_FAILED', 'There is no question to answer');
  return { history, question: null, position: history.length, replacing: stored.length > history.length };
}

/**
 * One turn of a chat: the question (new or edited) or a regeneration is answered as the ai SDK's UI
 * message stream, and the reply is stored when it ends, also when the user stops it or the provider
 * fails mid-way. Each reply counts as one AI generation.
 *
 * Only the refusals come before the stream (another's chat, a reply under way, bad input, the plan),
 * so the first byte leaves at once; the question and the event are written inside it.
 */
export async function answerTurn(c: Context<AppEnv>, deps: TurnDeps, chatId: string, turn: ChatTurn): Promise<Response> {
  const { core, store, health } = deps;
  const viewer = c.var.viewer;
  const allowance = allowanceOf(viewer);
  const chat = await store.claim({ workspaceId: viewer.workspaceId, userId: viewer.userId }, chatId);
  let plan: TurnPlan;
  let provider: ResolvedProvider | null;
  try {
    plan = planTurn(chat.messages, turn);
    const entitlement = await core.entitlements.of(allowance);
    await entitlement.ensureRoomFor('contentGeneration');
    provider = await resolveProvider(core.apiKeys);
  } catch (error) {
    await store.release(chatId, chat.updatedAt);
    throw error;
  }
  const { history, question, position, replacing } = plan;

  const api = core.selfApi.as(c);
  const abortSignal = c.req.raw.signal;
  const who = { workspaceId: allowance.workspaceId, userId: viewer.userId };
  let failed = false;
  let wroteAnything = false;

  /** The provider (or the offline writer) failed mid-way: the reply is kept as failed, and the Online light goes out. */
  const markFailed = (error: unknown) => {
    // Stop ends the provider's call with an abort: that is the user's choice, not a failure.
    if (failed || abortSignal.aborted) return;
    failed = true;
    if (provider) health.failed(provider.name, provider.modelId);
    core.logger.warn('An assistant reply failed', {
      chatId,
      provider: provider?.name ?? 'offline',
      model: provider?.modelId ?? null,
      error: scrub(error, provider?.apiKey),
    });
  };

  /** The question, before anything of the reply: a reply is stored after it, whatever happens in between. */
  const storeQuestion = async () => {
    const firstQuestion = history.find((message) => message.role === 'user');
    await Promise.all([
      store.write(chatId, question ? position - 1 : position, question ? [question] : [], {
        replacing,
        ...(firstQuestion && { title: titleOf(textOf(firstQuestion)) }),
      }),
      question &&
        recordUserEvent(core.db, {
          workspaceId: viewer.workspaceId,
          userId: viewer.userId,
          type: 'ai_message_sent',
          description: 'Asked the AI Assistant',
          data: { chatId, mode: chat.mode },
        }),
    ]);
  };
  // Started by the stream once its first byte is on its way; awaited by the stream and by its end.
  let questionStored: Promise<void> = Promise.resolve();

  let tokensRecorded = false;
  const recordTokens = async (answering: ResolvedProvider, steps: ReadonlyArray<{ usage: Parameters<typeof sumUsage>[0][number] }>) => {
    if (tokensRecorded || steps.length === 0) return;
    tokensRecorded = true;
    await core.ai.recordTokenUse(answering, 'assistant', who, sumUsage(steps.map((step) => step.usage)));
  };

  const finish = async (reply: AssistantUIMessage) => {
    // Stopped only by the user (their request's abort); a reply its deadline ended has failed.
    const outcome: AssistantMessageMetadata['outcome'] = abortSignal.aborted ? 'stopped' : failed ? 'failed' : 'completed';
    // A part cut short is kept as it stood: nothing more will come to it.
    const parts = reply.parts.map((part) =>
      part.type === 'text' && part.state === 'streaming' ? { ...part, state: 'done' as const } : part,
    );
    const kept = { ...reply, parts, metadata: { ...reply.metadata, outcome } };
    try {
      await questionStored;
      await Promise.all([
        store.write(chatId, position, kept.parts.length > 0 || outcome !== 'failed' ? [kept] : [], { status: 'completed' }),
        // A provider that failed before writing a word cost nothing the user got.
        (wroteAnything || !failed) && core.usage.recordContentGeneration(allowance.workspaceId, viewer.userId, 'assistant'),
      ]);
    } catch (error) {
      core.logger.error('The assistant reply could not be stored', { chatId, error: (error as Error).message });
      await store.release(chatId).catch(() => {});
    }
  };

  const stream = createUIMessageStream<AssistantUIMessage>({
    originalMessages: history as AssistantUIMessage[],
    generateId: () => crypto.randomUUID(),
    onError: (error) => {
      markFailed(error);
      return assistantMessages.failedResponse;
    },
    execute: async ({ writer }) => {
      writer.write({ type: 'start', messageMetadata: { source: provider ? 'ai' : 'offline' } });
      // The database shares this thread on the embedded default: the start goes out before it is busy.
      await new Promise((resolve) => setImmediate(resolve));
      questionStored = storeQuestion();
      if (!provider) {
        await questionStored;
        return writeOffline(writer, readTools(api), textOf(history.at(-1)!), () => (wroteAnything = true));
      }
      const { tools, canAct } = toolsFor(chat.mode, viewer.workspaceRole, api);
      const trimmed = trimHistory(history);
      const [projects] = await Promise.all([projectsOf(api), questionStored]);
      const system = assistantSystemPrompt({
        mode: chat.mode,
        workspaceName: viewer.workspaceName,
        role: viewer.workspaceRole,
        projects,
        voice: await brandVoiceOf(api, projects[0]?.id),
        canAct,
        today: new Date().toISOString().slice(0, 10),
        dropped: trimmed.dropped,
      });
      const answering = provider;
      const result = streamText({
        model: answering.model,
        system,
        messages: await convertToModelMessages(trimmed.messages, { tools, ignoreIncompleteToolCalls: true }),
        tools,
        stopWhen: stepCountIs(maxSteps),
        abortSignal,
        timeout: replyTimeout,
        maxRetries: 1,
        onChunk: () => {
          wroteAnything = true;
        },
        onError: ({ error }) => markFailed(error),
        // Either may come, or both (a stopped reply with finished steps): the steps' tokens are recorded once.
        onFinish: ({ steps }) => {
          if (!failed && !abortSignal.aborted) health.answered(answering.name, answering.modelId);
          return recordTokens(answering, steps);
        },
        onAbort: ({ steps }) => recordTokens(answering, steps),
      });
      writer.merge(
        result.toUIMessageStream<AssistantUIMessage>({
          sendReasoning: false,
          // This stream's start was written above, before the provider was asked.
          sendStart: false,
          onError: (error) => {
            markFailed(error);
            return assistantMessages.failedResponse;
          },
        }),
      );
    },
    onFinish: ({ responseMessage, isAborted, outcome }) => {
      if (outcome.status === 'failed') markFailed(outcome.error);
      // Aborted with the browser still there: the reply's own deadline ended it, which is a failure.
      if (isAborted && !abortSignal.aborted) markFailed(new Error('The reply took longer than its deadline'));
      return finish(responseMessage);
    },
  });

  return createUIMessageStreamResponse({
    stream,
    // Said outright, so the Node adapter sends each piece as it comes instead of first gathering the
    // opening pieces behind a timer, which a busy event loop holds back.
    headers: { 'Transfer-Encoding': 'chunked' },
    // Read to its end whatever the browser does, so a stopped reply is still stored.
    consumeSseStream: ({ stream: copy }) => consumeStream({ stream: copy }),
  });
}

function sumUsage(usages: ReadonlyArray<{ inputTokens?: number; outputTokens?: number }>) {
  return {
    inputTokens: usages.reduce((total, usage) => total + (usage.inputTokens ?? 0), 0),
    outputTokens: usages.reduce((total, usage) => total + (usage.outputTokens ?? 0), 0),
  };
}

/** The first project's brand voice, as the user may read it: none below Enterprise (the route refuses) or before one is saved. */
async function brandVoiceOf(api: ReturnType<CoreDeps['selfApi']['as']>, projectId: string | undefined): Promise<VoiceRules | null> {
  if (!projectId) return null;
  const answer = await api.call<{ voice: VoiceRules | null }>('GET', `/api/content/voice/${projectId}`);
  return answer.ok ? answer.body.voice : null;
}

async function projectsOf(api: ReturnType<CoreDeps['selfApi']['as']>) {
  const answer = await api.call<{ projects: Parameters<typeof assistantSystemPrompt>[0]['projects'] }>('GET', '/api/projects');
  return answer.ok ? answer.body.projects.slice(0, 5) : [];
}

/** The offline writer's reply, in the same stream: the tools it ran as steps, then its text in pieces. */
async function writeOffline(
  writer: UIMessageStreamWriter<AssistantUIMessage>,
  tools: ReturnType<typeof readTools>,
  question: string,
  wrote: () => void,
) {
  writer.write({ type: 'start-step' });
  const steps = await runOfflineTools(tools, question);
  for (const [index, step] of steps.entries()) {
    const toolCallId = `offline-${index + 1}-${crypto.randomUUID().slice(0, 8)}`;
    writer.write({ type: 'tool-input-available', toolCallId, toolName: step.toolName, input: step.input });
    writer.write({ type: 'tool-output-available', toolCallId, output: step.output });
  }
  writer.write({ type: 'finish-step' });
  writer.write({ type: 'start-step' });
  const id = crypto.randomUUID();
  writer.write({ type: 'text-start', id });
  for (const piece of composeOfflineReply(steps).match(/[^\n]*\n*/g) ?? []) {
    if (piece) writer.write({ type: 'text-delta', id, delta: piece });
  }
  writer.write({ type: 'text-end', id });
  writer.write({ type: 'finish-step' });
  writer.write({ type: 'finish', finishReason: 'stop' });
  wrote();
}

function scrub(error: unknown, apiKey: string | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  return apiKey ? message.split(apiKey).join('[redacted]') : message;
}
