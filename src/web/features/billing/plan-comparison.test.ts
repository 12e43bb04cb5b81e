import { describe, expect, it } from 'vitest';
import { featureCatalogue, getFeature } from '@/shared/feature-catalogue';
import { comparedFeatures, comparisonCell } from './plan-comparison';

describe('plan comparison', () => {
  it('compares the first 10 catalogue features', () => {
    expect(comparedFeatures.map((feature) => feature.id)).toEqual(featureCatalogue.slice(0, 10).map((f) => f.id));
  });

  it('shows the limit, Unlimited, a tick or a dash', () => {
    const generation = getFeature('ai_content_generation');
    expect(comparisonCell(generation, 'starter')).toEqual({ kind: 'limit', value: 50 });
    expect(comparisonCell(generation, 'professional')).toEqual({ kind: 'unlimited' });
    expect(comparisonCell(getFeature('seo_optimization'), 'starter')).toEqual({ kind: 'included' });
    expect(comparisonCell(getFeature('rank_tracking'), 'starter')).toEqual({ kind: 'excluded' });
    expect(comparisonCell(getFeature('rank_tracking'), 'professional')).toEqual({ kind: 'limit', value: 500 });
  });
});
