import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { type BillingOverview, type BillingSubscription, subscriptionStatusBadge } from '@/shared/billing';
import { billingMessages } from '@/shared/messages';
import { getPlan } from '@/shared/plans';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { formatBillingDate, formatCard, paidPrice, renewalText } from '../billing-format';
import { useBillingPortal } from './use-billing-portal';

const badgeTones = { green: 'green', blue: 'blue', red: 'red', grey: 'gray' } as const;

export function StatusBadge({ status }: { status: string }) {
  const { label, colour } = subscriptionStatusBadge(status);
  return <Badge tone={badgeTones[colour]}>{label}</Badge>;
}

export function CurrentSubscriptionCard({ overview }: { overview: BillingOverview }) {
  const { subscription } = overview;
  return (
    <Card data-testid="current-subscription">
      <CardHeader>
        <CardTitle>{billingMessages.currentSubscription}</CardTitle>
      </CardHeader>
      <CardContent>
        {subscription ? (
          <SubscriptionDetails overview={overview} subscription={subscription} />
        ) : (
          <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed border-gray-300 py-8 text-center">
            <CreditCard className="mb-2 size-8 text-gray-300" aria-hidden />
            <p className="font-medium text-gray-900">{billingMessages.noActiveSubscription}</p>
            {overview.canManage && <p className="text-sm text-gray-600">{billingMessages.chooseAPlan}</p>}
            <p className="mt-2 text-sm text-gray-500">
              Your workspace is on the {getPlan(overview.plan).name} plan.
              {/* Why a workspace without a subscription is on a paid plan, when it is. */}
              {(overview.planSource === 'override' || overview.planSource === 'admin') && ` ${paidPrice(overview)}.`}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SubscriptionDetails({ overview, subscription }: { overview: BillingOverview; subscription: BillingSubscription }) {
  const portal = useBillingPortal(billingMessages.portalFailed);
  const plan = getPlan(subscription.planId ?? overview.plan);
  const { currentPeriodStart: start, currentPeriodEnd: end } = subscription;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="space-y-1">
          <div className="flex items-center gap-3">
            <p className="text-xl font-semibold text-gray-900">{plan.name}</p>
            <StatusBadge status={subscription.status} />
          </div>
          <p className="text-gray-600">{paidPrice(overview)}</p>
        </div>
        {overview.canManage && (
          <Button variant="outline" onClick={portal.open} disabled={portal.working}>
            {portal.working && <Spinner className="size-4 border-2" />}
            {billingMessages.manageSubscription}
          </Button>
        )}
      </div>
      <dl className="grid gap-4 border-t border-gray-100 pt-5 sm:grid-cols-3">
        <Detail label={billingMessages.currentPeriod}>
          {start && end ? `${formatBillingDate(start)} - ${formatBillingDate(end)}` : billingMessages.notAvailable}
        </Detail>
        <Detail label={billingMessages.paymentMethod}>
          {subscription.card ? formatCard(subscription.card) : billingMessages.notAvailable}
        </Detail>
        <Detail label={billingMessages.renewal}>{renewalText(subscription)}</Detail>
      </dl>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="font-medium text-gray-900">{children}</dd>
    </div>
  );
}
