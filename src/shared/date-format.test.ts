import { describe, expect, it } from 'vitest';
import { type DateStyle, formatDate } from './date-format';

// Each style is checked against what Intl writes in en-US, which it stands in for.
describe('formatDate', () => {
  const intl: Record<DateStyle, Intl.DateTimeFormatOptions> = {
    day: { month: 'short', day: 'numeric' },
    date: { dateStyle: 'medium' },
    dateTime: { dateStyle: 'medium', timeStyle: 'short' },
    time: { hour: 'numeric', minute: '2-digit' },
    weekdayDay: { weekday: 'long', month: 'long', day: 'numeric' },
    weekdayDate: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
    weekdayDateTime: { dateStyle: 'full', timeStyle: 'short' },
    shortWeekday: { weekday: 'short' },
    month: { month: 'long', year: 'numeric' },
  };
  const instants = ['2027-03-04T09:30:00Z', '2026-12-31T23:59:00Z', '2027-01-01T00:05:00Z', '2027-07-19T12:00:00Z'];

  it('writes each style as Intl does, in UTC and in the local zone', () => {
    for (const [style, options] of Object.entries(intl) as [DateStyle, Intl.DateTimeFormatOptions][]) {
      for (const iso of instants) {
        // Node's ICU may write U+202F before AM and PM, and Chromium a space: the words are the same.
        const spaced = (text: string) => text.replaceAll('\u202f', ' ');
        expect(formatDate(iso, style, { utc: true })).toBe(
          spaced(new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(iso))),
        );
        expect(formatDate(iso, style)).toBe(spaced(new Intl.DateTimeFormat('en-US', options).format(new Date(iso))));
      }
    }
  });

  it('says so for a date that is none', () => {
    expect(formatDate('not a date', 'date')).toBe('Invalid Date');
  });
});
