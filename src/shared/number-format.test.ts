import { describe, expect, it } from 'vitest';
import { formatCompact, formatNumber } from './number-format';

// Each is checked against what Intl writes in en-US, which it stands in for.
describe('formatNumber', () => {
  it('writes what toLocaleString("en-US") writes', () => {
    for (const value of [
      0, -0, 7, -7, 999, 1000, 12345, -1234567.891, 0.5, 1.005, 2.675, 0.0005, 0.00049, 123456789.1235, 1e21, 5e-7, 99.9996,
    ]) {
      expect(formatNumber(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('keeps the decimals asked for', () => {
    const cases: [number, number, number][] = [
      [12.345, 1, 1],
      [12, 1, 1],
      [0.05, 0, 1],
      [9.95, 1, 1],
      [-0.04, 0, 1],
      [1234.5, 2, 2],
    ];
    for (const [value, minimumFractionDigits, maximumFractionDigits] of cases) {
      expect(formatNumber(value, { minimumFractionDigits, maximumFractionDigits })).toBe(
        new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits }).format(value),
      );
    }
  });

  it('writes NaN and the infinities as Intl does', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatNumber(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});

describe('formatCompact', () => {
  it('writes what Intl’s compact notation writes', () => {
    const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
    for (const value of [0, 12, 999, 999.96, 1000, 1049, 1050, 12345, 99_999, 999_949, 999_960, 1_500_000, 2_345_678_901, 7.2e12, -12345]) {
      expect(formatCompact(value)).toBe(compact.format(value));
    }
  });
});
