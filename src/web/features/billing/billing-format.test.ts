import { describe, expect, it } from 'vitest';
import type { BillingSubscription } from '@/shared/billing';
import {
  formatBillingDate,
  formatCard,
  formatMoney,
  formatPricePerInterval,
  formatStatus,
  renewalText,
} from './billing-format';

describe('billing formatting', () => {
  it('shows whole amounts without cents and others with them', () => {
    expect(formatMoney(59)).toBe('$59');
    expect(formatMoney(59.5)).toBe('$59.50');
    expect(formatMoney(1990, 'usd')).toBe('$1,990');
    expect(formatMoney(19, 'eur')).toBe('€19');
  });

  it('writes the price per interval', () => {
    expect(formatPricePerInterval(59, 'usd', 'month')).toBe('$59/month');
    expect(formatPricePerInterval(566.4, 'usd', 'year')).toBe('$566.40/year');
  });

  it('writes dates as month, day and year', () => {
    expect(formatBillingDate('2026-12-22T12:00:00.000Z')).toBe('Dec 22, 2026');
  });

  it('shows the card brand, four bullets and the last four digits', () => {
    expect(formatCard({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
  });

  it('reads Stripe statuses as words', () => {
    expect(formatStatus('paid')).toBe('Paid');
    expect(formatStatus('past_due')).toBe('Past due');
  });
});

describe('renewalText', () => {
  const subscription: BillingSubscription = {
    id: 'sub_1',
    status: 'active',
    planId: 'professional',
    priceId: 'price_1',
    amount: 59,
    currency: 'usd',
    interval: 'month',
    currentPeriodStart: '2026-11-22T12:00:00.000Z',
    currentPeriodEnd: '2026-12-22T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    cancelAt: null,
    card: null,
  };

  it('auto-renews at the period end', () => {
    expect(renewalText(subscription)).toBe('Auto-renews on Dec 22, 2026');
  });

  it('cancels at the period end, or on the date Stripe names', () => {
    expect(renewalText({ ...subscription, cancelAtPeriodEnd: true })).toBe('Cancels on Dec 22, 2026');
    expect(renewalText({ ...subscription, cancelAtPeriodEnd: true, cancelAt: '2026-12-22T12:00:00.000Z' })).toBe(
      'Cancels on Dec 22, 2026',
    );
    expect(renewalText({ ...subscription, cancelAt: '2027-01-05T12:00:00.000Z' })).toBe('Cancels on Jan 5, 2027');
  });

  it('says Not available without a period', () => {
    expect(renewalText({ ...subscription, currentPeriodEnd: null })).toBe('Not available');
  });
});
