import type { AssistantChatSummary } from '@/shared/assistant/assistant';
import { assistantModeLabels } from '@/shared/assistant/assistant';
import { Badge } from '@/web/components/ui/badge';
import { timeAgo } from '@/web/lib/time-ago';

/** A chat's line in Recent Chats and Chat History: its title, mode, time and status. */
export function ChatListEntry({ chat }: { chat: AssistantChatSummary }) {
  return (
    <span className="block min-w-0">
      <span className="block truncate text-sm font-medium text-gray-900">{chat.title || 'New chat'}</span>
      <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-500">
        <span>{assistantModeLabels[chat.mode].label}</span>
        <span aria-hidden>·</span>
        <time dateTime={chat.updatedAt}>{timeAgo(chat.updatedAt, Date.now(), 'Just now')}</time>
        <Badge tone={chat.status === 'completed' ? 'green' : 'yellow'} className="px-2 py-0 text-[10px]">
          {chat.status === 'completed' ? 'completed' : 'in progress'}
        </Badge>
      </span>
    </span>
  );
}
