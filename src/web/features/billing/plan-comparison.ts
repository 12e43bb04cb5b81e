import { type CatalogueFeature, featureCatalogue } from '@/shared/feature-catalogue';
import type { PlanId } from '@/shared/plans';

/** The pricing modal compares the catalogue's first 10 features. */
export const comparedFeatures: readonly CatalogueFeature[] = featureCatalogue.slice(0, 10);

export type ComparisonCell = { kind: 'included' } | { kind: 'excluded' } | { kind: 'unlimited' } | { kind: 'limit'; value: number };

/** A ✓ when the plan has the feature without a cap, its cap when it has one, — when it lacks it. */
export function comparisonCell(feature: CatalogueFeature, planId: PlanId): ComparisonCell {
  if (!feature.plans.includes(planId)) return { kind: 'excluded' };
  const limit = feature.limits?.[planId];
  if (limit === undefined) return { kind: 'included' };
  return limit === 'unlimited' ? { kind: 'unlimited' } : { kind: 'limit', value: limit };
}
