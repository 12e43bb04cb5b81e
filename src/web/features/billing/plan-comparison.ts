import { type CatalogueFeature, featureCatalogue } from '@/shared/feature-catalogue';
import type { PlanId } from '@/shared/plans';

/** The features the pricing modal compares, in the rows their areas' contracts give them. */
export const comparedFeatures: readonly CatalogueFeature[] = featureCatalogue
  .filter((feature) => feature.comparedAt !== undefined)
  .sort((a, b) => a.comparedAt! - b.comparedAt!);

export type ComparisonCell = { kind: 'included' } | { kind: 'excluded' } | { kind: 'unlimited' } | { kind: 'limit'; value: number };

/** A ✓ when the plan has the feature without a cap, its cap when it has one, — when it lacks it. */
export function comparisonCell(feature: CatalogueFeature, planId: PlanId): ComparisonCell {
  if (!feature.plans.includes(planId)) return { kind: 'excluded' };
  const limit = feature.limits?.[planId];
  if (limit === undefined) return { kind: 'included' };
  return limit === 'unlimited' ? { kind: 'unlimited' } : { kind: 'limit', value: limit };
}
