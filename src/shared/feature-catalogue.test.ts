import { describe, expect, it } from 'vitest';
import { canUseFeature, featureCatalogue, featureLimit } from './feature-catalogue';

describe('feature catalogue', () => {
  it('lists each feature once, in the seven categories', () => {
    const ids = featureCatalogue.map((feature) => feature.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(featureCatalogue.map((feature) => feature.category))).toEqual(
      new Set(['content', 'seo', 'social', 'email', 'analytics', 'support', 'integrations']),
    );
  });

  it("has the plans' limits for starter / professional / enterprise", () => {
    const limits = (id: Parameters<typeof featureLimit>[1]) =>
      (['starter', 'professional', 'enterprise'] as const).map((plan) => featureLimit(plan, id));
    expect(limits('ai_content_generation')).toEqual([50, 'unlimited', 'unlimited']);
    expect(limits('content_templates')).toEqual([10, 50, 'unlimited']);
    expect(limits('keyword_research')).toEqual([100, 1000, 'unlimited']);
    expect(limits('competitor_analysis')).toEqual([3, 10, 'unlimited']);
    expect(limits('social_posting')).toEqual([3, 'unlimited', 'unlimited']);
    expect(limits('email_campaigns')).toEqual([1000, 10000, 'unlimited']);
    expect(limits('email_templates')).toEqual([5, 25, 'unlimited']);
    expect(limits('basic_integrations')).toEqual([5, 25, 'unlimited']);
    expect(limits('rank_tracking')).toEqual([null, 500, 'unlimited']);
    expect(limits('white_label')).toEqual([null, null, 'unlimited']);
    expect(limits('api_access')).toEqual([null, 'unlimited', 'unlimited']);
    expect(limits('seo_optimization')).toEqual(['unlimited', 'unlimited', 'unlimited']);
  });
});

describe('feature access', () => {
  it('needs the plan to be listed', () => {
    expect(canUseFeature('starter', 'content_calendar')).toBe(false);
    expect(canUseFeature('professional', 'content_calendar')).toBe(true);
    expect(canUseFeature('professional', 'custom_ai_training')).toBe(false);
  });

  it('needs usage strictly below a numeric limit', () => {
    expect(canUseFeature('starter', 'ai_content_generation', 49)).toBe(true);
    expect(canUseFeature('starter', 'ai_content_generation', 50)).toBe(false);
  });

  it("allows any usage under 'unlimited' or no limit", () => {
    expect(canUseFeature('professional', 'ai_content_generation', 1_000_000)).toBe(true);
    expect(canUseFeature('starter', 'basic_analytics', 1_000_000)).toBe(true);
  });

  it('treats an unknown plan as starter', () => {
    expect(canUseFeature('gold', 'ai_content_generation', 49)).toBe(true);
    expect(canUseFeature('gold', 'ai_content_generation', 50)).toBe(false);
    expect(canUseFeature('gold', 'content_calendar')).toBe(false);
  });
});
