import { describe, expect, it } from 'vitest';
import { errorCodes } from '@/shared/error-codes';
import { usageMessages } from '@/shared/messages';
import { seoMessages } from '@/shared/seo/seo';
import { researchMessages } from '@/shared/seo/research';
import { ApiError } from '@/web/lib/api-client';
import { analysisFailureToast, missingTerm, refusalOf } from './research-state';

describe('refusalOf', () => {
  it("says the month's limit with the way to upgrade", () => {
    const limit = new ApiError(403, errorCodes.PLAN_LIMIT_REACHED, "You've used 100 of 100 keyword searches this month.");
    expect(refusalOf(limit, seoMessages.findKeywordsFailed)).toEqual({
      kind: 'plan',
      message: "You've used 100 of 100 keyword searches this month.",
    });
    expect(refusalOf(new ApiError(403, errorCodes.PLAN_LIMIT_REACHED, ''), seoMessages.findKeywordsFailed)).toEqual({
      kind: 'plan',
      message: usageMessages.reachedLimit,
    });
  });

  it("gives a refusal's reason in the server's words", () => {
    expect(refusalOf(new ApiError(400, errorCodes.VALIDATION_FAILED, researchMessages.noTerm), seoMessages.findKeywordsFailed)).toEqual({
      kind: 'error',
      message: researchMessages.noTerm,
    });
  });

  it("says the spec's text when the server failed or could not be reached", () => {
    for (const error of [
      new ApiError(500, errorCodes.INTERNAL, 'boom'),
      new ApiError(404, 'HTTP_404', ''),
      new TypeError('Failed to fetch'),
    ]) {
      expect(refusalOf(error, seoMessages.findKeywordsFailed)).toEqual({ kind: 'error', message: seoMessages.findKeywordsFailed });
    }
  });
});

describe('analysisFailureToast', () => {
  it("says the spec's 'No competitors found…' texts exactly", () => {
    expect(analysisFailureToast({ error: seoMessages.noCompetitorsManual })).toEqual({ title: seoMessages.noCompetitorsManual });
    expect(analysisFailureToast({ error: seoMessages.noCompetitorsSettings })).toEqual({ title: seoMessages.noCompetitorsSettings });
  });

  it("says 'Failed to analyze competitors' with any other reason below", () => {
    expect(analysisFailureToast({ error: 'Your site could not be read' })).toEqual({
      title: seoMessages.analyzeCompetitorsFailed,
      description: 'Your site could not be read',
    });
    expect(analysisFailureToast({ error: null })).toEqual({ title: seoMessages.analyzeCompetitorsFailed });
  });
});

describe('missingTerm', () => {
  it('asks for a term only when the field is empty and there is nothing to fall back on', () => {
    expect(missingTerm('  ', null)).toBe(researchMessages.noTerm);
    expect(missingTerm('', 'home baking')).toBeNull();
    expect(missingTerm('sourdough', null)).toBeNull();
  });
});
