import { describe, expect, it } from 'vitest';
import type { BillingPrice } from '@/shared/billing';
import { getPlan } from '@/shared/plans';
import { billingPlanAction, findPlanPrice, planActionLabel, pricingPlanAction } from './plan-actions';

function price(id: string, planId: BillingPrice['planId'], interval: BillingPrice['interval'], amount: number): BillingPrice {
  return { id, productId: `prod_${planId}`, productName: planId, planId, amount, currency: 'usd', interval };
}

const prices = [
  price('price_pro_month', 'professional', 'month', 59),
  price('price_pro_month_old', 'professional', 'month', 79),
  price('price_pro_year', 'professional', 'year', 566),
  price('price_ent_month', 'enterprise', 'month', 199),
];

describe('findPlanPrice', () => {
  it('picks the first (cheapest) price of the plan for the interval', () => {
    expect(findPlanPrice(prices, 'professional', 'month')?.id).toBe('price_pro_month');
    expect(findPlanPrice(prices, 'professional', 'year')?.id).toBe('price_pro_year');
  });

  it('finds nothing for a plan or interval without a price', () => {
    expect(findPlanPrice(prices, 'enterprise', 'year')).toBeUndefined();
    expect(findPlanPrice([], 'professional', 'month')).toBeUndefined();
  });
});

describe('billing page plan buttons', () => {
  it('reads Current Plan, Free Plan and Upgrade to {name} for a starter workspace', () => {
    const labels = (['starter', 'professional', 'enterprise'] as const).map((id) =>
      planActionLabel(billingPlanAction(id, 'starter'), getPlan(id)),
    );
    expect(labels).toEqual(['Current Plan', 'Upgrade to Professional', 'Upgrade to Enterprise']);
  });

  it('never offers a lower plan as an upgrade', () => {
    expect(billingPlanAction('starter', 'enterprise')).toBe('free');
    expect(billingPlanAction('professional', 'enterprise')).toBe('included');
    expect(billingPlanAction('enterprise', 'professional')).toBe('upgrade');
  });
});

describe('pricing modal plan buttons', () => {
  const starter = { plan: 'starter' as const, priceId: null };

  it('shows Price Unavailable when the plan has no price for the interval', () => {
    expect(pricingPlanAction('enterprise', starter, undefined)).toBe('unavailable');
    expect(planActionLabel('unavailable', getPlan('enterprise'))).toBe('Price Unavailable');
  });

  it('offers an upgrade when a price exists', () => {
    expect(pricingPlanAction('professional', starter, prices[0])).toBe('upgrade');
  });

  it('marks the plan of the subscription price as current, and the workspace plan without one', () => {
    const subscribed = { plan: 'professional' as const, priceId: 'price_pro_month' };
    expect(pricingPlanAction('professional', subscribed, prices[0])).toBe('current');
    expect(pricingPlanAction('starter', starter, undefined)).toBe('current');
    expect(pricingPlanAction('starter', subscribed, undefined)).toBe('free');
    expect(pricingPlanAction('enterprise', subscribed, prices[3])).toBe('upgrade');
  });
});
