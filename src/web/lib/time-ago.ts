import { builtOnFirstUse } from './built-on-first-use';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const format = builtOnFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/**
 * An activity's age in words: 'just now', '5 minutes ago', 'yesterday', 'last week'. A screen that
 * shows it on its own rather than mid-sentence passes its own `justNow` ('Just now').
 */
export function timeAgo(iso: string, now = Date.now(), justNow = 'just now'): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format().format(Math.round(seconds / size), unit);
  }
  return justNow;
}
