import { type AnalyticsRange, analyticsRanges, defaultAnalyticsRange, reportQuerySchema } from '@/shared/analytics/analytics';
import { monetizationLabels } from '@/shared/monetization/monetization';
import { formatAmount, parsePrice } from '@/shared/monetization/price';
import type { CurrencyTotal } from '@/shared/monetization/revenue';
import { currencyExponent, formatCompactCurrency, toMajorUnits } from '@/shared/money';
import type { PeriodRules } from '@/web/lib/period-selection';
import { formatNumber } from '@/shared/number-format';
import { formatDate as formatDateAs } from '@/shared/date-format';

// How the Monetization Hub writes its figures: every amount in its own currency, never added across
// currencies, and '—' where there is nothing to compare with.

const notMeasured = monetizationLabels.notMeasured;

/** The hub's period is Analytics' (ADR 031): the API reads it with Analytics' query schema. */
export const monetizationPeriod: PeriodRules<AnalyticsRange> = {
  ranges: analyticsRanges,
  defaultRange: defaultAnalyticsRange,
  querySchema: reportQuerySchema,
};

type Amount = Pick<CurrencyTotal, 'currency' | 'amountMinor'>;

/** A change against the previous period with its sign: '+12.5%', '-3.0%'; '—' when there is none. */
export function formatChange(change: number | null): string {
  if (change === null) return notMeasured;
  return `${change > 0 ? '+' : ''}${change.toFixed(1)}%`;
}

/** The colour a change is read in: up green, down red, none grey. */
export function changeTone(change: number | null): 'up' | 'down' | 'flat' {
  if (change === null || change === 0) return 'flat';
  return change > 0 ? 'up' : 'down';
}

export interface StreamFigure {
  /** The largest currency's total, or '—' when the stream has none. */
  value: string;
  /** The other currencies' totals, each in its own. */
  others: string[];
  change: number | null;
}

/** A summary card's figures: the totals come largest first from the server. */
export function streamFigure(totals: readonly CurrencyTotal[]): StreamFigure {
  const [largest, ...rest] = totals;
  if (!largest) return { value: notMeasured, others: [], change: null };
  return {
    value: formatAmount(largest.amountMinor, largest.currency),
    others: rest.map((total) => formatAmount(total.amountMinor, total.currency)),
    change: largest.change,
  };
}

/** Amounts in several currencies on one line: '$1,200.00 · €30.00'; '—' for none. */
export function formatAmounts(amounts: readonly Amount[]): string {
  if (amounts.length === 0) return notMeasured;
  return amounts.map((amount) => formatAmount(amount.amountMinor, amount.currency)).join(' · ');
}

/** A ledger amount with its sign, so a refund reads as one: '+$49.00', '-€12.50'. */
export function formatSignedAmount(amountMinor: number, currency: string): string {
  const text = formatAmount(amountMinor, currency);
  return amountMinor > 0 ? `+${text}` : text;
}

/** An axis tick: '$1.2K', '€300'. */
export function formatAxisAmount(amountMinor: number, currency: string): string {
  return formatCompactCurrency(toMajorUnits(amountMinor, currency), currency);
}

/** What a typed price will be saved as ('$49.00'), with the spec's leading $ for a bare number; null when it is no price. */
export function pricePreview(text: string): string | null {
  if (!text.trim()) return null;
  const money = parsePrice(text);
  return money ? formatAmount(money.amountMinor, money.currency) : null;
}

/** A saved price as a price field takes it back: '$1,299.00', or '49.00 EUR' where a symbol would not read back. */
export function priceText(amountMinor: number, currency: string): string {
  if (currency === 'USD') return formatAmount(amountMinor, currency);
  return `${toMajorUnits(amountMinor, currency).toFixed(currencyExponent(currency))} ${currency}`;
}

/** A chart's calendar day (YYYY-MM-DD) as 'Mar 4'. */
export function formatDay(day: string): string {
  return formatDateAs(`${day}T00:00:00Z`, 'day', { utc: true });
}

/** A ledger row's instant or a calendar day as 'Mar 4, 2026' (the day it was recorded for, in UTC). */
export function formatDate(value: string): string {
  return formatDateAs(value.length === 10 ? `${value}T00:00:00Z` : value, 'date', { utc: true });
}

/** Today in the user's own calendar (YYYY-MM-DD), as a date input wants it. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The postback URL with every parameter a network fills in, as its settings take it. */
export function postbackTemplate(postbackUrl: string): string {
  const separator = postbackUrl.includes('?') ? '&' : '?';
  return `${postbackUrl}${separator}click_id={click_id}&order_id={order_id}&amount={commission}&currency=USD&status=approved`;
}

/** '1 client', '3 bookings': a retainer has clients, a one-time service bookings. */
export function clientCount(count: number, retainer: boolean): string {
  const noun = retainer ? 'client' : 'booking';
  return `${formatNumber(count)} ${noun}${count === 1 ? '' : 's'}`;
}
