import { describe, expect, it } from 'vitest';
import { dayToIso, isoToDay, isoToLocalInput, localInputToIso } from './schedule-time';

const isoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe('schedule times', () => {
  it('writes a datetime-local value as an ISO instant with the local offset, keeping the wall time', () => {
    const iso = localInputToIso('2027-05-06T09:30');
    expect(iso).toMatch(isoWithOffset);
    expect(iso?.slice(0, 19)).toBe('2027-05-06T09:30:00');
    expect(new Date(iso as string).getTime()).toBe(new Date(2027, 4, 6, 9, 30).getTime());
  });

  it('uses the offset of the chosen day, not of today', () => {
    const winter = localInputToIso('2027-01-15T12:00') as string;
    const summer = localInputToIso('2027-07-15T12:00') as string;
    expect(winter.slice(-6)).toBe(offsetAt(new Date(2027, 0, 15, 12)));
    expect(summer.slice(-6)).toBe(offsetAt(new Date(2027, 6, 15, 12)));
  });

  it('answers null for an empty or broken field', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
    expect(localInputToIso('2027-13-45T99:99')).toBeNull();
  });

  it('round-trips through the field', () => {
    const iso = localInputToIso('2027-11-02T18:05') as string;
    expect(isoToLocalInput(iso)).toBe('2027-11-02T18:05');
    expect(isoToLocalInput(null)).toBe('');
  });

  it('turns a date field into the local midnight that starts the day, and back', () => {
    const iso = dayToIso('2027-03-04') as string;
    expect(iso).toMatch(isoWithOffset);
    expect(iso.slice(0, 19)).toBe('2027-03-04T00:00:00');
    expect(isoToDay(iso)).toBe('2027-03-04');
    expect(dayToIso('')).toBeNull();
    expect(isoToDay(undefined)).toBe('');
  });
});

function offsetAt(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const absolute = Math.abs(minutes);
  return `${minutes >= 0 ? '+' : '-'}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}
