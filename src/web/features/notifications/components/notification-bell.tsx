import { Bell } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { menuOnDemand } from '@/web/components/ui/menu-on-demand';
import { useFirstPaintDone } from '@/web/lib/after-first-paint';
import { useNotifications } from '../api/get-notifications';

const Menu = menuOnDemand(async () => (await import('./notification-menu-loaded')).LoadedNotificationMenu);

export function NotificationBell() {
  // The count can wait for the screen: it is not what the user came for.
  const { data } = useNotifications(10, useFirstPaintDone());
  const unread = data?.unread ?? 0;
  const trigger = (
    <Button variant="ghost" size="icon" className="relative" aria-label={`Notifications: ${unread} unread`}>
      <Bell className="size-5" />
      {unread > 0 && (
        <span className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-500 px-1 text-[10px] font-semibold text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Button>
  );
  return <Menu trigger={trigger} />;
}
