import { describe, expect, test } from 'vitest';
import { featureLimit } from '../feature-catalogue';
import { planIds, plans } from '../plans';

// The plans' socialPosts figure, which the meter and the server's gate read, is the catalogue's
// Social posting limit that the pricing modal sells.
describe('the social posting limit', () => {
  test.each(planIds)('is the same in the plan and the feature catalogue on %s', (planId) => {
    const plan = plans.find((candidate) => candidate.id === planId)!;
    expect(plan.limits.socialPosts).toBe(featureLimit(planId, 'social_posting'));
  });

  test('is three a month on Starter and unlimited above it', () => {
    expect(plans.map((plan) => plan.limits.socialPosts)).toEqual([3, 'unlimited', 'unlimited']);
  });
});
