import { CreditCard, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { billingMessages } from '@/shared/messages';
import { getPlan } from '@/shared/plans';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { UsageOverview } from '@/web/usage/components/usage-overview';
import { useBillingOverview } from '../api/get-billing-overview';
import { formatCard, paidPrice } from '../billing-format';
import { BillingHistory } from './billing-history';
import { BillingNotice } from './billing-notice';
import { StatusBadge } from './current-subscription-card';
import { PlanPurchaseDialogs, usePlanPurchase } from './plan-purchase';

/**
 * The Settings page's Billing tab: plan and what is paid for it, the usage meters (the core's usage
 * overview), the payment method and the invoices.
 */
export function BillingSettingsTab() {
  const overview = useBillingOverview();
  const purchase = usePlanPurchase();

  if (overview.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16">
        <Spinner />
        <p className="text-sm text-gray-600">{billingMessages.loading}</p>
      </div>
    );
  }
  if (overview.isError) return <p className="py-6 text-red-600">{billingMessages.loadFailed}</p>;

  const data = overview.data;
  const plan = getPlan(data.plan);
  const card = data.subscription?.card;
  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
          <div className="space-y-1">
            <p className="text-sm text-gray-500">Current plan</p>
            <div className="flex items-center gap-3">
              <p className="text-xl font-semibold text-gray-900">{plan.name}</p>
              {data.subscription && <StatusBadge status={data.subscription.status} />}
            </div>
            <p className="text-gray-600">{paidPrice(data)}</p>
          </div>
          {data.canManage ? (
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" asChild>
                <Link to={paths.billing}>Manage billing</Link>
              </Button>
              <Button onClick={() => purchase.setPricingOpen(true)}>
                <Sparkles /> {billingMessages.choosePlanTitle}
              </Button>
            </div>
          ) : (
            <BillingNotice overview={data} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Usage</CardTitle>
        </CardHeader>
        <CardContent>
          <UsageOverview />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{billingMessages.paymentMethod}</CardTitle>
        </CardHeader>
        <CardContent className="flex items-center gap-3">
          <CreditCard className="size-5 text-gray-400" aria-hidden />
          <span className={card ? 'font-medium text-gray-900' : 'text-gray-600'}>
            {card ? formatCard(card) : billingMessages.notAvailable}
          </span>
        </CardContent>
      </Card>
      <BillingHistory />
      <PlanPurchaseDialogs purchase={purchase} overview={data} />
    </div>
  );
}
