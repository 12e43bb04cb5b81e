import { useState } from 'react';
import type { BillingOverview } from '@/shared/billing';
import type { Plan } from '@/shared/plans';
import { useBillingPrices } from '../api/get-billing-prices';
import { findPlanPrice } from '../plan-actions';
import { CheckoutDialog, type CheckoutSelection } from './checkout-dialog';
import { PricingModal } from './pricing-modal';

/** The state behind 'Choose Your Plan' and 'Complete Your Subscription', shared by the screens that buy. */
export function usePlanPurchase(pricingInitiallyOpen = false) {
  const [pricingOpen, setPricingOpen] = useState(pricingInitiallyOpen);
  const [selection, setSelection] = useState<CheckoutSelection | null>(null);
  const prices = useBillingPrices().data?.prices ?? [];

  return {
    prices,
    pricingOpen,
    setPricingOpen,
    selection,
    setSelection,
    /** An upgrade from a plan card buys the plan's monthly price. */
    upgrade: (plan: Plan) => setSelection({ plan, price: findPlanPrice(prices, plan.id, 'month') }),
  };
}

type PlanPurchase = ReturnType<typeof usePlanPurchase>;

export function PlanPurchaseDialogs({ purchase, overview }: { purchase: PlanPurchase; overview: BillingOverview }) {
  return (
    <>
      <PricingModal
        open={purchase.pricingOpen}
        onOpenChange={purchase.setPricingOpen}
        overview={overview}
        prices={purchase.prices}
        onChoose={(selection) => {
          purchase.setPricingOpen(false);
          purchase.setSelection(selection);
        }}
      />
      <CheckoutDialog
        selection={purchase.selection}
        paymentsEnabled={overview.paymentsEnabled}
        onClose={() => purchase.setSelection(null)}
      />
    </>
  );
}
