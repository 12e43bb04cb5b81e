import type { UseQueryResult } from '@tanstack/react-query';
import { Activity, FilePlus, FolderPlus, type LucideIcon, Megaphone, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { dashboardMessages } from '@/shared/dashboard/dashboard';
import type { UserEvent } from '@/shared/events';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { timeAgo } from '@/web/lib/time-ago';
import { formatDate } from '@/shared/date-format';

const eventIcons: Record<string, LucideIcon> = {
  account_created: UserPlus,
  project_created: FolderPlus,
  campaign_created: Megaphone,
  content_created: FilePlus,
};

/** The 10 latest events of the workspace, newest first, with their age. */
export function RecentActivity({ events, className }: { events: UseQueryResult<UserEvent[]>; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{dashboardMessages.recentActivity}</CardTitle>
      </CardHeader>
      <CardContent>
        <ActivityBody events={events} />
      </CardContent>
    </Card>
  );
}

function ActivityBody({ events }: { events: UseQueryResult<UserEvent[]> }) {
  if (events.isPending) {
    return (
      <div role="status" aria-label="Loading activity" className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (events.isError) {
    return (
      <div className="space-y-3 py-6 text-center">
        <p className="text-sm text-gray-600">The activity could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => events.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (events.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-gray-100">
          <Activity className="size-6 text-gray-400" aria-hidden />
        </span>
        <p className="font-medium text-gray-900">{dashboardMessages.noActivity}</p>
        <p className="max-w-xs text-sm text-gray-500">What you and your team create shows up here.</p>
        <Link to={paths.content} className={buttonVariants({ size: 'sm' })}>
          {dashboardMessages.createFirstContent}
        </Link>
      </div>
    );
  }
  return (
    <ol className="divide-y divide-gray-100" aria-label="Recent activity">
      {events.data.map((event) => {
        const Icon = eventIcons[event.type] ?? Activity;
        return (
          <li key={event.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Icon className="size-4" aria-hidden />
            </span>
            <p className="min-w-0 flex-1 text-sm text-gray-800">{event.description}</p>
            <time dateTime={event.createdAt} title={formatDate(event.createdAt, 'dateTime')} className="shrink-0 text-xs text-gray-500">
              {timeAgo(event.createdAt)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
