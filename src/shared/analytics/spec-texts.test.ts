// The browser tests compare the screen with these constants, so a typo in one could never fail them.
// Here each of Analytics' constants is pinned to the product specification's own words, written out.
import { describe, expect, it } from 'vitest';
import { analyticsMessages, analyticsRanges, defaultAnalyticsRange } from './analytics';
import { recommendationMessages, organicShareToRaise, socialShareWorthBuilding } from './recommendations';

describe('Analytics', () => {
  it('has the banner text and the failure toasts', () => {
    expect(analyticsMessages.signedOut).toBe('Analytics requires authentication');
    expect(analyticsMessages.loadFailed).toBe('Failed to load analytics data');
    expect(analyticsMessages.exportFailed).toBe('Failed to export report');
    expect(recommendationMessages.applyFailed).toBe('Failed to apply recommendation');
  });

  it('offers the time ranges, 30d first shown, and the recommendation thresholds', () => {
    expect(analyticsRanges).toEqual(['7d', '30d', '90d', '1y']);
    expect(defaultAnalyticsRange).toBe('30d');
    expect([socialShareWorthBuilding, organicShareToRaise]).toEqual([15, 40]);
  });
});
