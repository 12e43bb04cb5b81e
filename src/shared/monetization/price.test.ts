import { describe, expect, it } from 'vitest';
import { formatAmount, parsePrice } from './price';

describe('parsePrice', () => {
  it('reads a bare number as dollars, as the spec adds a leading $', () => {
    expect(parsePrice('49')).toEqual({ amountMinor: 4900, currency: 'USD' });
    expect(parsePrice('$1,299.00')).toEqual({ amountMinor: 129_900, currency: 'USD' });
  });

  it('reads symbols and codes on either side', () => {
    expect(parsePrice('€49')).toEqual({ amountMinor: 4900, currency: 'EUR' });
    expect(parsePrice('49 eur')).toEqual({ amountMinor: 4900, currency: 'EUR' });
    expect(parsePrice('GBP 12.5')).toEqual({ amountMinor: 1250, currency: 'GBP' });
    expect(parsePrice('¥500')).toEqual({ amountMinor: 500, currency: 'JPY' });
  });

  it('refuses what is not a price', () => {
    for (const text of ['', 'free', '$49 EUR', '12.345', '¥12.5', '1,2,3', '-5', '99999999999']) expect(parsePrice(text)).toBeNull();
  });

  it('takes a refund as negative only where asked', () => {
    expect(parsePrice('-24.50', 'EUR', { allowNegative: true })).toEqual({ amountMinor: -2450, currency: 'EUR' });
  });

  it('formats with the currency’s own decimals', () => {
    expect(formatAmount(4900, 'USD')).toBe('$49.00');
    expect(formatAmount(500, 'JPY')).toBe('¥500');
    expect(formatAmount(-1250, 'EUR')).toBe('-€12.50');
  });
});
