import { describe, expect, it } from 'vitest';
import { isCurrentSubscriptionStatus, subscriptionStatusBadge } from './billing';
import { checkoutInputSchema } from './billing-schemas';

describe('subscription status', () => {
  it('counts active and trialing as current, nothing else', () => {
    expect(['active', 'trialing', 'past_due', 'canceled', 'incomplete'].filter(isCurrentSubscriptionStatus)).toEqual([
      'active',
      'trialing',
    ]);
  });

  it('colours the badge active green, trialing blue, past_due red, the rest grey, label capitalised', () => {
    expect(subscriptionStatusBadge('active')).toEqual({ label: 'Active', colour: 'green' });
    expect(subscriptionStatusBadge('trialing')).toEqual({ label: 'Trialing', colour: 'blue' });
    expect(subscriptionStatusBadge('past_due')).toEqual({ label: 'Past_due', colour: 'red' });
    expect(subscriptionStatusBadge('canceled')).toEqual({ label: 'Canceled', colour: 'grey' });
  });
});

describe('checkout input', () => {
  it('needs a price id and takes optional return addresses', () => {
    expect(checkoutInputSchema.safeParse({}).success).toBe(false);
    expect(checkoutInputSchema.safeParse({ priceId: 'price_1', successUrl: '/setup?subscription=success' }).success).toBe(true);
  });
});
