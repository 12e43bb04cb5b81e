// Schedule and date fields hold times in the browser's own time zone; the API takes ISO instants with
// their offset, so the time the user picked is also the time the server keeps.

const pad = (value: number) => String(value).padStart(2, '0');

/** The local offset of that moment as "+02:00" (DST makes it differ from today's). */
function offsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** A local date as ISO 8601 with its offset: "2027-03-04T09:30:00+01:00". */
function withOffset(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${offsetOf(date)}`;
}

/**
 * A datetime-local value ("YYYY-MM-DDTHH:mm") as an ISO instant with the local offset; null when the
 * field is empty or holds no date. A time skipped by a DST change moves on as the browser moves it.
 */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : withOffset(date);
}

/** An ISO instant as a datetime-local value in local time, for editing a scheduled campaign or post. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date field's day ("YYYY-MM-DD") as the local midnight starting it, with its offset; null when empty. */
export function dayToIso(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : withOffset(date);
}

/** The day of an ISO instant in local time, for a date field. */
export function isoToDay(iso: string | undefined): string {
  return iso ? isoToLocalInput(iso).slice(0, 10) : '';
}
