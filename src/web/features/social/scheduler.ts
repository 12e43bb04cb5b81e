import type { SocialPostView } from '@/shared/social/social';
import { isoToDay } from '@/web/lib/schedule-time';
import { formatDate } from '@/shared/date-format';

// The Scheduler tab: scheduled posts by day in the browser's time zone, as a queue and as a week.

/** A post that is going out at a time, with that time. */
export type ScheduledPost = SocialPostView & { scheduledAt: string };

/** 'all', or the id of the account whose posts are shown. */
export type AccountFilter = string;

/** The scheduled posts (for one account, or all), soonest first. */
export function scheduledPosts(posts: readonly SocialPostView[], accountFilter: AccountFilter): ScheduledPost[] {
  return posts
    .filter((post): post is ScheduledPost => post.status === 'Scheduled' && post.scheduledAt !== null)
    .filter((post) => accountFilter === 'all' || post.targets.some((target) => target.accountId === accountFilter))
    .sort((a, b) => new Date(a.scheduledAt).getTime() - new Date(b.scheduledAt).getTime());
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local day as "YYYY-MM-DD". */
function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface QueueDay {
  key: string;
  label: string;
  posts: ScheduledPost[];
}

/** 'Today', 'Tomorrow', or 'Thursday, March 4' ('…, 2028' in another year). */
export function dayLabel(day: Date, now: Date): string {
  const today = dayKey(now);
  const tomorrow = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
  const key = dayKey(day);
  if (key === today) return 'Today';
  if (key === tomorrow) return 'Tomorrow';
  return formatDate(day, day.getFullYear() === now.getFullYear() ? 'weekdayDay' : 'weekdayDate');
}

/** The queue: sorted scheduled posts grouped by their local day. */
export function groupByDay(posts: readonly ScheduledPost[], now: Date): QueueDay[] {
  const days: QueueDay[] = [];
  for (const post of posts) {
    const key = isoToDay(post.scheduledAt);
    const last = days.at(-1);
    if (last?.key === key) last.posts.push(post);
    else days.push({ key, label: dayLabel(new Date(post.scheduledAt), now), posts: [post] });
  }
  return days;
}

/** Monday at local midnight of the week holding `date`. */
export function weekStart(date: Date): Date {
  const offset = (date.getDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - offset);
}

/** The Monday `by` weeks before or after. */
export function shiftWeek(start: Date, by: number): Date {
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + by * 7);
}

export interface WeekColumn {
  key: string;
  date: Date;
  isToday: boolean;
  /** The day's posts in time order. */
  posts: ScheduledPost[];
}

/** Seven columns from the Monday `start`, each holding the posts scheduled on that local day. */
export function weekColumns(posts: readonly ScheduledPost[], start: Date, now: Date): WeekColumn[] {
  const today = dayKey(now);
  const columns = Array.from({ length: 7 }, (_, index) => {
    const date = new Date(start.getFullYear(), start.getMonth(), start.getDate() + index);
    return { key: dayKey(date), date, isToday: dayKey(date) === today, posts: [] as ScheduledPost[] };
  });
  const byKey = new Map(columns.map((column) => [column.key, column]));
  for (const post of posts) byKey.get(isoToDay(post.scheduledAt))?.posts.push(post);
  for (const column of columns) column.posts.sort((a, b) => new Date(a.scheduledAt).getTime() - new Date(b.scheduledAt).getTime());
  return columns;
}

/** "Mar 1 – 7, 2027", "Mar 29 – Apr 4, 2027" or "Dec 27, 2027 – Jan 2, 2028". */
export function weekRangeLabel(start: Date): string {
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 6);
  if (start.getFullYear() !== end.getFullYear()) return `${formatDate(start, 'date')} – ${formatDate(end, 'date')}`;
  const endDay = start.getMonth() === end.getMonth() ? String(end.getDate()) : formatDate(end, 'day');
  return `${formatDate(start, 'day')} – ${endDay}, ${end.getFullYear()}`;
}
