import { describe, expect, it } from 'vitest';
import type { RankHistory } from '@/shared/seo/ranks';
import { rankChartSeries, rankChartSummary } from './rank-chart';

const history: RankHistory = {
  keyword: 'sourdough starter',
  points: [
    { date: '2026-03-01', position: 12, competitors: { 'crumbs.example': 3 } },
    { date: '2026-03-02', position: null, competitors: { 'crumbs.example': 4, 'loaf.example': null } },
    { date: '2026-03-03', position: 9, competitors: { 'loaf.example': 40 } },
  ],
};

describe('rankChartSeries', () => {
  it("draws the site's position and each competitor's as separate lines", () => {
    expect(rankChartSeries(history).lines).toEqual([
      { key: 'site', name: 'Your site' },
      { key: 'competitor0', name: 'crumbs.example' },
      { key: 'competitor1', name: 'loaf.example' },
    ]);
  });

  it('keeps a day out of the top 100, or not read, as a gap (null)', () => {
    expect(rankChartSeries(history).rows).toEqual([
      { date: '2026-03-01', site: 12, competitor0: 3, competitor1: null },
      { date: '2026-03-02', site: null, competitor0: 4, competitor1: null },
      { date: '2026-03-03', site: 9, competitor0: null, competitor1: 40 },
    ]);
  });

  it("names the site's line as asked", () => {
    expect(rankChartSeries(history, 'bakery.example').lines[0]).toEqual({ key: 'site', name: 'bakery.example' });
  });

  it('has only the site line without points', () => {
    expect(rankChartSeries({ points: [] })).toEqual({ rows: [], lines: [{ key: 'site', name: 'Your site' }] });
  });
});

describe('rankChartSummary', () => {
  it('describes the days and the latest position for screen readers', () => {
    expect(rankChartSummary(history)).toBe('Positions for “sourdough starter” over 3 days; latest position 9');
    expect(rankChartSummary({ keyword: 'rye', points: [{ date: '2026-03-01', position: null, competitors: {} }] })).toBe(
      'Positions for “rye” over 1 day; latest: not in the top 100',
    );
  });
});
