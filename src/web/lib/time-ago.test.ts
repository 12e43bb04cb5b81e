import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-05-10T12:00:00.000Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says just now under a minute', () => {
    expect(timeAgo(before(30), now)).toBe('just now');
  });

  it('counts minutes, hours, days and weeks', () => {
    expect(timeAgo(before(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3600), now)).toBe('3 hours ago');
    expect(timeAgo(before(24 * 3600), now)).toBe('yesterday');
    expect(timeAgo(before(14 * 24 * 3600), now)).toBe('2 weeks ago');
  });
});

describe('timeAgo, against Intl', () => {
  it('writes what Intl.RelativeTimeFormat writes, back and ahead', () => {
    const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const cases: [number, Intl.RelativeTimeFormatUnit, number][] = [
      [-60, 'minute', -1],
      [-3600, 'hour', -1],
      [-7200, 'hour', -2],
      [-24 * 3600, 'day', -1],
      [24 * 3600, 'day', 1],
      [3 * 24 * 3600, 'day', 3],
      [-7 * 24 * 3600, 'week', -1],
      [7 * 24 * 3600, 'week', 1],
      [-30 * 24 * 3600, 'month', -1],
      [-365 * 24 * 3600, 'year', -1],
      [365 * 24 * 3600, 'year', 1],
      [-1500 * 365 * 24 * 3600, 'year', -1500],
    ];
    for (const [seconds, unit, amount] of cases) {
      expect(timeAgo(new Date(now + seconds * 1000).toISOString(), now)).toBe(relative.format(amount, unit));
    }
  });
});
