import { History, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type AssistantInsight,
  type AssistantMode,
  assistantMessages,
  assistantModeLabels,
  assistantModes,
} from '@/shared/assistant/assistant';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { usePermissions } from '@/web/lib/permissions';
import { useSignedOutText } from '@/web/lib/session-expiry';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useScreenVisit } from '@/web/lib/use-screen-visit';
import { useApplyInsight } from '../api/apply-insight';
import { useStoredChat } from '../api/get-chat';
import { useChats } from '../api/get-chats';
import { useInsights } from '../api/get-insights';
import { useAssistantStatus } from '../api/get-status';
import { useSuggestions } from '../api/get-suggestions';
import { useRefreshInsights } from '../api/refresh-insights';
import { type ChatSession, newSession, openedSession, sessionForAddress } from '../chat-session';
import { ChatHistoryDialog } from './chat-history-dialog';
import { ChatWindow, type InputRequest } from './chat-window';
import { InsightsCard } from './insights-card';
import { ModeList } from './mode-list';
import { OnlineIndicator } from './online-indicator';
import { QuickActions } from './quick-actions';
import { RecentChats } from './recent-chats';

const chatParam = 'chat';
/** Another screen's way in (AI Outreach's header): `?mode=…&ask=…` opens a new chat in that mode with the question written, not sent. */
const modeParam = 'mode';
const askParam = 'ask';

/**
 * /ai-assistant: a streaming chat over the workspace's own figures, in four specialist modes, with
 * Recent Chats and Chat History, AI Insights and Quick Actions. The open chat is in the address
 * (?chat=<id>), so a reload shows it again.
 */
export function AssistantPage() {
  useScreenVisit('assistant');
  useSignedOutText(assistantMessages.signIn);
  const navigate = useNavigate();
  const { canEdit } = usePermissions();
  const [params, setParams] = useSearchParams();
  const chatInAddress = params.get(chatParam);
  const [session, setSession] = useState<ChatSession>(() =>
    chatInAddress ? openedSession(chatInAddress, 'general') : newSession(modeIn(params.get(modeParam))),
  );
  // The address this screen last wrote: the router applies it a moment later, and until then the old
  // one is no news. Any other change of the address (back, forward, a link) opens the chat it names.
  const written = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (written.current !== undefined) {
      if (chatInAddress === written.current) written.current = undefined;
      return;
    }
    setSession((current) => sessionForAddress(current, chatInAddress));
  }, [chatInAddress]);

  const status = useAssistantStatus();
  const chats = useChats();
  const suggestions = useSuggestions();
  const insights = useInsights();
  const stored = useStoredChat(session.load ? session.chatId : null);
  useFailureToast(
    status.isError || chats.isError || suggestions.isError || insights.isError || stored.isError,
    assistantMessages.loadFailed,
  );

  const mode = (session.load ? stored.data?.chat.mode : undefined) ?? session.mode;
  // A chat that cannot be read (deleted meanwhile, or not this workspace's) gives way to a new one.
  const unreadable = session.load && stored.isError;
  useEffect(() => {
    if (unreadable) {
      setSession(newSession(session.mode));
      goTo(null, true);
    }
    // Only the failure decides; the session and the address are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadable]);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [request, setRequest] = useState<InputRequest | null>(null);
  const put = (text: string, send: boolean) => setRequest((current) => ({ text, send, n: (current?.n ?? 0) + 1 }));
  useEffect(() => {
    const asked = params.get(askParam);
    if (!asked || chatInAddress) return;
    put(asked.slice(0, 2000), false);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(askParam);
        next.delete(modeParam);
        return next;
      },
      { replace: true },
    );
    // Read once, as the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function goTo(chatId: string | null, replace = false) {
    if (chatId === chatInAddress && written.current === undefined) return;
    written.current = chatId;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (chatId) next.set(chatParam, chatId);
        else next.delete(chatParam);
        return next;
      },
      { replace },
    );
  }

  function startNewChat(nextMode: AssistantMode = mode) {
    setSession(newSession(nextMode));
    goTo(null);
  }

  function openChat(id: string) {
    if (id === session.chatId) return;
    setSession(openedSession(id, mode));
    goTo(id);
  }

  function selectMode(nextMode: AssistantMode) {
    // A chat not begun takes the mode; one under way stays as it was, and the new mode starts a new chat.
    if (session.chatId === null) setSession({ ...session, mode: nextMode });
    else startNewChat(nextMode);
  }

  const refresh = useRefreshInsights();
  const apply = useApplyInsight();
  const reportFailure = useActionFailureToast();
  function applyInsight(insight: AssistantInsight) {
    apply.mutate(insight, {
      onSuccess: () => {
        if (insight.action.path) void navigate(insight.action.path);
        else if (insight.action.ask) put(insight.action.ask, true);
      },
      onError: () => toast.error(assistantMessages.applyFailed),
    });
  }

  const waitingForChat = session.load && stored.isPending;
  return (
    <div className="space-y-6">
      <PageHeader
        title="AI Assistant"
        description="Ask for content ideas, SEO help and strategy advice, answered from your workspace's own figures."
        actions={
          <>
            <Button variant="outline" onClick={() => setHistoryOpen(true)}>
              <History aria-hidden />
              Chat History
            </Button>
            <Button onClick={() => startNewChat()}>
              <Plus aria-hidden />
              New Chat
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_17rem]">
        <aside className="space-y-6">
          <ModeList mode={mode} onSelect={selectMode} />
          <RecentChats
            chats={chats.data}
            pending={chats.isPending}
            openId={session.chatId}
            onOpen={openChat}
            onCleared={() => startNewChat()}
          />
        </aside>
        <section aria-label="Chat" className="order-first min-w-0 lg:order-none">
          {waitingForChat ? (
            <div className="flex h-[calc(100vh-15rem)] min-h-[32rem] items-center justify-center rounded-xl border border-gray-200 bg-white">
              <Spinner className="size-6" />
            </div>
          ) : (
            <ChatWindow
              key={session.key}
              sessionKey={session.key}
              chatId={session.chatId}
              mode={mode}
              initialMessages={(session.load && stored.data?.messages) || []}
              canEdit={canEdit}
              suggestions={suggestions.data ?? []}
              request={request}
              onChatStarted={(id) => {
                setSession((current) => (current.key === session.key ? { ...current, chatId: id, load: false } : current));
                goTo(id, true);
              }}
              header={(firstQuestion) => (
                <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3">
                  <div className="min-w-0">
                    <h2 className="truncate text-sm font-semibold text-gray-900">
                      {(session.load && stored.data?.chat.title) || firstQuestion || 'New chat'}
                    </h2>
                    <p className="text-xs text-gray-500">{assistantModeLabels[mode].label} mode</p>
                  </div>
                  <OnlineIndicator status={status.data} pending={status.isPending} />
                </div>
              )}
            />
          )}
        </section>
        <aside className="space-y-6 lg:col-span-2 xl:col-span-1">
          <InsightsCard
            set={insights.data}
            pending={insights.isPending}
            refreshing={refresh.isPending}
            canRefresh={canEdit}
            applying={apply.isPending ? (apply.variables?.id ?? null) : null}
            onRefresh={() => refresh.mutate(undefined, { onError: (error) => reportFailure(error, 'Failed to refresh insights') })}
            onApply={applyInsight}
          />
          <QuickActions onPick={(text) => put(text, false)} />
        </aside>
      </div>
      <ChatHistoryDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        onOpenChat={openChat}
        onDeleted={(id) => {
          if (id === session.chatId) startNewChat();
        }}
      />
    </div>
  );
}

function modeIn(value: string | null): AssistantMode {
  return assistantModes.find((mode) => mode === value) ?? 'general';
}
