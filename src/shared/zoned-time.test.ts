import { format } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { inTimeZone, isTimeZone, wallTimeToInstant } from './zoned-time';

const instantOf = (text: string, timeZone: string) => wallTimeToInstant(text, timeZone)?.toISOString();

describe('wallTimeToInstant', () => {
  test('a wall-clock time is read in the zone given', () => {
    expect(instantOf('2026-12-01 09:30', 'Europe/Amsterdam')).toBe('2026-12-01T08:30:00.000Z');
    expect(instantOf('2026-07-01 09:30', 'Europe/Amsterdam')).toBe('2026-07-01T07:30:00.000Z');
    expect(instantOf('2026-07-01T09:30', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z');
    expect(instantOf('2026-07-01T09:30:15', 'UTC')).toBe('2026-07-01T09:30:15.000Z');
    expect(instantOf('2026-07-01 09:30', 'Asia/Kolkata')).toBe('2026-07-01T04:00:00.000Z');
  });

  test('a time the clocks skip moves on by the gap', () => {
    // 02:30 does not exist in Amsterdam on 29 March 2026: it is 03:30 summer time.
    expect(instantOf('2026-03-29 02:30', 'Europe/Amsterdam')).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOf('2026-03-08 02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // Lord Howe Island moves its clocks by half an hour.
    expect(instantOf('2026-10-04 02:15', 'Australia/Lord_Howe')).toBe('2026-10-03T15:45:00.000Z');
  });

  test('a time the clocks show twice is its first occurrence, and the hour after it is read once', () => {
    expect(instantOf('2026-10-25 02:30', 'Europe/Amsterdam')).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('2026-10-25 02:00', 'Europe/Amsterdam')).toBe('2026-10-25T00:00:00.000Z');
    expect(instantOf('2026-10-25 03:00', 'Europe/Amsterdam')).toBe('2026-10-25T02:00:00.000Z');
    expect(instantOf('2026-10-25 01:30', 'Europe/Amsterdam')).toBe('2026-10-24T23:30:00.000Z');
    expect(instantOf('2026-11-01 01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(instantOf('2026-04-05 02:30', 'Pacific/Auckland')).toBe('2026-04-04T13:30:00.000Z');
  });

  test('nonsense names no instant', () => {
    expect(wallTimeToInstant('2026-02-30 10:00', 'UTC')).toBeNull();
    expect(wallTimeToInstant('2026-02-10 24:00', 'UTC')).toBeNull();
    expect(wallTimeToInstant('2027-13-45T99:99', 'UTC')).toBeNull();
    expect(wallTimeToInstant('2026-7-1 9:30', 'UTC')).toBeNull();
    expect(wallTimeToInstant('tomorrow', 'UTC')).toBeNull();
  });
});

test('inTimeZone reads an instant on the clocks of a zone', () => {
  const local = inTimeZone('2026-03-29T01:30:00Z', 'Europe/Amsterdam');
  expect([local.getDay(), local.getHours()]).toEqual([0, 3]);
  expect(format(inTimeZone('2026-10-25T00:30:00Z', 'Europe/Amsterdam'), "yyyy-MM-dd'T'HH:mm:ssxxx")).toBe('2026-10-25T02:30:00+02:00');
});

test('isTimeZone knows IANA names and refuses others', () => {
  expect(['UTC', 'Europe/Amsterdam', 'America/New_York'].every(isTimeZone)).toBe(true);
  expect(['Mars/Olympus', '', 'Europe/Atlantis'].some(isTimeZone)).toBe(false);
});
