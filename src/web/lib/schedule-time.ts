import { format } from 'date-fns';
import { inTimeZone, localTimeZone, wallTimeToInstant } from '@/shared/zoned-time';

// Schedule and date fields hold times in the browser's own time zone; the API takes ISO instants with
// their offset, so the time the user picked is also the time the server keeps.

/** An instant as ISO 8601 with the offset the browser's zone has at that moment: "2027-03-04T09:30:00+01:00". */
function withOffset(instant: Date): string {
  return format(inTimeZone(instant, localTimeZone()), "yyyy-MM-dd'T'HH:mm:ssxxx");
}

/**
 * A datetime-local value ("YYYY-MM-DDTHH:mm") as an ISO instant with the local offset; null when the
 * field is empty or holds no date. A time a DST change skips moves on by the gap; one it repeats is
 * its first occurrence.
 */
export function localInputToIso(value: string): string | null {
  if (!value.includes('T')) return null;
  const instant = wallTimeToInstant(value, localTimeZone());
  return instant && withOffset(instant);
}

/** An ISO instant as a datetime-local value in local time, for editing a scheduled campaign or post. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(inTimeZone(date, localTimeZone()), "yyyy-MM-dd'T'HH:mm");
}

/** A date field's day ("YYYY-MM-DD") as the local midnight starting it, with its offset; null when empty. */
export function dayToIso(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const instant = wallTimeToInstant(`${day}T00:00`, localTimeZone());
  return instant && withOffset(instant);
}

/** The day of an ISO instant in local time, for a date field. */
export function isoToDay(iso: string | undefined): string {
  return iso ? isoToLocalInput(iso).slice(0, 10) : '';
}
