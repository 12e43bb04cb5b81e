import { describe, expect, it } from 'vitest';
import type { SocialPostView } from '@/shared/social/social';
import { dayLabel, groupByDay, scheduledPosts, shiftWeek, weekColumns, weekRangeLabel, weekStart } from './scheduler';

const local = (month: number, day: number, hour = 9, minute = 0, year = 2027) => new Date(year, month - 1, day, hour, minute).toISOString();

function post(id: string, status: SocialPostView['status'], scheduledAt: string | null, accountIds: string[] = ['a']): SocialPostView {
  return {
    id,
    content: id,
    media: [],
    status,
    scheduledAt,
    publishedAt: null,
    createdAt: local(1, 1),
    authorName: null,
    engagement: null,
    targets: accountIds.map((accountId) => ({
      accountId,
      network: 'mastodon',
      username: accountId,
      override: null,
      status: 'Pending',
      url: null,
      error: null,
      publishedAt: null,
      metrics: null,
    })),
  };
}

const now = new Date(2027, 2, 4, 8, 0); // Thursday, March 4, 2027
const posts = [
  post('later', 'Scheduled', local(3, 5, 18)),
  post('draft', 'Draft', null),
  post('early', 'Scheduled', local(3, 4, 10), ['b']),
  post('done', 'Published', local(3, 4, 7)),
  post('same-day', 'Scheduled', local(3, 5, 9), ['a', 'b']),
  post('next-week', 'Scheduled', local(3, 9, 23, 30)),
];

describe('the queue', () => {
  it('keeps scheduled posts only, soonest first, for one account or all', () => {
    expect(scheduledPosts(posts, 'all').map((item) => item.id)).toEqual(['early', 'same-day', 'later', 'next-week']);
    expect(scheduledPosts(posts, 'b').map((item) => item.id)).toEqual(['early', 'same-day']);
    expect(scheduledPosts(posts, 'nobody')).toEqual([]);
  });

  it('groups them by local day with readable labels', () => {
    const days = groupByDay(scheduledPosts(posts, 'all'), now);
    expect(days.map((day) => [day.label, day.posts.map((item) => item.id)])).toEqual([
      ['Today', ['early']],
      ['Tomorrow', ['same-day', 'later']],
      ['Tuesday, March 9', ['next-week']],
    ]);
    expect(dayLabel(new Date(2028, 0, 3), now)).toBe('Monday, January 3, 2028');
  });
});

describe('the week', () => {
  it('starts on Monday at local midnight', () => {
    expect(weekStart(now)).toEqual(new Date(2027, 2, 1));
    expect(weekStart(new Date(2027, 2, 7, 23, 59))).toEqual(new Date(2027, 2, 1));
    expect(weekStart(new Date(2027, 2, 8, 0, 0))).toEqual(new Date(2027, 2, 8));
    expect(shiftWeek(new Date(2027, 2, 1), 1)).toEqual(new Date(2027, 2, 8));
    expect(shiftWeek(new Date(2027, 2, 1), -1)).toEqual(new Date(2027, 1, 22));
  });

  it('places each post in the column of its day, in time order', () => {
    const columns = weekColumns(scheduledPosts(posts, 'all'), weekStart(now), now);
    expect(columns).toHaveLength(7);
    expect(columns.map((column) => column.posts.map((item) => item.id))).toEqual([[], [], [], ['early'], ['same-day', 'later'], [], []]);
    expect(columns.map((column) => column.isToday)).toEqual([false, false, false, true, false, false, false]);
    const next = weekColumns(scheduledPosts(posts, 'all'), shiftWeek(weekStart(now), 1), now);
    expect(next[1]?.posts.map((item) => item.id)).toEqual(['next-week']);
  });

  it('names its range', () => {
    // ICU puts thin spaces around the dash.
    const label = (start: Date) => weekRangeLabel(start).replace(/\s/g, ' ');
    expect(label(new Date(2027, 2, 1))).toBe('Mar 1 – 7, 2027');
    expect(label(new Date(2027, 2, 29))).toBe('Mar 29 – Apr 4, 2027');
    expect(label(new Date(2027, 11, 27))).toBe('Dec 27, 2027 – Jan 2, 2028');
  });
});
