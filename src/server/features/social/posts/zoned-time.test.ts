import { expect, test } from 'vitest';
import { zonedTimeToInstant } from './zoned-time';

test('a wall-clock time is read in the zone given', () => {
  expect(zonedTimeToInstant('2026-12-01 09:30', 'Europe/Amsterdam')?.toISOString()).toBe('2026-12-01T08:30:00.000Z');
  expect(zonedTimeToInstant('2026-07-01 09:30', 'Europe/Amsterdam')?.toISOString()).toBe('2026-07-01T07:30:00.000Z');
  expect(zonedTimeToInstant('2026-07-01T09:30', 'America/New_York')?.toISOString()).toBe('2026-07-01T13:30:00.000Z');
  expect(zonedTimeToInstant('2026-07-01 09:30', 'UTC')?.toISOString()).toBe('2026-07-01T09:30:00.000Z');
});

test('the hour a clock change skips still names an instant, and nonsense none', () => {
  // 02:30 does not exist in Amsterdam on 29 March 2026: it is read with the offset after the change.
  expect(zonedTimeToInstant('2026-03-29 02:30', 'Europe/Amsterdam')?.toISOString()).toMatch(/^2026-03-29T0[01]:30:00.000Z$/);
  expect(zonedTimeToInstant('2026-02-30 10:00', 'UTC')).toBeNull();
  expect(zonedTimeToInstant('2026-02-10 24:00', 'UTC')).toBeNull();
  expect(zonedTimeToInstant('tomorrow', 'UTC')).toBeNull();
});
