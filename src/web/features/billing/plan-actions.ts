import type { BillingInterval, BillingPrice } from '@/shared/billing';
import { billingMessages } from '@/shared/messages';
import { isUpgrade, type Plan, type PlanId } from '@/shared/plans';

/** What a plan card's button does. */
export type PlanAction = 'current' | 'free' | 'upgrade' | 'included' | 'unavailable';

/** The plan's price for the interval; prices arrive cheapest first, so the first match wins. */
export function findPlanPrice(prices: readonly BillingPrice[], planId: PlanId, interval: BillingInterval): BillingPrice | undefined {
  return prices.find((price) => price.planId === planId && price.interval === interval);
}

/**
 * The billing page's cards: the workspace's plan is current, starter is free, higher plans
 * are upgrades. A lower paid plan is part of what the workspace already has; moving down goes through
 * the Billing Portal.
 */
export function billingPlanAction(planId: PlanId, currentPlan: PlanId): PlanAction {
  if (planId === currentPlan) return 'current';
  if (planId === 'starter') return 'free';
  return isUpgrade(currentPlan, planId) ? 'upgrade' : 'included';
}

/**
 * The pricing modal's cards: the plan of the subscription's price is current, and a plan with no price
 * for the chosen interval cannot be bought.
 */
export function pricingPlanAction(
  planId: PlanId,
  current: { plan: PlanId; priceId: string | null },
  price: BillingPrice | undefined,
): PlanAction {
  if ((price && price.id === current.priceId) || planId === current.plan) return 'current';
  if (planId === 'starter') return 'free';
  if (!price) return 'unavailable';
  return isUpgrade(current.plan, planId) ? 'upgrade' : 'included';
}

export function planActionLabel(action: PlanAction, plan: Plan): string {
  switch (action) {
    case 'current':
      return billingMessages.currentPlan;
    case 'free':
      return billingMessages.freePlan;
    case 'upgrade':
      return billingMessages.upgradeTo(plan.name);
    case 'unavailable':
      return billingMessages.priceUnavailable;
    case 'included':
      return 'Included in your plan';
  }
}
