import { Check } from 'lucide-react';
import { billingMessages } from '@/shared/messages';
import type { Plan } from '@/shared/plans';

/** Plan cards list at most this many features. */
const featuresShown = 5;

export function PlanFeatureList({ plan }: { plan: Plan }) {
  const hidden = plan.features.length - featuresShown;
  return (
    <ul className="space-y-2.5 text-sm text-gray-700">
      {plan.features.slice(0, featuresShown).map((feature) => (
        <li key={feature} className="flex gap-2.5">
          <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          {feature}
        </li>
      ))}
      {hidden > 0 && <li className="pl-6.5 text-gray-500">{billingMessages.moreFeatures(hidden)}</li>}
    </ul>
  );
}
