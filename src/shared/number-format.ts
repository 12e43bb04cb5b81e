// Numbers written as en-US writes them ('12,345.6', '12.3K', '$1,245.50'), without Intl: a page's
// first Intl object loads ICU's data, about 30 ms of a slow phone's main thread in the middle of a
// screen's first render (ADR 048). The rounding is Intl's: half away from zero, on the number's
// shortest decimal form (1.005 to two places is 1.01, where toFixed gives 1.00).

export interface FractionDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** The digits of |value| rounded to `places` decimals, as [whole, fraction] strings. */
function roundedDigits(value: number, places: number): [string, string] {
  const size = Math.abs(value);
  // Exponent forms: from 1e21 a double is a whole number; below 1e-6 toFixed's rounding is close enough.
  if (size >= 1e21) return [BigInt(size).toString(), ''];
  const shortest = size.toString();
  const plain = /e/i.test(shortest) ? size.toFixed(Math.min(places, 100)) : shortest;
  const [whole = '0', fraction = ''] = plain.split('.');
  if (fraction.length <= places) return [whole, fraction];
  const kept = `${whole}${fraction.slice(0, places)}`;
  const roundsUp = fraction.charCodeAt(places) >= 53; // '5'
  const digits = roundsUp ? increment(kept) : kept;
  const wholeLength = digits.length - places;
  return [digits.slice(0, wholeLength) || '0', digits.slice(wholeLength)];
}

/** A string of decimal digits plus one: '199' → '200', '99' → '100'. */
function increment(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 12345.678 as '12,345.678': up to three decimals unless told otherwise, as toLocaleString('en-US'). */
export function formatNumber(value: number, { minimumFractionDigits = 0, maximumFractionDigits = 3 }: FractionDigits = {}): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const places = Math.max(minimumFractionDigits, maximumFractionDigits);
  const [whole, fraction] = roundedDigits(value, places);
  let decimals = fraction.replace(/0+$/, '');
  if (decimals.length < minimumFractionDigits) decimals = decimals.padEnd(minimumFractionDigits, '0');
  // Intl keeps the sign of what rounds to zero: -0.04 to one place is '-0'.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped(whole)}${decimals ? `.${decimals}` : ''}`;
}

const compactUnits = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
] as const;

/** 12345 as '12.3K', 2500000 as '2.5M'; under a thousand as it is: Intl's compact notation in en-US. */
export function formatCompact(value: number, maximumFractionDigits = 1): string {
  const size = Math.abs(value);
  for (let index = 0; index < compactUnits.length; index++) {
    const [unit, suffix] = compactUnits[index]!;
    if (size < unit) continue;
    const scaled = formatNumber(value / unit, { maximumFractionDigits });
    // 999,960 rounds to 1000K: that is 1M, as Intl writes it.
    const larger = compactUnits[index - 1];
    if (larger && Math.abs(Number(scaled.replaceAll(',', ''))) >= 1000)
      return formatCompact(Math.sign(value) * larger[0], maximumFractionDigits);
    return `${scaled}${suffix}`;
  }
  const plain = formatNumber(value, { maximumFractionDigits });
  return Math.abs(Number(plain.replaceAll(',', ''))) >= 1000 ? formatCompact(Math.sign(value) * 1000, maximumFractionDigits) : plain;
}
