import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { type SocialPostView, socialNetworkLabels } from '@/shared/social/social';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { useAccounts } from '../api/get-accounts';
import { useScheduledPosts } from '../api/get-posts';
import { accountName } from '../post-format';
import { type AccountFilter, scheduledPosts } from '../scheduler';
import { ScheduledQueue } from './scheduled-queue';
import { WeekCalendar } from './week-calendar';

/** The Scheduler tab: what goes out when, as a week and as a queue, for one account or all. */
export function SchedulerTab({ onEdit }: { onEdit?: (post: SocialPostView) => void }) {
  const id = useId();
  const posts = useScheduledPosts();
  const accounts = useAccounts();
  const [filter, setFilter] = useState<AccountFilter>('all');
  if (posts.isPending) {
    return (
      <div role="status" aria-label="Loading posts" className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  }
  const scheduled = scheduledPosts(posts.data ?? [], filter);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor={`${id}-account`}>Filter by account</Label>
        <div className="w-full sm:w-72">
          <NativeSelect id={`${id}-account`} value={filter} onChange={(event) => setFilter(event.target.value)}>
            <option value="all">All accounts</option>
            {(accounts.data ?? []).map((account) => (
              <option key={account.id} value={account.id}>
                {socialNetworkLabels[account.network]} {accountName(account)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Week</CardTitle>
        </CardHeader>
        <CardContent>
          <WeekCalendar posts={scheduled} onOpen={onEdit} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Queue</CardTitle>
        </CardHeader>
        <CardContent>
          {scheduled.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-6 text-center">
              <CalendarClock className="size-8 text-gray-400" aria-hidden />
              <p className="font-semibold text-gray-900">{posts.isError ? 'Posts could not be loaded' : 'No scheduled posts'}</p>
              {!posts.isError && <p className="text-sm text-gray-600">Posts you schedule show here in the order they go out.</p>}
            </div>
          ) : (
            <ScheduledQueue posts={scheduled} onOpen={onEdit} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
