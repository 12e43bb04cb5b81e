import { useState } from 'react';
import { type AssistantChatSummary, assistantMessages } from '@/shared/assistant/assistant';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useClearChats } from '../api/clear-chats';
import { ChatListEntry } from './chat-list-item';

const shown = 8;

interface RecentChatsProps {
  chats: AssistantChatSummary[] | undefined;
  pending: boolean;
  openId: string | null;
  onOpen: (id: string) => void;
  onCleared: () => void;
}

/** The latest chats, to open again; Clear deletes them all after asking. */
export function RecentChats({ chats, pending, openId, onOpen, onCleared }: RecentChatsProps) {
  const [confirming, setConfirming] = useState(false);
  const clear = useClearChats();
  const reportFailure = useActionFailureToast();
  return (
    <Card className="p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-gray-900">Recent Chats</h2>
        {chats && chats.length > 0 && (
          <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setConfirming(true)}>
            Clear
          </Button>
        )}
      </div>
      {pending ? (
        <Spinner className="mx-auto my-4 size-5" />
      ) : !chats || chats.length === 0 ? (
        <p className="py-2 text-sm text-gray-500">{assistantMessages.emptyHistory}</p>
      ) : (
        <ul className="space-y-1" aria-label="Recent Chats">
          {chats.slice(0, shown).map((chat) => (
            <li key={chat.id}>
              <button
                type="button"
                onClick={() => onOpen(chat.id)}
                aria-current={chat.id === openId ? 'true' : undefined}
                className={cn(
                  'w-full rounded-lg px-3 py-2 text-left hover:bg-gray-50',
                  chat.id === openId && 'bg-gray-100 hover:bg-gray-100',
                )}
              >
                <ChatListEntry chat={chat} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmDialog
          title="Clear recent chats"
          text={assistantMessages.clearConfirm}
          confirmLabel="Clear"
          pending={clear.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            clear.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                toast.success(assistantMessages.chatsCleared);
                onCleared();
              },
              onError: (error) => reportFailure(error, 'Failed to clear chats'),
            })
          }
        />
      )}
    </Card>
  );
}
