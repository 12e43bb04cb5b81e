import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { SocialPostView } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { type ScheduledPost, shiftWeek, weekColumns, weekRangeLabel, weekStart } from '../scheduler';
import { ScheduledPostChip } from './scheduled-post-chip';
import { formatDate } from '@/shared/date-format';

/** Seven days from Monday, each with its scheduled posts in time order; previous and next week. */
export function WeekCalendar({ posts, onOpen }: { posts: readonly ScheduledPost[]; onOpen?: (post: SocialPostView) => void }) {
  const now = new Date();
  const [start, setStart] = useState(() => weekStart(now));
  const columns = weekColumns(posts, start, now);
  const range = weekRangeLabel(start);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon" aria-label="Previous week" onClick={() => setStart((current) => shiftWeek(current, -1))}>
          <ChevronLeft aria-hidden />
        </Button>
        <Button variant="outline" size="icon" aria-label="Next week" onClick={() => setStart((current) => shiftWeek(current, 1))}>
          <ChevronRight aria-hidden />
        </Button>
        <p className="text-sm font-semibold text-gray-900" aria-live="polite">
          {range}
        </p>
        <Button variant="ghost" size="sm" className="ml-auto" onClick={() => setStart(weekStart(new Date()))}>
          This week
        </Button>
      </div>
      <div className="overflow-x-auto">
        <ol aria-label={`Scheduled posts, week of ${range}`} className="grid min-w-[44rem] grid-cols-7 gap-2">
          {columns.map((column) => (
            <li
              key={column.key}
              className={cn(
                'flex min-h-40 flex-col gap-1.5 rounded-lg border p-1.5',
                column.isToday ? 'border-brand-500 bg-brand-50' : 'border-gray-200 bg-gray-50',
              )}
            >
              <h4 className={cn('px-1 text-xs font-medium', column.isToday ? 'text-brand-700' : 'text-gray-600')}>
                <span className="sr-only">{formatDate(column.date, 'weekdayDay')}</span>
                <span aria-hidden>
                  {formatDate(column.date, 'shortWeekday')} <span className="font-semibold">{column.date.getDate()}</span>
                </span>
              </h4>
              {column.posts.map((post) => (
                <ScheduledPostChip key={post.id} post={post} onOpen={onOpen} compact />
              ))}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
