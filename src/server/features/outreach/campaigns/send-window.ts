import type { SendWindow } from '@/shared/outreach/campaigns';
import { inTimeZone } from '@/shared/zoned-time';

/** Midnight of the day `now` falls on, as the clocks of `timeZone` show it. */
export function startOfDayIn(now: number, timeZone: string): Date {
  const local = inTimeZone(now, timeZone);
  local.setHours(0, 0, 0, 0);
  return new Date(local.getTime());
}

/** Whether `now` is inside the send window (its days, from its start hour to before its end hour) in `timeZone`. */
export function insideWindow(now: number, timeZone: string, window: SendWindow): boolean {
  const local = inTimeZone(now, timeZone);
  const hour = local.getHours() + local.getMinutes() / 60;
  return window.days.includes(local.getDay()) && hour >= window.startHour && hour < window.endHour;
}
