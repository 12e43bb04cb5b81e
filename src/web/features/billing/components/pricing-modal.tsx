import { useState } from 'react';
import type { BillingInterval, BillingOverview, BillingPrice } from '@/shared/billing';
import { billingMessages } from '@/shared/messages';
import { type Plan, plans, yearlyMonthlyPrice, yearlySaving } from '@/shared/plans';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { cn } from '@/web/lib/cn';
import { findPlanPrice, planActionLabel, pricingPlanAction } from '../plan-actions';
import { BillingNotice } from './billing-notice';
import type { CheckoutSelection } from './checkout-dialog';
import { FaqList, type FaqItem } from './faq-list';
import { PlanBadges } from './plan-badges';
import { PlanComparisonTable } from './plan-comparison-table';
import { PlanFeatureList } from './plan-feature-list';

const pricingFaq: readonly FaqItem[] = [
  {
    question: 'Can I change my plan later?',
    answer: 'Yes. Upgrade here at any time; changes made in the Billing Portal take effect immediately.',
  },
  {
    question: 'How does yearly billing work?',
    answer: 'You pay once a year and each month costs 20% less than on monthly billing.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: 'Yes. Every plan comes with a 30-day money-back guarantee.',
  },
  {
    question: 'How do I pay?',
    answer: 'Payments are handled securely by Stripe, which accepts all major credit and debit cards.',
  },
];

interface PricingModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  overview: BillingOverview;
  prices: readonly BillingPrice[];
  onChoose: (selection: CheckoutSelection) => void;
}

/** 'Choose Your Plan' (a modal shared across screens). */
export function PricingModal({ open, onOpenChange, overview, prices, onChoose }: PricingModalProps) {
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const current = { plan: overview.plan, priceId: overview.subscription?.priceId ?? null };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={billingMessages.choosePlanTitle}
      description="Every plan includes the AI writer, SEO tools, social scheduling and analytics."
      className="max-w-5xl"
    >
      <div className="space-y-8">
        <IntervalToggle interval={interval} onChange={setBillingInterval} />
        <BillingNotice overview={overview} />
        <ul className="grid gap-4 md:grid-cols-3">
          {plans.map((plan) => {
            const price = findPlanPrice(prices, plan.id, interval);
            const action = pricingPlanAction(plan.id, current, price);
            return (
              <li
                key={plan.id}
                data-testid={`pricing-${plan.id}`}
                className={cn(
                  'flex flex-col gap-4 rounded-xl border border-gray-200 p-5',
                  plan.popular && 'border-brand-600 ring-1 ring-brand-600',
                )}
              >
                <div className="space-y-1.5">
                  <h3 className="font-semibold text-gray-900">{plan.name}</h3>
                  <PlanBadges plan={plan} current={action === 'current'} />
                  <p className="text-sm text-gray-600">{plan.description}</p>
                </div>
                <PlanPrice plan={plan} interval={interval} />
                <div className="flex-1">
                  <PlanFeatureList plan={plan} />
                </div>
                {/* Only the Owner buys; the notice above tells the others why there is nothing to press. */}
                {(overview.canManage || action !== 'upgrade') && (
                  <Button
                    variant={action === 'upgrade' ? 'default' : 'outline'}
                    disabled={action !== 'upgrade'}
                    onClick={() => onChoose({ plan, price })}
                  >
                    {planActionLabel(action, plan)}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        <PlanComparisonTable />
        <FaqList items={pricingFaq} headingLevel={3} />
      </div>
    </Dialog>
  );
}

function IntervalToggle({ interval, onChange }: { interval: BillingInterval; onChange: (value: BillingInterval) => void }) {
  const options: Array<{ value: BillingInterval; label: string }> = [
    { value: 'month', label: billingMessages.monthly },
    { value: 'year', label: billingMessages.yearly },
  ];
  return (
    <div role="group" aria-label="Billing period" className="flex justify-center">
      <div className="inline-flex rounded-full bg-gray-100 p-1">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={interval === option.value}
            onClick={() => onChange(option.value)}
            className={cn(
              'flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
              interval === option.value ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
            )}
          >
            {option.label}
            {option.value === 'year' && <Badge tone="green">{billingMessages.yearlyDiscount}</Badge>}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Monthly: the plan's price. Yearly: the monthly equivalent less 20% and the saving. */
function PlanPrice({ plan, interval }: { plan: Plan; interval: BillingInterval }) {
  const monthly = interval === 'year' ? yearlyMonthlyPrice(plan.price) : plan.price;
  return (
    <div>
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight text-gray-900">${monthly}</span>
        <span className="text-sm text-gray-500">/month</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-green-700">
        {interval === 'year' && `Billed yearly. Save $${yearlySaving(plan.price)} a year.`}
      </p>
    </div>
  );
}
