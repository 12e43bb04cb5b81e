import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { planLimitDetails } from './plan-limit';

describe('planLimitDetails', () => {
  it('reads the details of a PLAN_LIMIT_REACHED refusal', () => {
    const error = new ApiError(403, 'PLAN_LIMIT_REACHED', 'limit', {
      usageKey: 'contentGeneration',
      used: 50,
      limit: 50,
      plan: 'starter',
    });
    expect(planLimitDetails(error)).toEqual({ usageKey: 'contentGeneration', used: 50, limit: 50, plan: 'starter' });
  });

  it('ignores other failures and malformed details', () => {
    expect(planLimitDetails(new ApiError(403, 'OWNER_ONLY', 'no'))).toBeNull();
    expect(planLimitDetails(new Error('x'))).toBeNull();
    expect(
      planLimitDetails(new ApiError(403, 'PLAN_LIMIT_REACHED', 'x', { usageKey: 'nope', used: 1, limit: 1, plan: 'starter' })),
    ).toBeNull();
    expect(
      planLimitDetails(new ApiError(403, 'PLAN_LIMIT_REACHED', 'x', { usageKey: 'projects', used: '1', limit: 1, plan: 'starter' })),
    ).toBeNull();
  });
});
