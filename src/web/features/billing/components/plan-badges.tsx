import { billingMessages } from '@/shared/messages';
import type { Plan } from '@/shared/plans';
import { Badge } from '@/web/components/ui/badge';

/**
 * 'Most Popular' on the popular plan and 'Current Plan' on the workspace's. Where cards stand side by
 * side the row keeps its height when empty, so their prices stay in line.
 */
export function PlanBadges({ plan, current }: { plan: Plan; current: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2 empty:hidden md:min-h-6 md:empty:flex">
      {plan.popular && <Badge tone="brand">{billingMessages.mostPopular}</Badge>}
      {current && <Badge tone="green">{billingMessages.currentPlan}</Badge>}
    </div>
  );
}
