import { describe, expect, it } from 'vitest';
import type { BillingOverview, BillingSubscription } from '@/shared/billing';
import { billingMessages } from '@/shared/messages';
import { getPlan } from '@/shared/plans';
import { formatBillingDate, formatCard, formatMoney, formatPricePerInterval, formatStatus, paidPrice, renewalText } from './billing-format';

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
    expect(renewalText({ ...subscription, cancelAtPeriodEnd: true, cancelAt: '2026-12-22T12:00:00.000Z' })).toBe('Cancels on Dec 22, 2026');
    expect(renewalText({ ...subscription, cancelAt: '2027-01-05T12:00:00.000Z' })).toBe('Cancels on Jan 5, 2027');
  });

  it('says Not available without a period', () => {
    expect(renewalText({ ...subscription, currentPeriodEnd: null })).toBe('Not available');
  });
});

describe('paidPrice', () => {
  const yearly: BillingSubscription = {
    id: 'sub_1',
    status: 'active',
    planId: 'professional',
    priceId: 'price_yearly',
    amount: 564,
    currency: 'usd',
    interval: 'year',
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    cancelAt: null,
    card: null,
  };
  const overview = (plan: BillingOverview['plan'], planSource: BillingOverview['planSource'], subscription: BillingSubscription | null) =>
    ({ plan, planSource, subscription, limits: getPlan(plan).limits }) as BillingOverview;

  it("shows the subscription's own price and interval, not the catalogue's monthly price", () => {
    expect(paidPrice(overview('professional', 'subscription', yearly))).toBe('$564/year');
  });

  it('says who set a plan nobody pays for', () => {
    expect(paidPrice(overview('enterprise', 'override', null))).toBe(billingMessages.setByAdministrator);
    expect(paidPrice(overview('enterprise', 'admin', null))).toBe(billingMessages.includedWithAdminAccount);
  });

  it('calls the default plan free, and never guesses a price Stripe did not give', () => {
    expect(paidPrice(overview('starter', 'default', null))).toBe(billingMessages.freePlan);
    expect(paidPrice(overview('professional', 'subscription', { ...yearly, amount: null }))).toBe(billingMessages.notAvailable);
  });
});
