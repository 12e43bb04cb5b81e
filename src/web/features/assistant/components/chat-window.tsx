import { useChat } from '@ai-sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { Pencil, RefreshCw, Send, Square } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type AssistantMode, assistantMessages, maxQuestionLength } from '@/shared/assistant/assistant';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { ApiError, apiErrorOf } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/auth';
import { isSessionExpired } from '@/web/lib/session-expiry';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { planLimitPromptFor } from '@/web/usage/components/plan-limit-prompt';
import { useAnswerAction } from '../api/answer-action';
import { assistantKeys, assistantPath, chatPath } from '../api/assistant-keys';
import { createChat } from '../api/create-chat';
import { chatTurnFor, lastQuestion, messageText, questionToSend, replyOutcome } from '../chat-turn';
import { awaitsAnswer } from '../tool-parts';
import { AssistantBubble, ChatMessage, TypingDots } from './chat-message';

/** Text handed to the input from outside the window: a Quick Action (prefilled) or an insight's question (sent). */
export interface InputRequest {
  text: string;
  send: boolean;
  /** Tells one request from the next with the same text. */
  n: number;
}

interface ChatWindowProps {
  /** Tells this window's chat from the next (New Chat, a chat opened from the list). */
  sessionKey: string;
  /** The chat on the server; null for a new chat, made as its first question is sent. */
  chatId: string | null;
  mode: AssistantMode;
  initialMessages: UIMessage[];
  canEdit: boolean;
  suggestions: readonly string[];
  request: InputRequest | null;
  /** The new chat was made on the server (the address then names it). */
  onChatStarted: (id: string) => void;
  /** The header of the window (its title and the Online light), given the chat's first question. */
  header: (firstQuestion: string | null) => ReactNode;
}

/** Reads the answer, and turns a refusal into the API's error (a plan's limit, a lost session). */
const fetchRefusingAsApiError: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (!response.ok) throw await apiErrorOf(response);
  return response;
};

/**
 * The chat: the SDK's useChat over the server's UI message stream. The server keeps the chat, so a
 * request carries only the question (or a request to write the last reply again, ChatTurn).
 */
export function ChatWindow({
  sessionKey,
  chatId: initialChatId,
  mode,
  initialMessages,
  canEdit,
  suggestions,
  request,
  onChatStarted,
  header,
}: ChatWindowProps) {
  const queryClient = useQueryClient();
  const chatId = useRef(initialChatId);
  const latest = useRef({ mode, onChatStarted });
  latest.current = { mode, onChatStarted };
  const [transport] = useState(
    () =>
      new DefaultChatTransport<UIMessage>({
        api: assistantPath('chats'),
        credentials: 'same-origin',
        fetch: fetchRefusingAsApiError,
        prepareSendMessagesRequest: async ({ messages, trigger }) => {
          if (chatId.current === null) {
            const chat = await createChat(latest.current.mode);
            chatId.current = chat.id;
            latest.current.onChatStarted(chat.id);
          }
          return { api: chatPath(chatId.current, 'messages'), body: chatTurnFor(trigger, messages) };
        },
      }),
  );
  const refreshAfterReply = () => {
    void queryClient.invalidateQueries({ queryKey: assistantKeys.chats() });
    // A provider that failed puts the Online light out.
    void queryClient.invalidateQueries({ queryKey: assistantKeys.status() });
    // Each reply counts as one AI generation: the meters and the header's AI Tasks read 'me'.
    void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
  };
  const { messages, sendMessage, regenerate, stop, status, error, setMessages, clearError } = useChat({
    id: sessionKey,
    messages: initialMessages,
    transport,
    onFinish: refreshAfterReply,
    onError: (failure) => {
      refreshAfterReply();
      if (isSessionExpired(failure)) {
        toast.dismiss();
        toast.error(assistantMessages.signIn, { id: 'session-expired' });
        queryClient.setQueryData(meQueryOptions.queryKey, null);
      }
    },
  });
  const busy = status === 'submitted' || status === 'streaming';
  const [input, setInput] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  // The newest words stay in sight as they arrive.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, status]);

  function ask(text: string) {
    const question = questionToSend(text);
    if (!question || busy) return;
    clearError();
    setEditing(null);
    void sendMessage({ text: question });
  }

  const handled = useRef(request?.n ?? 0);
  useEffect(() => {
    if (!request || request.n === handled.current) return;
    handled.current = request.n;
    if (request.send) ask(request.text);
    else {
      setInput(request.text);
      inputRef.current?.focus();
    }
    // ask() reads the latest state each render; the request alone says when to act.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!questionToSend(input) || busy) return;
    ask(input);
    setInput('');
  }

  function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(event);
    }
  }

  /** Asks the last question again under its own id: the server drops what followed it (a failed or partial reply). */
  function retry() {
    const question = lastQuestion(messages);
    if (!question) return;
    clearError();
    void sendMessage({ text: messageText(question), messageId: question.id });
  }

  function resend(messageId: string, text: string) {
    const question = questionToSend(text);
    if (!question || busy) return;
    clearError();
    setEditing(null);
    void sendMessage({ text: question, messageId });
  }

  const answerAction = useAnswerAction();
  const reportFailure = useActionFailureToast();
  const [answering, setAnswering] = useState<string | null>(null);
  function answer(toolCallId: string, choice: { confirm: true; input: Record<string, unknown> } | { confirm: false }) {
    if (chatId.current === null) return;
    setAnswering(toolCallId);
    answerAction.mutate(
      { chatId: chatId.current, toolCallId, answer: choice },
      {
        onSuccess: (updated) => {
          setMessages((current) =>
            current.map((message) =>
              message.id === updated.id || message.parts.some((part) => 'toolCallId' in part && part.toolCallId === toolCallId)
                ? updated
                : message,
            ),
          );
          refreshAfterReply();
        },
        onError: (failure) => reportFailure(failure, 'Failed to complete the action'),
        onSettled: () => setAnswering(null),
      },
    );
  }

  const last = messages.at(-1);
  const question = lastQuestion(messages);
  const first = messages.find((message) => message.role === 'user');
  const firstQuestion = first ? messageText(first) : null;
  const limitPrompt = error ? planLimitPromptFor(error) : null;
  // A reply that failed, now or before the chat was reopened (the server keeps what it wrote, marked).
  const lastOutcome = last?.role === 'assistant' ? replyOutcome(last) : null;
  const showFailure = (status === 'error' && !limitPrompt && !isSessionExpired(error)) || (status === 'ready' && lastOutcome === 'failed');
  // Another tab's reply still being written in this chat: say so, rather than that this one failed.
  const failure =
    error instanceof ApiError && error.code === 'REPLY_UNDER_WAY' ? assistantMessages.replyUnderWay : assistantMessages.failedResponse;
  const replyDone = !busy && status !== 'error' && last?.role === 'assistant' && lastOutcome !== 'failed' && !awaitsAnswer(last);

  return (
    <div className="flex h-[calc(100vh-15rem)] min-h-[32rem] flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      {header(firstQuestion)}
      <div
        ref={scroller}
        className="flex-1 space-y-4 overflow-y-auto bg-gray-50/60 px-4 py-5"
        aria-live="polite"
        data-testid="chat-messages"
      >
        <AssistantBubble testId="assistant-greeting">
          <p className="text-sm text-gray-800">{assistantMessages.greeting}</p>
        </AssistantBubble>
        {messages.map((message) => {
          const isLastQuestion = message.id === question?.id;
          if (message.role === 'user' && editing === message.id) {
            return (
              <EditQuestion
                key={message.id}
                text={messageText(message)}
                onCancel={() => setEditing(null)}
                onSend={(text) => resend(message.id, text)}
              />
            );
          }
          const footer =
            message.role === 'user' && isLastQuestion && !busy ? (
              <button
                type="button"
                className="flex items-center gap-1 text-xs text-gray-500 hover:text-gray-800"
                onClick={() => setEditing(message.id)}
              >
                <Pencil className="size-3" aria-hidden />
                Edit
              </button>
            ) : message === last && replyDone ? (
              <button
                type="button"
                className="flex items-center gap-1 text-xs text-gray-500 hover:text-gray-800"
                onClick={() => {
                  clearError();
                  void regenerate();
                }}
              >
                <RefreshCw className="size-3" aria-hidden />
                Regenerate
              </button>
            ) : undefined;
          return (
            <ChatMessage
              key={message.id}
              message={message}
              footer={footer}
              proposals={{ canAnswer: canEdit, answering, onAnswer: answer }}
            />
          );
        })}
        {status === 'submitted' && last?.role === 'user' && (
          <AssistantBubble>
            <TypingDots />
          </AssistantBubble>
        )}
        {!busy && lastOutcome === 'stopped' && <p className="ml-11 text-xs text-gray-500">Stopped</p>}
        {showFailure && (
          <div
            role="alert"
            className="ml-11 flex items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            <span className="flex-1">{failure}</span>
            <Button size="sm" variant="outline" onClick={retry}>
              <RefreshCw aria-hidden />
              Retry
            </Button>
          </div>
        )}
        {limitPrompt && <div className="ml-11">{limitPrompt}</div>}
      </div>
      <div className="space-y-3 border-t border-gray-200 bg-white p-4">
        {suggestions.length > 0 && (
          <ul aria-label="Suggestions" className="flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => ask(suggestion)}
                  className="rounded-full border border-indigo-200 bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100 disabled:opacity-50"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} className="flex items-end gap-2">
          <Textarea
            ref={inputRef}
            aria-label="Message"
            placeholder={canEdit ? 'Ask about your content, SEO, traffic or strategy…' : 'Ask about your workspace…'}
            value={input}
            maxLength={maxQuestionLength}
            rows={1}
            className="max-h-40 min-h-10 flex-1 resize-none"
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={submitOnEnter}
          />
          {busy ? (
            <Button type="button" variant="outline" onClick={() => void stop()}>
              <Square aria-hidden />
              Stop
            </Button>
          ) : (
            <Button type="submit">
              <Send aria-hidden />
              Send
            </Button>
          )}
        </form>
      </div>
    </div>
  );
}

function EditQuestion({ text, onSend, onCancel }: { text: string; onSend: (text: string) => void; onCancel: () => void }) {
  const [value, setValue] = useState(text);
  return (
    <form
      className="ml-auto w-full max-w-[85%] space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(value);
      }}
    >
      <Textarea
        aria-label="Edit your question"
        value={value}
        maxLength={maxQuestionLength}
        rows={3}
        onChange={(event) => setValue(event.target.value)}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!value.trim()}>
          Send again
        </Button>
      </div>
    </form>
  );
}
