// Dates and times as en-US writes them ('Mar 4, 2027, 9:30 AM'), without Intl (number-format.ts says why):
// in the browser's time zone, or in UTC for calendar days kept as YYYY-MM-DD. A named time zone other
// than these two still needs Intl.

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The ways a date is written: examples for Thursday 4 March 2027, 9:30 in the morning. */
export type DateStyle =
  /** 'Mar 4' */
  | 'day'
  /** 'Mar 4, 2027' */
  | 'date'
  /** 'Mar 4, 2027, 9:30 AM' */
  | 'dateTime'
  /** '9:30 AM' */
  | 'time'
  /** 'Thursday, March 4' */
  | 'weekdayDay'
  /** 'Thursday, March 4, 2027' */
  | 'weekdayDate'
  /** 'Thursday, March 4, 2027 at 9:30 AM' */
  | 'weekdayDateTime'
  /** 'Thu' */
  | 'shortWeekday'
  /** 'March 2027' */
  | 'month';

interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
}

function partsOf(date: Date, utc: boolean): Parts {
  return utc
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        weekday: date.getUTCDay(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        weekday: date.getDay(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
      };
}

function clock({ hours, minutes }: Parts): string {
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `value` (a Date, an ISO string or milliseconds) in `style`; `utc` reads it on UTC's clocks. */
export function formatDate(value: Date | string | number, style: DateStyle, { utc = false }: { utc?: boolean } = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const parts = partsOf(date, utc);
  const shortMonth = months[parts.month]!.slice(0, 3);
  const weekdayDay = `${weekdays[parts.weekday]}, ${months[parts.month]} ${parts.day}`;
  switch (style) {
    case 'day':
      return `${shortMonth} ${parts.day}`;
    case 'date':
      return `${shortMonth} ${parts.day}, ${parts.year}`;
    case 'dateTime':
      return `${shortMonth} ${parts.day}, ${parts.year}, ${clock(parts)}`;
    case 'time':
      return clock(parts);
    case 'weekdayDay':
      return weekdayDay;
    case 'weekdayDate':
      return `${weekdayDay}, ${parts.year}`;
    case 'weekdayDateTime':
      return `${weekdayDay}, ${parts.year} at ${clock(parts)}`;
    case 'shortWeekday':
      return weekdays[parts.weekday]!.slice(0, 3);
    case 'month':
      return `${months[parts.month]} ${parts.year}`;
  }
}
