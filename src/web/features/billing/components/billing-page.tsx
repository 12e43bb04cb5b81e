import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { billingMessages } from '@/shared/messages';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { type SearchParamToast, useSearchParamToasts } from '@/web/lib/use-search-param-toasts';
import { useBillingOverview } from '../api/get-billing-overview';
import { AvailablePlans } from './available-plans';
import { BillingFaq } from './billing-faq';
import { BillingHistory } from './billing-history';
import { BillingNotice } from './billing-notice';
import { CurrentSubscriptionCard } from './current-subscription-card';
import { PlanPurchaseDialogs, usePlanPurchase } from './plan-purchase';
import { useBillingPortal } from './use-billing-portal';

/** Returns from Stripe: ?success / ?canceled (billing service) and ?subscription= (checkout's cancel URL). */
const returnToasts: readonly SearchParamToast[] = [
  { param: 'success', value: 'true', kind: 'success', text: billingMessages.paymentSuccessful },
  { param: 'canceled', value: 'true', kind: 'error', text: billingMessages.paymentCanceled },
  { param: 'subscription', value: 'success', kind: 'success', text: billingMessages.subscriptionUpdated },
  { param: 'subscription', value: 'canceled', kind: 'error', text: billingMessages.subscriptionProcessCanceled },
];

/** /settings/billing (Billing page). */
export function BillingPage() {
  const overview = useBillingOverview();
  const purchase = usePlanPurchase();
  const portal = useBillingPortal(billingMessages.openPortalFailed);
  useSearchParamToasts(returnToasts);

  useFailureToast(overview.isError, billingMessages.loadFailed);

  if (overview.isPending) {
    return (
      <div role="status" className="flex flex-col items-center justify-center gap-3 py-24">
        <Spinner className="size-10" />
        <p className="text-sm text-gray-600">{billingMessages.loading}</p>
      </div>
    );
  }
  if (overview.isError) {
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        <PageHeader title={billingMessages.title} />
        <p className="text-red-600">{billingMessages.loadFailed}</p>
        <Button variant="outline" onClick={() => overview.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const data = overview.data;
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div className="space-y-3">
        <Link to={paths.settings} className="inline-flex items-center gap-1.5 text-sm text-gray-600 hover:text-gray-900">
          <ArrowLeft className="size-4" /> {billingMessages.backToSettings}
        </Link>
        <PageHeader
          title={billingMessages.title}
          description="Your plan, payment method and invoices."
          actions={
            data.hasCustomer &&
            data.canManage && (
              <Button variant="outline" onClick={portal.open} disabled={portal.working}>
                {portal.working ? <Spinner className="size-4 border-2" /> : <ExternalLink />}
                {billingMessages.billingPortal}
              </Button>
            )
          }
        />
        <BillingNotice overview={data} />
      </div>
      <CurrentSubscriptionCard overview={data} />
      <AvailablePlans overview={data} onUpgrade={purchase.upgrade} onComparePlans={() => purchase.setPricingOpen(true)} />
      <BillingHistory />
      <BillingFaq supportEmail={data.supportEmail} />
      <PlanPurchaseDialogs purchase={purchase} overview={data} />
    </div>
  );
}
