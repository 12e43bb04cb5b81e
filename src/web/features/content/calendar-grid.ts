// The month view of the content calendar: whole weeks from Monday to Sunday around a month.
import type { CalendarEntry } from '@/shared/content/content';
import { dayKey } from './schedule-time';

export interface CalendarDay {
  key: string;
  date: Date;
  inMonth: boolean;
}

export interface MonthGrid {
  weeks: CalendarDay[][];
  /** The first shown day at local midnight and the day after the last: the calendar query's range. */
  from: Date;
  to: Date;
}

/** The weeks (Monday first) that hold any day of the month; `month` counts from 0 as Date does. */
export function monthGrid(year: number, month: number): MonthGrid {
  const first = new Date(year, month, 1);
  const offset = (first.getDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = new Date(year, month, 1 - offset);
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  const weekCount = Math.ceil((offset + daysInMonth) / 7);
  const weeks: CalendarDay[][] = [];
  for (let week = 0; week < weekCount; week++) {
    const days: CalendarDay[] = [];
    for (let weekday = 0; weekday < 7; weekday++) {
      const date = new Date(start.getFullYear(), start.getMonth(), start.getDate() + week * 7 + weekday);
      days.push({ key: dayKey(date), date, inMonth: date.getMonth() === month });
    }
    weeks.push(days);
  }
  const to = new Date(start.getFullYear(), start.getMonth(), start.getDate() + weekCount * 7);
  return { weeks, from: start, to };
}

/** The month before or after, as {year, month}. */
export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const date = new Date(year, month + by, 1);
  return { year: date.getFullYear(), month: date.getMonth() };
}

/** Entries by local day key, each day in time order. */
export function entriesByDay(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.date.localeCompare(b.date))) {
    const key = dayKey(new Date(entry.date));
    days.set(key, [...(days.get(key) ?? []), entry]);
  }
  return days;
}

export const weekdayLabels = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
