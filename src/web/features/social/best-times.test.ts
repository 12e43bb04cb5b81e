import { describe, expect, it } from 'vitest';
import { basedOnText, bestTimeSentence, formatAverage, notEnoughPostsText, slotLabel, topSlots } from './best-times';

describe('Best Times in words', () => {
  it('numbers weekdays from Sunday', () => {
    expect([0, 2, 6].map((weekday) => slotLabel({ weekday, hour: 9 }))).toEqual([
      'Sunday at 9:00 AM',
      'Tuesday at 9:00 AM',
      'Saturday at 9:00 AM',
    ]);
  });

  it('writes hours on a 12-hour clock', () => {
    const hours = [0, 1, 9, 11, 12, 13, 21, 23].map((hour) => slotLabel({ weekday: 1, hour }).replace('Monday at ', ''));
    expect(hours).toEqual(['12:00 AM', '1:00 AM', '9:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '9:00 PM', '11:00 PM']);
  });

  it('says the best time, what it is based on, and its average', () => {
    expect(bestTimeSentence({ weekday: 2, hour: 9 })).toBe('Your best time to post: Tuesday at 9:00 AM');
    expect(basedOnText(1)).toBe('Based on 1 published post');
    expect(basedOnText(12)).toBe('Based on 12 published posts');
    expect(formatAverage(12.5)).toBe('12.5');
    expect(formatAverage(1234)).toBe('1,234');
  });

  it('says how many posts are missing', () => {
    expect(notEnoughPostsText({ needed: 5, basedOn: 2 })).toBe(
      'Not enough published posts yet: Best Times needs at least 5 posts with synced engagement (you have 2).',
    );
  });

  it('keeps the five strongest slots', () => {
    const slots = Array.from({ length: 8 }, (_, index) => ({ weekday: index % 7, hour: index, posts: 1, averageEngagement: 8 - index }));
    expect(topSlots(slots).map((slot) => slot.hour)).toEqual([0, 1, 2, 3, 4]);
    expect(topSlots(slots.slice(0, 2))).toHaveLength(2);
  });
});
