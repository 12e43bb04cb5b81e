import { describe, expect, test } from 'vitest';
import { sendingRule } from './identity-format';

const rule = (days: number[], window = { startHour: 9, endHour: 17 }) =>
  sendingRule({ dailyCap: 30, timeZone: 'Europe/London', window: { ...window, days } });

describe('a sending identity’s rule in words', () => {
  test('runs of days read as ranges, Monday first, so a weekend run is one', () => {
    expect(rule([1, 2, 3, 4, 5])).toBe('30 a day, Mon–Fri 9:00–17:00 Europe/London');
    expect(rule([0, 1, 2, 3, 4, 5, 6])).toBe('30 a day, Every day 9:00–17:00 Europe/London');
    expect(rule([5, 6, 0, 1])).toBe('30 a day, Fri–Mon 9:00–17:00 Europe/London');
  });

  test('two days or scattered ones are listed', () => {
    expect(rule([0, 6])).toBe('30 a day, Sat, Sun 9:00–17:00 Europe/London');
    expect(rule([1, 3, 5], { startHour: 8, endHour: 24 })).toBe('30 a day, Mon, Wed, Fri 8:00–24:00 Europe/London');
  });
});
