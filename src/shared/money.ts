// Money as the design keeps it: whole minor units (cents) with an ISO 4217 currency, so no sum ever
// rounds. A currency's minor unit is not always a hundredth: yen has none, dinars a thousandth.
import { type FractionDigits, formatCompact, formatNumber } from './number-format';

const noMinorUnit = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const thousandths = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

/** The currencies whose minor unit is not a hundredth (for a query that converts as toMinorUnits does). */
export const currenciesOfOtherExponents: readonly string[] = [...noMinorUnit, ...thousandths];

/** How many decimal places the currency's major unit has (2 for USD, 0 for JPY, 3 for KWD). */
export function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  if (noMinorUnit.has(code)) return 0;
  return thousandths.has(code) ? 3 : 2;
}

/** "24.50" dollars as 2450 cents. */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyExponent(currency));
}

/** 2450 cents as 24.5 dollars. */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyExponent(currency);
}

// Amounts in a currency as en-US writes them ('$1,245.50', '€12.99', 'CHF 40.00'), without Intl
// (number-format.ts says why). The symbols are those en-US gives; any other code is written before the
// amount with a no-break space, as Intl does. Unlike Intl, a compact amount shows no decimals it
// does not need: '€300', not '€300.0'.

const symbols: Record<string, string> = {
  AUD: 'A$',
  BRL: 'R$',
  CAD: 'CA$',
  CNY: 'CN¥',
  EUR: '€',
  GBP: '£',
  HKD: 'HK$',
  ILS: '₪',
  INR: '₹',
  JPY: '¥',
  KRW: '₩',
  MXN: 'MX$',
  NZD: 'NZ$',
  PHP: '₱',
  TWD: 'NT$',
  USD: '$',
  VND: '₫',
  XAF: 'FCFA',
  XCD: 'EC$',
  XOF: 'F\u202fCFA',
  XPF: 'CFPF',
};

function withCurrency(currency: string, figure: string): string {
  const code = currency.toUpperCase();
  const unsigned = figure.replace(/^-/, '');
  const sign = figure.startsWith('-') ? '-' : '';
  const symbol = symbols[code];
  // A symbol of letters is kept apart from the digits, as Intl keeps 'F CFA 1,000' and 'CHF 40.00'.
  const mark = symbol && !/[A-Za-z]$/.test(symbol) ? symbol : `${symbol ?? code}\u00a0`;
  return `${sign}${mark}${unsigned}`;
}

/** 1245.5 USD with two decimals as '$1,245.50'; the decimals as asked (both 2 unless told). */
export function formatCurrency(
  amount: number,
  currency: string,
  { minimumFractionDigits = 2, maximumFractionDigits = 2 }: FractionDigits = {},
): string {
  return withCurrency(currency, formatNumber(amount, { minimumFractionDigits, maximumFractionDigits }));
}

/** 1234567 USD as '$1.2M', 300 EUR as '€300'. */
export function formatCompactCurrency(amount: number, currency: string, maximumFractionDigits = 1): string {
  return withCurrency(currency, formatCompact(amount, maximumFractionDigits));
}
