import { Bell, CheckCheck } from 'lucide-react';
import { Link } from 'react-router';
import { layoutMessages } from '@/shared/messages';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read';
import { timeAgo } from '@/web/lib/time-ago';

export function NotificationsPage() {
  const { data, isPending, isError } = useNotifications(100);
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Notifications"
        description={data ? `${data.unread} unread` : 'Updates about your workspace.'}
        actions={
          <Button variant="outline" disabled={!data?.unread || markAll.isPending} onClick={() => markAll.mutate()}>
            <CheckCheck /> {layoutMessages.markAllAsRead}
          </Button>
        }
      />
      <Card className="divide-y divide-gray-100">
        {isPending && (
          <div className="flex justify-center p-10">
            <Spinner />
          </div>
        )}
        {isError && <p className="p-6 text-sm text-red-600">Could not load notifications. Please try again.</p>}
        {data?.items.length === 0 && (
          <div className="flex flex-col items-center gap-2 p-10 text-center text-gray-500">
            <Bell className="size-8 text-gray-300" />
            <p>No notifications</p>
          </div>
        )}
        {data?.items.map((item) => (
          <article key={item.id} className={cn('flex items-start gap-4 p-5', !item.readAt && 'bg-brand-50/50')}>
            <span className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', item.readAt ? 'bg-gray-200' : 'bg-brand-600')} />
            <div className="min-w-0 flex-1 space-y-1">
              <h2 className={cn('text-sm text-gray-900', !item.readAt && 'font-semibold')}>{item.title}</h2>
              <p className="text-sm text-gray-600">{item.body}</p>
              <p className="text-xs text-gray-500">{timeAgo(item.createdAt)}</p>
            </div>
            <div className="flex shrink-0 gap-2">
              {item.link && (
                <Button asChild variant="outline" size="sm">
                  <Link to={item.link} onClick={() => !item.readAt && markOne.mutate(item.id)}>
                    Open
                  </Link>
                </Button>
              )}
              {!item.readAt && (
                <Button variant="ghost" size="sm" onClick={() => markOne.mutate(item.id)}>
                  Mark as read
                </Button>
              )}
            </div>
          </article>
        ))}
      </Card>
    </div>
  );
}
