import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { contentLimitFromError, reachedContentLimit } from './content-limit';

describe('content limit', () => {
  it('is reached when the month used the whole numeric limit', () => {
    expect(reachedContentLimit(49, 50)).toBeNull();
    expect(reachedContentLimit(50, 50)).toEqual({ used: 50, limit: 50 });
    expect(reachedContentLimit(500, 'unlimited')).toBeNull();
    expect(reachedContentLimit(undefined, 50)).toBeNull();
  });

  it('reads the figures of a PLAN_LIMIT_REACHED refusal only', () => {
    const refusal = new ApiError(403, 'PLAN_LIMIT_REACHED', '', { usageKey: 'contentGeneration', used: 50, limit: 50, plan: 'starter' });
    expect(contentLimitFromError(refusal)).toEqual({ used: 50, limit: 50 });
    expect(contentLimitFromError(new ApiError(502, 'AI_GENERATION_FAILED', 'Failed'))).toBeNull();
    expect(contentLimitFromError(new Error('network'))).toBeNull();
  });
});
