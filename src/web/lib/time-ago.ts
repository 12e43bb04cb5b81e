import { formatNumber } from '@/shared/number-format';

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const units: Array<[Unit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// The words Intl.RelativeTimeFormat('en', { numeric: 'auto' }) has for one unit back or ahead,
// written out: its first use loads ICU's data, a long task on a slow phone (shared/number-format.ts says why).
const lastOne: Partial<Record<Unit, string>> = { year: 'last year', month: 'last month', week: 'last week', day: 'yesterday' };
const nextOne: Partial<Record<Unit, string>> = { year: 'next year', month: 'next month', week: 'next week', day: 'tomorrow' };

function inWords(amount: number, unit: Unit): string {
  if (amount === -1 && lastOne[unit]) return lastOne[unit];
  if (amount === 1 && nextOne[unit]) return nextOne[unit];
  const counted = `${formatNumber(Math.abs(amount))} ${unit}${Math.abs(amount) === 1 ? '' : 's'}`;
  return amount < 0 ? `${counted} ago` : `in ${counted}`;
}

/**
 * An activity's age in words: 'just now', '5 minutes ago', 'yesterday', 'last week'. A screen that
 * shows it on its own rather than mid-sentence passes its own `justNow` ('Just now').
 */
export function timeAgo(iso: string, now = Date.now(), justNow = 'just now'): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return inWords(Math.round(seconds / size), unit);
  }
  return justNow;
}
