// Dates the API accepts: real ones, in the range PostgreSQL and the calendar both handle. A year 0000
// or a 31 February passes a pattern but not the database, which would answer 500 instead of 400.
import { z } from 'zod';

const earliestYear = 1970;
const latestYear = 9999;

function isRealDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && Number(value.slice(0, 4)) >= earliestYear;
}

/** A calendar day written YYYY-MM-DD that exists, from 1970 on. */
export function calendarDay(message: string) {
  return z.string({ message }).regex(/^\d{4}-\d{2}-\d{2}$/, message).refine(isRealDay, message);
}

/** An ISO 8601 instant with its offset, between 1970 and the year 9999. */
export function instant(message?: string) {
  return z.iso.datetime({ offset: true, message }).refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= earliestYear && year <= latestYear;
  }, message);
}
