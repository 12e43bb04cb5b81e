import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { billingMessages } from '@/shared/messages';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { UpgradePromptContext } from '@/web/lib/upgrade-prompt';
import { useBillingOverview } from '../api/get-billing-overview';
import { PlanPurchaseDialogs, usePlanPurchase } from './plan-purchase';

/** Gives the screens inside it a way to open 'Choose Your Plan' and, from there, checkout. */
export function UpgradeModalHost({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const openPlans = useCallback(() => setRequested(true), []);
  return (
    <UpgradePromptContext.Provider value={openPlans}>
      {children}
      {/* Mounted only when asked for, so no screen loads plans and prices it does not show. */}
      {requested && <RequestedPlans onDone={() => setRequested(false)} />}
    </UpgradePromptContext.Provider>
  );
}

function RequestedPlans({ onDone }: { onDone: () => void }) {
  const purchase = usePlanPurchase(true);
  const overview = useBillingOverview();
  const finished = !purchase.pricingOpen && !purchase.selection;

  useFailureToast(overview.isError, billingMessages.loadFailed);
  useEffect(() => {
    if (finished || overview.isError) onDone();
  }, [finished, overview.isError, onDone]);

  return overview.data ? <PlanPurchaseDialogs purchase={purchase} overview={overview.data} /> : null;
}
