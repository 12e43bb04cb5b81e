import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AssistantInsightSet } from '@/shared/assistant/assistant';
import { startFakeOpenAi } from '../../../ai/test/fake-openai';
import { answerJson, type ScriptedServer } from '../../../ai/test/scripted-server';
import { rowsOf } from '../../../db/rows';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { contentGenerations } from '../../../usage/schema';

const uplift = useTestServer();
let provider: ScriptedServer;

beforeAll(async () => {
  provider = await startFakeOpenAi();
});
afterAll(async () => {
  await provider?.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A workspace whose shop had 4 visitors the week before last and 2 in the last 7 days, an audit with a High issue and a draft. */
async function shopWithFalloff(email: string) {
  const client = await uplift.member(email);
  const workspaceId = (await client.get('/api/me')).body.workspace.id as string;
  const projectId = (await client.post('/api/projects', { name: 'Shop', url: 'https://shop.example.com' })).body.id as string;
  const { db } = uplift.server;
  const visits = [
    ...[8, 9, 10, 11].map((days, index) => ({ at: daysAgo(days), visitor: index + 1, path: '/old' })),
    ...[1, 2].map((days, index) => ({ at: daysAgo(days), visitor: index + 10, path: '/pricing' })),
  ];
  for (const visit of visits) {
    await db.execute(sql`
      insert into analytics_events (project_id, workspace_id, occurred_at, visitor_id, name, hostname, pathname, channel, browser, os, device)
      values (${projectId}, ${workspaceId}, ${visit.at.toISOString()}, ${visit.visitor}, 'pageview', 'shop.example.com', ${visit.path}, 'Direct', 'Chrome', 'Windows', 'Desktop')`);
  }
  for (const day of new Set(visits.map((visit) => visit.at.toISOString().slice(0, 10)))) {
    await db.execute(sql`insert into analytics_stale_days (project_id, day) values (${projectId}, ${day}) on conflict do nothing`);
  }
  const userId = (await client.get('/api/me')).body.id as string;
  const audit = await db.execute(sql`
    insert into seo_audits (workspace_id, created_by, site, url, status, progress, page_budget, finished_at)
    values (${workspaceId}, ${userId}, 'https://shop.example.com', 'https://shop.example.com/', 'done', 100, 100, now()) returning id`);
  const auditId = rowsOf<{ id: string }>(audit)[0]!.id;
  await db.execute(sql`
    insert into seo_issues (workspace_id, site, "check", page, detail, priority, first_audit_id, last_audit_id)
    values (${workspaceId}, 'https://shop.example.com', 'title_missing', 'https://shop.example.com/', 'The page has no <title>.', 'High', ${auditId}, ${auditId})`);
  expect(
    (
      await client.post('/api/content', {
        type: 'email',
        title: 'Spring sale',
        body: { subject: 'Spring sale', content: 'All at 20% off', cta: 'Shop' },
      })
    ).status,
  ).toBe(201);
  return { client, workspaceId, projectId };
}

async function joinAs(owner: TestClient, email: string, role: 'editor' | 'viewer') {
  const client = await uplift.member(email);
  const workspaceId = (await owner.get('/api/me')).body.workspace.id as string;
  const userId = (await client.get('/api/me')).body.id as string;
  await uplift.server.db.execute(
    sql`insert into workspace_members (workspace_id, user_id, role) values (${workspaceId}, ${userId}, ${role})`,
  );
  expect((await client.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
  return client;
}

const titles = (set: AssistantInsightSet) => set.insights.map((insight) => insight.title);

describe('AI Insights', () => {
  test('drawn offline from the real figures, kept until Refresh; applying records insight_applied; another workspace gets 404', async () => {
    const { client } = await shopWithFalloff('insights@uplift.test');
    const first = (await client.get('/api/assistant/insights')).body as AssistantInsightSet;
    expect(first.source).toBe('offline');
    expect(titles(first)).toEqual(
      expect.arrayContaining([
        'Visitors fell 50% on Shop',
        'Fix 1 high-priority SEO issue',
        '1 draft is waiting',
        '/pricing is the top page of Shop',
      ]),
    );
    const fell = first.insights.find((insight) => insight.title === 'Visitors fell 50% on Shop');
    expect(fell).toMatchObject({
      priority: 'High',
      description: '2 visitors in the last 7 days against 4 the 7 days before.',
      action: { ask: 'Why did visitors drop last week?' },
    });
    expect(first.insights.find((insight) => insight.title === '1 draft is waiting')).toMatchObject({
      priority: 'Medium',
      action: { path: '/content' },
    });
    expect(first.insights[0]?.priority).toBe('High');
    expect(first.insights.at(-1)?.priority).not.toBe('High');

    // Cached: the same set, ids and time included, until Refresh draws a new one.
    expect((await client.get('/api/assistant/insights')).body).toEqual(first);
    const refreshed = (await client.post('/api/assistant/insights')).body as AssistantInsightSet;
    expect(refreshed.insights[0]?.id).not.toBe(first.insights[0]?.id);
    expect(titles(refreshed)).toEqual(titles(first));
    expect((await client.get('/api/assistant/insights')).body).toEqual(refreshed);

    const seo = refreshed.insights.find((insight) => insight.title === 'Fix 1 high-priority SEO issue')!;
    const applied = await client.post(`/api/assistant/insights/${seo.id}/apply`);
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ action: { label: 'Open SEO', path: '/seo' } });
    const activity = (await client.get('/api/events?limit=5')).body.events as { type: string; description: string }[];
    expect(activity[0]).toMatchObject({ type: 'insight_applied', description: 'Applied the insight "Fix 1 high-priority SEO issue"' });
    // An insight of the set before Refresh is gone, and a path that is not an id is none.
    expect((await client.post(`/api/assistant/insights/${first.insights[0]?.id}/apply`)).status).toBe(404);
    expect((await client.post('/api/assistant/insights/not-one/apply')).status).toBe(404);

    const stranger = await uplift.member('insights-stranger@uplift.test');
    expect((await stranger.post(`/api/assistant/insights/${seo.id}/apply`)).status).toBe(404);
    const theirs = (await stranger.get('/api/assistant/insights')).body as AssistantInsightSet;
    expect(titles(theirs)).not.toContain('Visitors fell 50% on Shop');
  });

  test('a workspace with nothing in it is told so, with no figure invented', async () => {
    const client = await uplift.member('insights-empty@uplift.test');
    const set = (await client.get('/api/assistant/insights')).body as AssistantInsightSet;
    expect(set.insights[0]).toMatchObject({ title: 'Create your first project', priority: 'High', action: { path: '/setup' } });
    expect(titles(set)).toContain('Create your first content');
    for (const insight of set.insights) expect(`${insight.title} ${insight.description}`).not.toMatch(/\d/);
  });

  test('a Viewer reads and applies, but only Editors and Owners refresh', async () => {
    const { client } = await shopWithFalloff('insights-owner@uplift.test');
    const viewer = await joinAs(client, 'insights-viewer@uplift.test', 'viewer');
    const set = await viewer.get('/api/assistant/insights');
    expect(set.status).toBe(200);
    expect(titles(set.body as AssistantInsightSet)).toContain('Visitors fell 50% on Shop');
    expect((await viewer.post('/api/assistant/insights')).status).toBe(403);
    expect((await viewer.post(`/api/assistant/insights/${(set.body as AssistantInsightSet).insights[0]?.id}/apply`)).status).toBe(200);
    expect((await viewer.get('/api/assistant/suggestions')).body.suggestions).toHaveLength(3);
    const editor = await joinAs(client, 'insights-editor@uplift.test', 'editor');
    expect((await editor.post('/api/assistant/insights')).status).toBe(200);
  });

  test('Refresh with a provider: it writes from the figures, and counts one generation', async () => {
    const { client } = await shopWithFalloff('insights-ai@uplift.test');
    await uplift.admin.put('/api/admin/api-keys/AI_BASE_URL', { value: provider.baseUrl });
    await uplift.admin.put('/api/admin/api-keys/AI_API_KEY', { value: 'sk-test-insights-0123' });
    try {
      const before = (await client.get('/api/me')).body.usage.contentGeneration as number;
      provider.script(
        answerJson({
          insights: [
            {
              title: 'Traffic halved this week',
              description: 'Shop had 2 visitors against 4 the week before.',
              priority: 'high',
              action: { label: 'Ask why', ask: 'Why did visitors drop last week?' },
            },
            {
              title: 'Fix the missing title',
              description: 'One High issue is open.',
              priority: 'Medium',
              action: { label: 'Open SEO', path: '/seo' },
            },
            {
              title: 'Somewhere else',
              description: 'A screen that is not one.',
              priority: 'low',
              action: { label: 'Go', path: '/nowhere' },
            },
          ],
        }),
      );
      const refreshed = await client.post('/api/assistant/insights');
      expect(refreshed.status).toBe(200);
      expect(refreshed.body).toMatchObject({
        source: 'ai',
        insights: [
          { title: 'Traffic halved this week', priority: 'High', action: { ask: 'Why did visitors drop last week?' } },
          { title: 'Fix the missing title', priority: 'Medium', action: { path: '/seo' } },
          { title: 'Somewhere else', priority: 'Low', action: { label: 'Go', ask: 'Somewhere else' } },
        ],
      });
      const prompt = JSON.stringify(provider.requests.at(-1)?.body.messages);
      for (const fact of ['Visitors in the last 7 days: 2', 'High 1', '1 drafts waiting', 'Visitors fell 50% on Shop'])
        expect(prompt).toContain(fact);
      expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(before + 1);
      expect((await client.get('/api/assistant/insights')).body).toEqual(refreshed.body);
    } finally {
      await uplift.admin.put('/api/admin/api-keys/AI_BASE_URL', { value: '' });
      await uplift.admin.put('/api/admin/api-keys/AI_API_KEY', { value: '' });
    }
  });
});

test('at the generation limit, Refresh by the provider is refused; offline it is free, and the limit is an insight', async () => {
  const client = await uplift.member('insights-limit@uplift.test');
  // Read from the tables: /api/me would keep the usage it read for a while. Starter allows 50 generations.
  const [me] = rowsOf<{ userId: string; workspaceId: string }>(
    await uplift.server.db.execute(sql`
      select m.user_id as "userId", m.workspace_id as "workspaceId" from workspace_members m join "user" u on u.id = m.user_id
      where u.email = 'insights-limit@uplift.test'`),
  );
  const limit = 50;
  const rows = Array.from({ length: limit }, () => ({ workspaceId: me!.workspaceId, createdBy: me!.userId, kind: 'blog' }));
  await uplift.server.db.insert(contentGenerations).values(rows);

  const offline = (await client.post('/api/assistant/insights')).body as AssistantInsightSet;
  expect(offline.source).toBe('offline');
  expect(offline.insights.find((insight) => insight.action.path === '/settings/billing')).toMatchObject({
    title: 'You reached your limit of AI generations',
    priority: 'High',
    description: `${limit} of ${limit} AI generations used on your plan.`,
    action: { path: '/settings/billing' },
  });
  await uplift.admin.put('/api/admin/api-keys/AI_BASE_URL', { value: provider.baseUrl });
  await uplift.admin.put('/api/admin/api-keys/AI_API_KEY', { value: 'sk-test-insights-0123' });
  try {
    const asked = provider.requests.length;
    const refused = await client.post('/api/assistant/insights');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PLAN_LIMIT_REACHED');
    expect(provider.requests.length).toBe(asked);
    expect((await client.get('/api/assistant/insights')).body).toEqual(offline);
  } finally {
    await uplift.admin.put('/api/admin/api-keys/AI_BASE_URL', { value: '' });
    await uplift.admin.put('/api/admin/api-keys/AI_API_KEY', { value: '' });
  }
});

test("the Sample workspace's insights come from its own figures, at most two per screen", async () => {
  const client = await uplift.member('insights-sample@uplift.test');
  expect((await client.post('/api/workspaces/sample')).status).toBe(201);
  const set = (await client.get('/api/assistant/insights')).body as AssistantInsightSet;
  expect(set.insights).toHaveLength(5);
  expect(set.insights[0]).toMatchObject({ title: expect.stringMatching(/^Fix \d+ high-priority SEO issues?$/), priority: 'High' });
  expect(set.insights[0]?.description).toContain('Sunrise Bakery');
  const screens = set.insights.map((insight) => insight.action.path ?? insight.action.ask);
  for (const screen of screens) expect(screens.filter((other) => other === screen).length).toBeLessThanOrEqual(2);
});

describe('suggestion chips', () => {
  test('always three, chosen from the state: a drop in visitors and open SEO issues come first', async () => {
    const empty = await uplift.member('chips-empty@uplift.test');
    const general = (await empty.get('/api/assistant/suggestions')).body.suggestions as string[];
    expect(general).toEqual(['Where should I start with my first project?', 'How is my traffic?', 'What should I focus on this week?']);

    const { client } = await shopWithFalloff('chips@uplift.test');
    const chips = (await client.get('/api/assistant/suggestions')).body.suggestions as string[];
    expect(chips).toEqual([
      'Why did visitors drop last week?',
      'Which SEO issues should I fix first?',
      'Which drafts should I publish first?',
    ]);
  });
});
