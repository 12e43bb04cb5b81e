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
