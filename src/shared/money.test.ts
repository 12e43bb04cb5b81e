import { describe, expect, test } from 'vitest';
import { currencyExponent, toMajorUnits, toMinorUnits } from './money';

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
