import { describe, expect, it } from 'vitest';
import {
  competitorLimitText,
  competitorSourceText,
  difficultyTones,
  formatCompact,
  formatCpc,
  researchUsageText,
  termFallback,
  trendLabels,
} from './research-format';

describe('formatCompact', () => {
  it('writes volumes the way search tools do', () => {
    expect([0, 880, 1000, 1234, 45_000, 3_400_000].map(formatCompact)).toEqual(['0', '880', '1K', '1.2K', '45K', '3.4M']);
  });

  it("shows '—' without a figure", () => {
    expect(formatCompact(null)).toBe('—');
  });
});

describe('formatCpc', () => {
  it('writes a cost per click in dollars and cents', () => {
    expect(formatCpc(1.25)).toBe('$1.25');
    expect(formatCpc(0.5)).toBe('$0.50');
    expect(formatCpc(1234.5)).toBe('$1,234.50');
    expect(formatCpc(null)).toBe('—');
  });
});

describe('difficulty and trend', () => {
  it('colours difficulty Low green, Medium amber, High red', () => {
    expect(difficultyTones).toEqual({ Low: 'green', Medium: 'yellow', High: 'red' });
  });

  it('names each trend for screen readers', () => {
    expect(trendLabels).toEqual({ up: 'Trending up', down: 'Trending down', flat: 'Steady' });
  });
});

describe('termFallback', () => {
  it("searches the project's niche, then its address", () => {
    expect(termFallback({ niche: ' home baking ', url: 'https://crumbs.example' })).toBe('home baking');
    expect(termFallback({ niche: null, url: 'https://crumbs.example' })).toBe('https://crumbs.example');
    expect(termFallback({ niche: '  ', url: 'https://crumbs.example' })).toBe('https://crumbs.example');
  });

  it('has nothing to fall back on without a project, niche or address', () => {
    expect(termFallback(null)).toBeNull();
    expect(termFallback({ niche: null, url: null })).toBeNull();
  });
});

describe('researchUsageText', () => {
  it("counts the month's searches against the plan's limit", () => {
    expect(researchUsageText({ used: 12, limit: 100 })).toBe('12 of 100 searches this month');
    expect(researchUsageText({ used: 1000, limit: 1000 })).toBe('1,000 of 1,000 searches this month');
  });

  it('says when the plan has no limit', () => {
    expect(researchUsageText({ used: 1, limit: 'unlimited' })).toBe('1 search this month: unlimited on your plan');
    expect(researchUsageText({ used: 40, limit: 'unlimited' })).toBe('40 searches this month: unlimited on your plan');
  });
});

describe('competitorSourceText', () => {
  it('says where the competitors came from', () => {
    expect(competitorSourceText('project')).toBe("Your project's competitors");
    expect(competitorSourceText('ai')).toBe('Discovered by AI from your site');
    expect(competitorSourceText('links')).toBe('Discovered from the sites your pages link to');
  });
});

describe('competitorLimitText', () => {
  it("states the plan's competitor limit", () => {
    expect(competitorLimitText(3)).toBe('Your plan compares up to 3 competitors.');
    expect(competitorLimitText(1)).toBe('Your plan compares up to 1 competitor.');
    expect(competitorLimitText('unlimited')).toBe('Your plan compares any number of competitors.');
  });
});
