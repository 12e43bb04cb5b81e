// Dates the API accepts: real ones (zod's ISO checks refuse a 31 February), from 1970 to 9999. Year
// 0000 passes those checks but not PostgreSQL, which would answer 500 instead of 400.
import { z } from 'zod';

const inStorableYears = (year: number) => year >= 1970 && year <= 9999;

/** A calendar day written YYYY-MM-DD. */
export function calendarDay(message: string) {
  return z.iso.date({ message }).refine((value) => inStorableYears(Number(value.slice(0, 4))), message);
}

/** An ISO 8601 instant with its offset. */
export function instant(message?: string) {
  return z.iso.datetime({ offset: true, message }).refine((value) => inStorableYears(new Date(value).getUTCFullYear()), message);
}
