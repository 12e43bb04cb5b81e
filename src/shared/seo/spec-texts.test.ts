// The browser tests compare the screen with these constants, so a typo in one could never fail them.
// Here each of SEO Tools' constants is pinned to the product specification's own words, written out.
import { describe, expect, it } from 'vitest';
import { seoLabels, seoMessages, seoTabs } from './seo';

const validUrl = 'Please enter a valid URL (including http:// or https://)';

describe('SEO Tools', () => {
  it('names the field, the buttons, the tiles and the tabs with their actions as the spec does', () => {
    expect(seoLabels.urlPlaceholder).toBe('Enter website URL to analyze...');
    expect(seoLabels.analyzeUrl).toBe('Analyze URL');
    expect(seoLabels.seoReport).toBe('SEO Report');
    expect([seoLabels.organicTraffic, seoLabels.keywordsRanking, seoLabels.backlinks, seoLabels.domainAuthority]).toEqual([
      'Organic Traffic',
      'Keywords Ranking',
      'Backlinks',
      'Domain Authority',
    ]);
    expect(seoTabs.map((tab) => [tab.label, tab.action])).toEqual([
      ['Keyword Research', 'Find Keywords'],
      ['Competitor Analysis', 'Analyze Competitors'],
      ['Content Optimization', 'Scan Website'],
      ['Link Building', 'Find Opportunities'],
    ]);
  });

  it('has the validation messages and the failure toasts', () => {
    expect(seoMessages.signIn).toBe('Please sign in to continue');
    expect(seoMessages.noUrl).toBe('No website URL found. Please enter a URL to scan.');
    expect(seoMessages.invalidUrl).toBe(validUrl);
    expect(seoMessages.noCompetitorsManual).toBe('No competitors found. Please add competitors manually.');
    expect(seoMessages.noCompetitorsSettings).toBe('No competitors found. Please add competitors in your project settings.');
    expect(seoMessages.loadFailed).toBe('Failed to load SEO data');
    expect(seoMessages.findKeywordsFailed).toBe('Failed to find keywords');
    expect(seoMessages.analyzeCompetitorsFailed).toBe('Failed to analyze competitors');
    expect(seoMessages.scanFailed).toBe('Failed to scan website');
    expect(seoMessages.findOpportunitiesFailed).toBe('Failed to find backlink opportunities');
    expect(seoMessages.fixFailed).toBe('Failed to fix issue');
  });
});
