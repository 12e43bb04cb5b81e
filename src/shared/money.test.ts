import { describe, expect, it, test } from 'vitest';
import { currencyExponent, formatCompactCurrency, formatCurrency, toMajorUnits, toMinorUnits } from './money';

describe('money in minor units', () => {
  test('each currency’s own minor unit', () => {
    expect(currencyExponent('usd')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('kwd')).toBe(3);
  });

  test('to and from minor units, without floating-point drift', () => {
    expect(toMinorUnits(24.5, 'USD')).toBe(2450);
    expect(toMinorUnits(0.29, 'EUR')).toBe(29);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
    expect(toMinorUnits(1.234, 'KWD')).toBe(1234);
    expect(toMajorUnits(2450, 'USD')).toBe(24.5);
    expect(toMajorUnits(1500, 'jpy')).toBe(1500);
  });
});

describe('formatCurrency', () => {
  it('writes what Intl’s currency style writes', () => {
    for (const [amount, currency, digits] of [
      [1245.5, 'USD', 2],
      [-1245.5, 'USD', 2],
      [12.99, 'EUR', 2],
      [1000, 'JPY', 0],
      [40, 'CHF', 2],
      [1000, 'XOF', 0],
      [3.5, 'KWD', 3],
      [0, 'GBP', 2],
      [1245, 'usd', 0],
    ] as const) {
      expect(formatCurrency(amount, currency, { minimumFractionDigits: digits, maximumFractionDigits: digits })).toBe(
        new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(amount),
      );
    }
  });

  it('writes compact amounts without decimals they do not need', () => {
    expect(formatCompactCurrency(1_234_567, 'USD')).toBe('$1.2M');
    expect(formatCompactCurrency(1_234_567, 'CHF')).toBe('CHF\u00a01.2M');
    expect(formatCompactCurrency(300, 'EUR')).toBe('€300');
    expect(formatCompactCurrency(-1500, 'GBP')).toBe('-£1.5K');
  });
});
