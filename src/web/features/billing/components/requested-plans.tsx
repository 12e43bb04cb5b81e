import { useEffect } from 'react';
import { billingMessages } from '@/shared/messages';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useBillingOverview } from '../api/get-billing-overview';
import { PlanPurchaseDialogs, usePlanPurchase } from './plan-purchase';

/** 'Choose Your Plan' and checkout, opened by a screen through the upgrade prompt (upgrade-modal-host.tsx). */
export function RequestedPlans({ onDone }: { onDone: () => void }) {
  const purchase = usePlanPurchase(true);
  const overview = useBillingOverview();
  const finished = !purchase.pricingOpen && !purchase.selection;

  useFailureToast(overview.isError, billingMessages.loadFailed);
  useEffect(() => {
    if (finished || overview.isError) onDone();
  }, [finished, overview.isError, onDone]);

  return overview.data ? <PlanPurchaseDialogs purchase={purchase} overview={overview.data} /> : null;
}
