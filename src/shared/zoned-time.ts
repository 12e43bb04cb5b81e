// Wall-clock times in named time zones (IANA names such as Europe/Amsterdam), over date-fns and
// @date-fns/tz: one reading for the server's CSV import and best times and the browser's date fields.
import { TZDate, tzOffset } from '@date-fns/tz';
import { isExists } from 'date-fns';

const dayMs = 24 * 60 * 60 * 1000;
const wallTimePattern = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Whether `timeZone` names a zone the runtime knows (an IANA name or a UTC offset such as +02:00). */
export function isTimeZone(timeZone: string): boolean {
  return timeZone.trim() !== '' && !Number.isNaN(tzOffset(timeZone, new Date()));
}

/** The time zone of the runtime: the browser's own in the web app. */
export function localTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // A runtime that cannot name its zone (Etc/Unknown, an empty TZ) keeps its clocks on UTC.
  return isTimeZone(zone) ? zone : 'UTC';
}

/** An instant as the clocks of `timeZone` show it: its getters and date-fns' format read that zone. */
export function inTimeZone(instant: Date | string | number, timeZone: string): TZDate {
  return new TZDate(new Date(instant).getTime(), timeZone);
}

/**
 * The instant a wall-clock time (`YYYY-MM-DD HH:MM`, a T instead of the space, optional seconds)
 * names in `timeZone`, or null when it is no valid time. A time the clocks skip (spring forward)
 * moves on by the gap, 02:30 becoming 03:30; a time they show twice (fall back) is its first
 * occurrence, as browsers and RFC 5545 read it.
 */
export function wallTimeToInstant(text: string, timeZone: string): Date | null {
  const match = wallTimePattern.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part = '0') => Number(part)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isExists(year, month - 1, day) || hour > 23 || minute > 59 || second > 59) return null;
  return firstOccurrence(new Date(new TZDate(year, month - 1, day, hour, minute, second, timeZone).getTime()), timeZone);
}

/** TZDate can read a wall time shown twice as its second occurrence (east of UTC); the first is an offset change earlier. */
function firstOccurrence(instant: Date, timeZone: string): Date {
  const offsetBefore = tzOffset(timeZone, new Date(instant.getTime() - dayMs));
  const earlier = new Date(instant.getTime() - (offsetBefore - tzOffset(timeZone, instant)) * 60_000);
  return earlier < instant && tzOffset(timeZone, earlier) === offsetBefore ? earlier : instant;
}
