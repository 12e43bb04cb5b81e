import { describe, expect, it } from 'vitest';
import { dayKey, fromLocalInputValue, moveToDay, toLocalInputValue } from './schedule-time';

describe('schedule times', () => {
  it('round-trips a time through the datetime-local field in local time', () => {
    const iso = new Date(2027, 4, 6, 9, 30).toISOString();
    expect(toLocalInputValue(iso)).toBe('2027-05-06T09:30');
    expect(fromLocalInputValue('2027-05-06T09:30')).toBe(iso);
  });

  it('answers null for an empty or broken field', () => {
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('tomorrow')).toBeNull();
  });

  it('moves to another day keeping the local time of day', () => {
    const iso = new Date(2027, 2, 4, 14, 45).toISOString();
    const moved = new Date(moveToDay(iso, '2027-03-19'));
    expect(dayKey(moved)).toBe('2027-03-19');
    expect([moved.getHours(), moved.getMinutes()]).toEqual([14, 45]);
  });
});
