import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { assistantMessages } from '@/shared/assistant/assistant';
import { Button } from '@/web/components/ui/button';
import { ConfirmActions } from '@/web/components/ui/confirm-dialog';
import { Dialog } from '@/web/components/ui/dialog';
import { SearchInput } from '@/web/components/ui/search-input';
import { Spinner } from '@/web/components/ui/spinner';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useDeleteChat } from '../api/delete-chat';
import { useChats } from '../api/get-chats';
import { ChatListEntry } from './chat-list-item';

interface ChatHistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenChat: (id: string) => void;
  /** A chat was deleted (the open one starts afresh). */
  onDeleted: (id: string) => void;
}

/**
 * Every chat of the user in this workspace, searchable by title, to open again or delete. A delete is
 * confirmed in the dialog itself, in place of the list, so the dialog stays open throughout; Escape,
 * the backdrop and Close go back to the list from there.
 */
export function ChatHistoryDialog({ open, onOpenChange, onOpenChat, onDeleted }: ChatHistoryDialogProps) {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, 250);
  const chats = useChats(search, open);
  const remove = useDeleteChat();
  const reportFailure = useActionFailureToast();
  const [deleting, setDeleting] = useState<string | null>(null);
  const confirmDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        onDeleted(id);
        setDeleting(null);
      },
      onError: (error) => reportFailure(error, 'Failed to delete chat'),
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (!next && deleting ? setDeleting(null) : onOpenChange(next))}
      dismissible={!remove.isPending}
      title={deleting ? 'Delete chat' : 'Chat History'}
      description={deleting ? assistantMessages.deleteConfirm : undefined}
      className="max-w-xl"
    >
      {deleting ? (
        <ConfirmActions
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
          focusCancel
        />
      ) : (
        <>
          <SearchInput
            className="mt-4"
            aria-label="Search chats"
            placeholder="Search chats"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <div className="mt-3 max-h-[60vh] overflow-y-auto">
            {chats.isPending ? (
              <Spinner className="mx-auto my-6 size-5" />
            ) : !chats.data || chats.data.length === 0 ? (
              <p className="py-6 text-center text-sm text-gray-500">
                {query.trim() ? 'No chats match your search' : assistantMessages.emptyHistory}
              </p>
            ) : (
              <ul className="divide-y divide-gray-100" aria-label="All chats">
                {chats.data.map((chat) => (
                  <li key={chat.id} className="flex items-center gap-2">
                    <button
                      type="button"
                      className="min-w-0 flex-1 rounded-lg px-2 py-2.5 text-left hover:bg-gray-50"
                      onClick={() => {
                        onOpenChat(chat.id);
                        onOpenChange(false);
                      }}
                    >
                      <ChatListEntry chat={chat} />
                    </button>
                    <Button variant="ghost" size="icon" aria-label={`Delete ${chat.title || 'chat'}`} onClick={() => setDeleting(chat.id)}>
                      <Trash2 className="text-gray-500" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}
