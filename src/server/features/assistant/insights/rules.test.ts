import { describe, expect, test } from 'vitest';
import type { ProjectFigures, WorkspaceFigures } from './figures';
import { describeFigures } from './recipe';
import { offlineInsights, suggestionsFor } from './rules';

const project = (over: Partial<ProjectFigures> = {}): ProjectFigures => ({
  id: 'p1',
  name: 'Shop',
  url: 'https://shop.example.com',
  traffic: { hasData: true, visitors: 120, previousVisitors: 100, change: 20, topPages: [{ path: '/', visitors: 80 }] },
  seo: { audited: true, high: 0, medium: 0, low: 0, topHigh: null },
  keywords: { tracked: 2, moves: [] },
  ...over,
});

const workspace = (over: Partial<WorkspaceFigures> = {}): WorkspaceFigures => ({
  workspace: 'Acme',
  projects: [project()],
  projectCount: 1,
  content: { total: 4, drafts: 0, waiting: [] },
  email: { campaigns: 1, sent: [{ name: 'March news', openRate: 31.5, clickRate: 4 }] },
  social: { posts: 6, likes: 40, comments: 5, shares: 2, days: 30 },
  usage: [],
  ...over,
});

describe('offline insights', () => {
  test('keywords moving, e-mail open rates and usage near its limit, each with its figures', () => {
    const insights = offlineInsights(
      workspace({
        projects: [
          project({
            keywords: {
              tracked: 3,
              moves: [
                { keyword: 'sourdough', from: 4, to: 9 },
                { keyword: 'rye bread', from: 12, to: 7 },
              ],
            },
          }),
        ],
        email: { campaigns: 2, sent: [{ name: 'March news', openRate: 12.5, clickRate: 1 }] },
        usage: [{ key: 'contentGeneration', used: 45, limit: 50 }],
      }),
    );
    expect(insights.map((insight) => [insight.priority, insight.title])).toEqual([
      ['Medium', 'Visitors rose 20% on Shop'],
      ['Medium', '1 tracked keyword lost ground'],
      ['Medium', '"March news" was opened by 12.5%'],
      ['Medium', 'You are near your limit of AI generations'],
      ['Low', '1 tracked keyword climbed'],
    ]);
    expect(insights[1]?.description).toBe('"sourdough" moved from position 4 to 9 for Shop.');
    expect(insights[3]).toMatchObject({ description: '45 of 50 AI generations used on your plan.', action: { path: '/settings/billing' } });
  });

  test('a project with no visit yet asks for tracking, and never shows more than five', () => {
    const insights = offlineInsights(
      workspace({ projects: [project({ traffic: { hasData: false, visitors: 0, previousVisitors: null, change: null, topPages: [] } })] }),
    );
    expect(insights[0]).toMatchObject({ title: 'Install tracking on Shop', priority: 'High', action: { path: '/analytics' } });
    expect(insights.length).toBeLessThanOrEqual(5);
  });

  test('nothing readable gives one honest insight', () => {
    const insights = offlineInsights({
      workspace: null,
      projects: null,
      projectCount: 0,
      content: null,
      email: null,
      social: null,
      usage: [],
    });
    expect(insights).toEqual([expect.objectContaining({ title: 'Not enough data yet', priority: 'Low' })]);
  });
});

describe('suggestions', () => {
  test('exactly three, the state first, general ones after', () => {
    expect(suggestionsFor(workspace())).toEqual([
      'How can I improve my e-mail open rates?',
      'What brought more visitors last week?',
      'How is my traffic?',
    ]);
    const dropped = workspace({
      projects: [
        project({
          traffic: { hasData: true, visitors: 50, previousVisitors: 100, change: -50, topPages: [] },
          seo: { audited: true, high: 1, medium: 0, low: 0, topHigh: 'Missing title' },
        }),
      ],
      content: { total: 3, drafts: 2, waiting: ['A', 'B'] },
    });
    expect(suggestionsFor(dropped)).toEqual([
      'Why did visitors drop last week?',
      'Which SEO issues should I fix first?',
      'Which drafts should I publish first?',
    ]);
  });
});

test('the prompt states what was read and says what was not', () => {
  const text = describeFigures(workspace({ email: null }));
  expect(text).toContain('Visitors in the last 7 days: 120 (20% vs the 7 days before (100))');
  expect(text).toContain('- E-mail: not available.');
});
