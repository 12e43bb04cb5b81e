import {
  type AnalyticsRange,
  type ReportPeriod,
  analyticsRanges,
  defaultAnalyticsRange,
  reportQuerySchema,
} from '@/shared/analytics/analytics';
import type { PeriodRules } from '@/web/lib/period-selection';
import { builtOnFirstUse } from '@/web/lib/built-on-first-use';
import { formatCompact, formatNumber } from '@/shared/number-format';
import { formatDate } from '@/shared/date-format';
import { formatMoney } from '@/web/lib/format-money';

// How the analytics screen writes its figures; '—' stands for "not measured", never for zero.

export const notMeasured = '—';

/** A count as people read it: 1,234; 12.3K from ten thousand on. */
export function formatCount(value: number): string {
  return value >= 10_000 ? formatCompact(value) : formatNumber(value);
}

/** A percentage change with its sign and one decimal: '+12.5%', '-3.0%', '0.0%'. */
export function formatChange(change: number): string {
  const sign = change > 0 ? '+' : '';
  return `${sign}${change.toFixed(1)}%`;
}

/** Seconds as m:ss (h:mm:ss from an hour on); '—' when nothing was measured. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return notMeasured;
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A rate of 0 to 100 with at most one decimal; '—' when there was nothing to measure. */
export function formatRate(rate: number | null): string {
  if (rate === null) return notMeasured;
  return `${Math.round(rate * 10) / 10}%`;
}

/** Revenue in its currency; '—' when none was recorded (no currency to write it in). */
export function formatRevenue(amount: number, currency: string | null): string {
  if (currency === null) return notMeasured;
  return formatMoney(amount, currency);
}

const dayYear = (day: string) => formatDate(`${day}T00:00:00Z`, 'date', { utc: true });

/** A calendar day (YYYY-MM-DD) in short words: 'Mar 4'. */
export function formatDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, 'day', { utc: true });
}

/** Two calendar days as a span: 'Mar 4 – Apr 2, 2026', or 'Dec 4, 2025 – Jan 2, 2026' across years. */
export function formatSpan(from: string, to: string): string {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const start = sameYear ? formatDay(from) : dayYear(from);
  return from === to ? dayYear(to) : `${start} – ${dayYear(to)}`;
}

/** The period the figures cover, and the one they are compared with. */
export function describePeriod(period: ReportPeriod): { current: string; previous: string } {
  return { current: formatSpan(period.from, period.to), previous: formatSpan(period.previousFrom, period.previousTo) };
}

/** The report's period: 7d, 30d, 90d, 1y or custom days the API accepts. */
export const analyticsPeriod: PeriodRules<AnalyticsRange> = {
  ranges: analyticsRanges,
  defaultRange: defaultAnalyticsRange,
  querySchema: reportQuerySchema,
};

/** A row's share of the largest row, for the bars behind a breakdown (0 to 100). */
export function barWidth(value: number, largest: number): number {
  return value > 0 && largest > 0 ? Math.max(2, Math.round((value / largest) * 100)) : 0;
}

const regionNames = builtOnFirstUse(() => new Intl.DisplayNames(['en'], { type: 'region' }));

/** 'GB' → 'United Kingdom'; a code Intl does not know stays as it is. */
export function countryName(code: string): string {
  try {
    return regionNames().of(code) ?? code;
  } catch {
    return code;
  }
}
