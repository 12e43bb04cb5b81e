import { describe, expect, it } from 'vitest';
import { parsePrice } from '@/shared/monetization/price';
import {
  changeTone,
  clientCount,
  formatAmounts,
  formatAxisAmount,
  formatChange,
  formatDate,
  formatDay,
  formatSignedAmount,
  localToday,
  postbackTemplate,
  pricePreview,
  priceText,
  streamFigure,
} from './monetization-format';

describe('monetization figures', () => {
  it('writes a change with its sign, and — when there is nothing to compare with', () => {
    expect(formatChange(12.5)).toBe('+12.5%');
    expect(formatChange(-3)).toBe('-3.0%');
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(null)).toBe('—');
    expect([changeTone(4), changeTone(-1), changeTone(0), changeTone(null)]).toEqual(['up', 'down', 'flat', 'flat']);
  });

  it('shows a card’s largest currency first and the others apart, never added together', () => {
    expect(streamFigure([])).toEqual({ value: '—', others: [], change: null });
    expect(
      streamFigure([
        { currency: 'USD', amountMinor: 120_000, previousMinor: 100_000, change: 20 },
        { currency: 'EUR', amountMinor: 3000, previousMinor: 0, change: null },
      ]),
    ).toEqual({ value: '$1,200.00', others: ['€30.00'], change: 20 });
  });

  it('writes amounts in their own currencies, with the sign of a refund', () => {
    expect(formatAmounts([])).toBe('—');
    expect(
      formatAmounts([
        { currency: 'USD', amountMinor: 4900 },
        { currency: 'JPY', amountMinor: 500 },
      ]),
    ).toBe('$49.00 · ¥500');
    expect(formatSignedAmount(4900, 'USD')).toBe('+$49.00');
    expect(formatSignedAmount(-1250, 'EUR')).toBe('-€12.50');
    expect(formatAxisAmount(120_000, 'USD')).toBe('$1.2K');
  });

  it('previews a typed price as it will be saved, a bare number in dollars', () => {
    expect(pricePreview('49')).toBe('$49.00');
    expect(pricePreview('49 EUR')).toBe('€49.00');
    expect(pricePreview('free')).toBeNull();
    expect(pricePreview('  ')).toBeNull();
  });

  it('writes a saved price back as the field reads it', () => {
    expect(priceText(129_900, 'USD')).toBe('$1,299.00');
    expect(priceText(4900, 'CAD')).toBe('49.00 CAD');
    expect(priceText(500, 'JPY')).toBe('500 JPY');
    for (const [minor, currency] of [
      [129_900, 'USD'],
      [4900, 'CAD'],
      [500, 'JPY'],
    ] as const)
      expect(parsePrice(priceText(minor, currency))).toEqual({ amountMinor: minor, currency });
  });

  it('writes days and dates', () => {
    expect(formatDay('2026-03-04')).toBe('Mar 4');
    expect(formatDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDate('2026-03-04T10:00:00.000Z')).toBe('Mar 4, 2026');
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('documents a postback’s parameters on its URL', () => {
    expect(postbackTemplate('https://app.example/api/monetization/postbacks/abc')).toBe(
      'https://app.example/api/monetization/postbacks/abc?click_id={click_id}&order_id={order_id}&amount={commission}&currency=USD&status=approved',
    );
    expect(postbackTemplate('https://x.example/p?a=1')).toContain('?a=1&click_id=');
  });

  it('counts a service’s clients or bookings', () => {
    expect(clientCount(1, true)).toBe('1 client');
    expect(clientCount(3, false)).toBe('3 bookings');
  });
});
