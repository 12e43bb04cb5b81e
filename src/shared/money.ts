// Money as the design keeps it: whole minor units (cents) with an ISO 4217 currency, so no sum ever
// rounds. A currency's minor unit is not always a hundredth: yen has none, dinars a thousandth.

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
