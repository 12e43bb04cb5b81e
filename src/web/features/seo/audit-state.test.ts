import { describe, expect, it } from 'vitest';
import { type SiteAudit, seoMessages } from '@/shared/seo/seo';
import { ApiError } from '@/web/lib/api-client';
import { shownAudit, startRefusal } from './audit-state';

const audit = (id: string, createdAt: string, status: SiteAudit['status'] = 'done'): SiteAudit => ({
  id,
  site: 'https://example.com',
  url: 'https://example.com',
  status,
  progress: status === 'done' ? 100 : 40,
  pagesCrawled: 10,
  technical: { included: false, rendering: null },
  pageBudget: 100,
  stage: null,
  summary: null,
  error: null,
  createdAt,
  finishedAt: null,
});

describe('shownAudit', () => {
  const older = audit('a', '2026-03-01T10:00:00.000Z', 'running');
  const newer = audit('b', '2026-03-02T10:00:00.000Z', 'queued');

  it("shows the followed audit's polled copy over the list's copy of it", () => {
    const polled = { ...older, status: 'done' as const };
    expect(shownAudit(polled, older)).toBe(polled);
  });

  it('shows a later audit the list names', () => {
    expect(shownAudit(older, newer)).toBe(newer);
  });

  it('shows whichever exists', () => {
    expect(shownAudit(undefined, older)).toBe(older);
    expect(shownAudit(newer, null)).toBe(newer);
    expect(shownAudit(undefined, null)).toBeNull();
  });
});

describe('startRefusal', () => {
  it('follows the scan already under way', () => {
    const error = new ApiError(409, 'CONFLICT', seoMessages.scanUnderWay, { auditId: 'a1' });
    expect(startRefusal(error)).toEqual({ follow: 'a1', message: seoMessages.scanUnderWay });
  });

  it("says the server's reason for a refusal", () => {
    expect(startRefusal(new ApiError(429, 'TOO_MANY_REQUESTS', seoMessages.tooManyScans(3)))).toEqual({
      follow: null,
      message: seoMessages.tooManyScans(3),
    });
    expect(startRefusal(new ApiError(400, 'VALIDATION_FAILED', seoMessages.invalidUrl))).toEqual({
      follow: null,
      message: seoMessages.invalidUrl,
    });
  });

  it("falls back to the spec's text for a failure without a reason", () => {
    expect(startRefusal(new ApiError(500, 'INTERNAL', 'Internal error'))).toEqual({ follow: null, message: seoMessages.scanFailed });
    expect(startRefusal(new ApiError(403, 'READ_ONLY', ''))).toEqual({ follow: null, message: seoMessages.scanFailed });
    expect(startRefusal(new TypeError('Failed to fetch'))).toEqual({ follow: null, message: seoMessages.scanFailed });
  });
});
