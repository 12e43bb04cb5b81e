import { format } from 'date-fns';
import { inTimeZone, localTimeZone, wallTimeToInstant } from '@/shared/zoned-time';
import { formatDate as formatDateAs } from '@/shared/date-format';

// Dates for the schedule field and the calendar, in the browser's own time zone.

/** A local day as "YYYY-MM-DD", the calendar's key for a cell. */
export function dayKey(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** An ISO time as the value of an <input type="datetime-local">: "YYYY-MM-DDTHH:mm" in local time. */
export function toLocalInputValue(iso: string): string {
  return format(inTimeZone(iso, localTimeZone()), "yyyy-MM-dd'T'HH:mm");
}

/** A datetime-local value as an ISO time; null when empty or not a date. */
export function fromLocalInputValue(value: string): string | null {
  if (!value.includes('T')) return null;
  return wallTimeToInstant(value, localTimeZone())?.toISOString() ?? null;
}

/** The same local time of day on another day ("YYYY-MM-DD"): dragging keeps the hour it was planned for. */
export function moveToDay(iso: string, targetDay: string): string {
  const zone = localTimeZone();
  const moved = wallTimeToInstant(`${targetDay}T${format(inTimeZone(iso, zone), 'HH:mm:ss')}`, zone);
  return (moved ?? new Date(iso)).toISOString();
}

/** "Mar 4, 2027, 9:30 AM". */
export function formatDateTime(iso: string): string {
  return formatDateAs(iso, 'dateTime');
}

/** "Mar 4, 2027". */
export function formatDate(iso: string): string {
  return formatDateAs(iso, 'date');
}
