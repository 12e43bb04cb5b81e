// The feature catalogue: which plans may use each feature, and the per-plan limits, gathered from the
// areas' contracts (ADR 025). Feature access and the upgrade prompts on both sides read this data.
import { type CatalogueFeature, type ListedIn, listedIn } from './area-contract';
import { type AreaContracts, areaContracts } from './contracts';
import { getPlan, type Limit, plansFrom } from './plans';

export type { CatalogueFeature } from './area-contract';

/** What the core sells with every plan: the support. */
const supportFeatures = [
  {
    id: 'email_support',
    name: 'Email support',
    description: 'Answers from our team by e-mail.',
    category: 'support',
    plans: plansFrom('starter'),
    comparedAt: 10,
    servicePromise: 'The operator’s team answers at the address set in Admin → Support, shown in Settings → Support.',
  },
  {
    id: 'priority_support',
    name: 'Priority support',
    description: 'Your questions go to the front of the queue.',
    category: 'support',
    plans: plansFrom('professional'),
    servicePromise: 'The operator’s team answers these plans first, at the priority address set in Admin → Support.',
  },
  {
    id: 'onboarding_assistance',
    name: 'Onboarding assistance',
    description: 'A guided set-up with our team.',
    category: 'support',
    plans: plansFrom('professional'),
    servicePromise: 'The operator’s team guides the set-up, beside the checklist of the workspace’s own progress.',
  },
  {
    id: 'phone_support',
    name: 'Phone support',
    description: 'Talk to our team on the phone.',
    category: 'support',
    plans: plansFrom('enterprise'),
    servicePromise: 'The operator’s team answers the number in the hours set in Admin → Support.',
  },
  {
    id: 'dedicated_account_manager',
    name: 'Dedicated account manager',
    description: 'One person who knows your account.',
    category: 'support',
    plans: plansFrom('enterprise'),
    servicePromise: 'A named person of the operator’s team, set in Admin → Support, looks after the workspace.',
  },
] as const satisfies readonly CatalogueFeature[];

/** Every feature the plans sell: the areas' (their contracts) and the core's. */
export const featureCatalogue: readonly CatalogueFeature[] = [...listedIn(areaContracts, 'features'), ...supportFeatures];

export type FeatureId = ListedIn<AreaContracts, 'features'>['id'] | (typeof supportFeatures)[number]['id'];

export function getFeature(id: FeatureId): CatalogueFeature {
  return featureCatalogue.find((feature) => feature.id === id) as CatalogueFeature;
}

/** The plan's limit for a feature: null when the plan may not use it, 'unlimited' when there is no cap. */
export function featureLimit(planId: string, featureId: FeatureId): Limit | null {
  const plan = getPlan(planId).id;
  const feature = getFeature(featureId);
  if (!feature.plans.includes(plan)) return null;
  return feature.limits?.[plan] ?? 'unlimited';
}

/**
 * Allowed when the plan is listed; a numeric limit needs usage strictly below it; 'unlimited'
 * or no limit allows. An unknown plan counts as starter.
 */
export function canUseFeature(planId: string, featureId: FeatureId, usage = 0): boolean {
  const limit = featureLimit(planId, featureId);
  if (limit === null) return false;
  return limit === 'unlimited' || usage < limit;
}
