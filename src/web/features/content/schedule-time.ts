// Dates for the schedule field and the calendar, in the browser's own time zone.

const pad = (value: number) => String(value).padStart(2, '0');

/** A local day as "YYYY-MM-DD", the calendar's key for a cell. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An ISO time as the value of an <input type="datetime-local">: "YYYY-MM-DDTHH:mm" in local time. */
export function toLocalInputValue(iso: string): string {
  const date = new Date(iso);
  return `${dayKey(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO time; null when empty or not a date. */
export function fromLocalInputValue(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The same local time of day on another day ("YYYY-MM-DD"): dragging keeps the hour it was planned for. */
export function moveToDay(iso: string, targetDay: string): string {
  const source = new Date(iso);
  const [year, month, day] = targetDay.split('-').map(Number) as [number, number, number];
  const moved = new Date(year, month - 1, day, source.getHours(), source.getMinutes(), source.getSeconds(), source.getMilliseconds());
  return moved.toISOString();
}

/** "Mar 4, 2027, 9:30 AM". */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Mar 4, 2027". */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}
