import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { failureMessage, isPlanRefusal } from './refusals';

describe('failed changes', () => {
  it('shows the server’s message for what the user can fix, the screen’s text otherwise', () => {
    expect(failureMessage(new ApiError(400, 'VALIDATION_FAILED', 'Please enter an email subject'), 'Failed to create campaign')).toBe(
      'Please enter an email subject',
    );
    expect(failureMessage(new ApiError(409, 'CONFLICT', 'This list has campaigns that are sending or scheduled.'), 'x')).toBe(
      'This list has campaigns that are sending or scheduled.',
    );
    expect(failureMessage(new ApiError(500, 'INTERNAL', 'Internal error'), 'Failed to create campaign')).toBe('Failed to create campaign');
    expect(failureMessage(new ApiError(400, 'VALIDATION_FAILED', ''), 'Failed to create campaign')).toBe('Failed to create campaign');
    expect(failureMessage(new TypeError('network'), 'Failed to create campaign')).toBe('Failed to create campaign');
  });

  it('knows a plan’s refusal', () => {
    expect(isPlanRefusal(new ApiError(403, 'FEATURE_NOT_AVAILABLE', 'A/B tests are part of the Professional and Enterprise plans.'))).toBe(
      true,
    );
    expect(isPlanRefusal(new ApiError(403, 'PLAN_LIMIT_REACHED', 'limit'))).toBe(true);
    expect(isPlanRefusal(new ApiError(403, 'READ_ONLY', 'no'))).toBe(false);
  });
});
