import { Link, useNavigate } from 'react-router';
import { layoutMessages } from '@/shared/messages';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import type { LoadedMenuProps } from '@/web/components/ui/menu-on-demand';
import { cn } from '@/web/lib/cn';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read';
import { timeAgo } from '@/web/lib/time-ago';
import { notificationsPath } from '../paths';

/** The bell's menu, loaded when first opened (notification-bell.tsx). */
export function LoadedNotificationMenu({ trigger, defaultOpen, onContentFocus }: LoadedMenuProps) {
  const { data } = useNotifications(10);
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();
  const navigate = useNavigate();
  const unread = data?.unread ?? 0;

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 p-0" onFocus={onContentFocus}>
        <div className="flex items-center justify-between px-4 py-3">
          <span className="font-semibold text-gray-900">Notifications</span>
          <button
            type="button"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
            className="text-xs font-medium text-brand-600 hover:text-brand-700 disabled:text-gray-400"
          >
            {layoutMessages.markAllAsRead}
          </button>
        </div>
        <DropdownMenuSeparator className="my-0" />
        <div className="max-h-80 overflow-y-auto p-1">
          {data?.items.length === 0 && <p className="px-3 py-6 text-center text-sm text-gray-500">No notifications</p>}
          {data?.items.map((item) => (
            <DropdownMenuItem
              key={item.id}
              className="flex-col items-start gap-0.5"
              onSelect={() => {
                if (!item.readAt) markOne.mutate(item.id);
                if (item.link) navigate(item.link);
              }}
            >
              <span className={cn('flex w-full items-center gap-2 text-sm', !item.readAt && 'font-semibold text-gray-900')}>
                {!item.readAt && <span className="size-2 shrink-0 rounded-full bg-brand-600" aria-label="Unread" />}
                {item.title}
              </span>
              <span className="text-xs text-gray-600">{item.body}</span>
              <span className="text-xs text-gray-500">{timeAgo(item.createdAt)}</span>
            </DropdownMenuItem>
          ))}
        </div>
        <DropdownMenuSeparator className="my-0" />
        <DropdownMenuItem asChild className="justify-center rounded-none rounded-b-xl text-brand-600">
          <Link to={notificationsPath}>View all notifications</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
