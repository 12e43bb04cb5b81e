import { describe, expect, it } from 'vitest';
import { errorCodes } from '@/shared/error-codes';
import { seoMessages } from '@/shared/seo/seo';
import { linkMessages } from '@/shared/seo/links';
import { researchMessages } from '@/shared/seo/research';
import { ApiError } from '@/web/lib/api-client';
import { underWayId } from './job-under-way';

describe('underWayId', () => {
  it('follows the job already under way', () => {
    expect(underWayId(new ApiError(409, 'CONFLICT', researchMessages.analysisUnderWay, { analysisId: 'a1' }), 'analysisId')).toBe('a1');
    expect(underWayId(new ApiError(409, 'CONFLICT', linkMessages.searchUnderWay, { searchId: 's1' }), 'searchId')).toBe('s1');
  });

  it('follows nothing for any other refusal', () => {
    expect(underWayId(new ApiError(409, 'CONFLICT', linkMessages.notFoundOnPage), 'searchId')).toBeNull();
    expect(underWayId(new ApiError(409, 'CONFLICT', 'x', { searchId: 's1' }), 'analysisId')).toBeNull();
    expect(
      underWayId(new ApiError(400, errorCodes.VALIDATION_FAILED, seoMessages.invalidUrl, { analysisId: 'a1' }), 'analysisId'),
    ).toBeNull();
    expect(underWayId(new TypeError('Failed to fetch'), 'searchId')).toBeNull();
  });
});
