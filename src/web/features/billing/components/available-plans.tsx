import type { BillingOverview } from '@/shared/billing';
import { billingMessages } from '@/shared/messages';
import { type Plan, plans } from '@/shared/plans';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { billingPlanAction, planActionLabel } from '../plan-actions';
import { PlanBadges } from './plan-badges';
import { PlanFeatureList } from './plan-feature-list';

interface AvailablePlansProps {
  overview: BillingOverview;
  onUpgrade: (plan: Plan) => void;
  onComparePlans: () => void;
}

/** The three plans of the catalogue with their monthly prices (Available Plans). */
export function AvailablePlans({ overview, onUpgrade, onComparePlans }: AvailablePlansProps) {
  return (
    <section aria-labelledby="available-plans" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="available-plans" className="text-lg font-semibold text-gray-900">
          {billingMessages.availablePlans}
        </h2>
        <Button variant="link" className="h-auto p-0" onClick={onComparePlans}>
          Compare plans and yearly prices
        </Button>
      </div>
      <ul className="grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const action = billingPlanAction(plan.id, overview.plan);
          return (
            <li key={plan.id}>
              <Card
                data-testid={`plan-${plan.id}`}
                className={cn('flex h-full flex-col gap-5 p-6', plan.popular && 'ring-2 ring-brand-600')}
              >
                <div className="space-y-2">
                  <h3 className="text-lg font-semibold text-gray-900">{plan.name}</h3>
                  <PlanBadges plan={plan} current={action === 'current'} />
                  <p className="text-sm text-gray-600">{plan.description}</p>
                </div>
                <p className="flex items-baseline gap-1">
                  <span className="text-4xl font-bold tracking-tight text-gray-900">${plan.price}</span>
                  <span className="text-sm text-gray-500">/{plan.period}</span>
                </p>
                <div className="flex-1">
                  <PlanFeatureList plan={plan} />
                </div>
                {/* Only the Owner buys; the notice above tells the others why there is nothing to press. */}
                {(overview.canManage || action !== 'upgrade') && (
                  <Button
                    variant={action === 'upgrade' ? 'default' : 'outline'}
                    className="w-full"
                    disabled={action !== 'upgrade'}
                    onClick={() => onUpgrade(plan)}
                  >
                    {planActionLabel(action, plan)}
                  </Button>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
