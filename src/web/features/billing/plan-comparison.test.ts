import { describe, expect, it } from 'vitest';
import { getFeature } from '@/shared/feature-catalogue';
import { comparedFeatures, comparisonCell } from './plan-comparison';

describe('plan comparison', () => {
  it('compares the ten features the spec lists, in its order', () => {
    expect(comparedFeatures.map((feature) => feature.id)).toEqual([
      'ai_content_generation',
      'seo_optimization',
      'keyword_research',
      'competitor_analysis',
      'social_posting',
      'social_scheduling',
      'email_campaigns',
      'content_templates',
      'basic_analytics',
      'email_support',
    ]);
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
