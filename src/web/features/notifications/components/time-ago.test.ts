import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('says just now under a minute', () => {
    expect(timeAgo('2026-11-22T11:59:30Z', now)).toBe('just now');
  });
  it('uses the largest whole unit', () => {
    expect(timeAgo('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-21T12:00:00Z', now)).toBe('yesterday');
  });
});
