import { describe, expect, test } from 'vitest';
import type { AnalyticsReport, Channel } from '@/shared/analytics/analytics';
import type { GoalRow } from '@/shared/analytics/goals';
import { findings } from './findings';

/** A report with these sources (share of visitors, change against the previous period). */
function reportWith(
  sources: Partial<Record<Channel, { share: number; change?: number | null }>>,
  extra: Partial<AnalyticsReport> = {},
): AnalyticsReport {
  const figure = (value: number) => ({ value, previous: null, change: null });
  return {
    period: { from: '2026-10-27', to: '2026-11-25', previousFrom: '2026-09-27', previousTo: '2026-10-26' },
    hasData: true,
    kpis: {
      visitors: figure(1000),
      pageViews: figure(2500),
      conversions: figure(10),
      revenue: { ...figure(0), currency: null },
      bounceRate: 40,
      visitDurationSeconds: 60,
    },
    series: [],
    sources: Object.entries(sources).map(([channel, { share, change = null }]) => ({
      channel: channel as Channel,
      visitors: share * 10,
      share,
      change,
    })),
    pages: [],
    entryPages: [],
    exitPages: [],
    referrers: [],
    campaigns: [],
    browsers: [],
    operatingSystems: [],
    devices: [],
    countries: null,
    events: [],
    ...extra,
  };
}

const titles = (report: AnalyticsReport, goals: GoalRow[] | null = null) => findings(report, goals).map((finding) => finding.title);

describe('findings', () => {
  test('a social share above 15% is worth building on; 15% itself is not', () => {
    expect(titles(reportWith({ Social: { share: 15.1 }, 'Organic Search': { share: 60 } }))).toContain('Build on your social traffic');
    expect(titles(reportWith({ Social: { share: 15 }, 'Organic Search': { share: 60 } }))).not.toContain('Build on your social traffic');
  });

  test('an organic share below 40% is worth raising; 40% itself is not', () => {
    const low = findings(reportWith({ 'Organic Search': { share: 39.9 }, Direct: { share: 60.1 } }), null);
    expect(low[0]).toMatchObject({ title: 'Grow your organic search traffic', priority: 'high', action: 'seo' });
    expect(low[0]?.description).toContain('39.9%');
    expect(titles(reportWith({ 'Organic Search': { share: 40 }, Direct: { share: 60 } }))).not.toContain(
      'Grow your organic search traffic',
    );
  });

  test('a falling source comes first, with the tool that wins it back', () => {
    const found = findings(reportWith({ 'Organic Search': { share: 50 }, Referral: { share: 50, change: -35 } }), null);
    expect(found[0]).toMatchObject({ title: 'Referral visits fell 35%', action: 'outreach', priority: 'high' });
    expect(titles(reportWith({ 'Organic Search': { share: 50 }, Referral: { share: 50, change: -19.9 } }))).not.toContain(
      'Referral visits fell 19.9%',
    );
  });

  test('pages that end most of their views, goals without conversions and no e-mail traffic', () => {
    const report = reportWith(
      { 'Organic Search': { share: 100 } },
      {
        pages: [
          { path: '/pricing', visitors: 40, pageViews: 50, timeOnPageSeconds: 20, bounceRate: 80 },
          { path: '/rare', visitors: 5, pageViews: 5, timeOnPageSeconds: null, bounceRate: 100 },
        ],
        exitPages: [
          { name: '/pricing', visitors: 35 },
          { name: '/rare', visitors: 5 },
        ],
      },
    );
    const goal: GoalRow = {
      id: 'g',
      kind: 'event',
      value: 'Signup',
      createdAt: '',
      conversions: 0,
      conversionRate: 0,
      revenue: null,
      sources: [],
    };
    expect(titles(report, [goal])).toEqual([
      'No conversions for "Signup"',
      'Keep readers on /pricing',
      'Bring visitors back by e-mail',
      'Publish on a steady schedule',
    ]);
  });

  test('without any visit yet, the figures show nothing', () => {
    expect(findings(reportWith({}, { hasData: false }), null)).toEqual([]);
  });
});
