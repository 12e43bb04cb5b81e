import { describe, expect, test } from 'vitest';
import type { AnalyticsReport } from '@/shared/analytics/analytics';
import { type FunnelReport, type GoalRow, goalMessages, maxGoalsPerProject } from '@/shared/analytics/goals';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';

const uplift = useTestServer();
/** One visitor per browser version: visitors are told apart by address and user agent. */
const browser = (visitor: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.${visitor} Safari/537.36`;

async function shop(email: string, plan: 'starter' | 'professional' = 'professional') {
  const client = await uplift.member(email, plan);
  const project = await client.post('/api/projects', { name: 'Shop', url: 'https://shop.example.com' });
  return { client, projectId: project.body.id as string };
}

async function visit(
  projectId: string,
  visitor: number,
  events: { n: string; path: string; r?: string; $?: { amount: number; currency: string } }[],
) {
  for (const event of events) {
    const sent = await fetch(`${uplift.server.url}/api/event`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': browser(visitor) },
      body: JSON.stringify({ p: projectId, n: event.n, u: `https://shop.example.com${event.path}`, r: event.r ?? '', $: event.$ }),
    });
    expect(sent.status).toBe(202);
  }
}

/** Three visitors: one from Google who thanks, one from a newsletter who signs up and pays, one who leaves. */
async function threeVisitors(projectId: string) {
  await visit(projectId, 1, [
    { n: 'pageview', path: '/', r: 'https://www.google.com/' },
    { n: 'pageview', path: '/thank-you' },
  ]);
  await visit(projectId, 2, [
    { n: 'pageview', path: '/pricing?utm_medium=email&utm_source=newsletter' },
    { n: 'Signup', path: '/pricing', $: { amount: 19, currency: 'USD' } },
  ]);
  await visit(projectId, 3, [{ n: 'pageview', path: '/' }]);
}

const goalReport = async (client: TestClient, projectId: string) =>
  (await client.get(`/api/analytics/projects/${projectId}/goals/report?range=7d`)).body.goals as GoalRow[];
const report = async (client: TestClient, projectId: string) =>
  (await client.get(`/api/analytics/projects/${projectId}/report?range=7d`)).body as AnalyticsReport;

describe('goals', () => {
  test('conversions per goal and per source, with revenue, counted from events sent before the goals existed', async () => {
    const { client, projectId } = await shop('goals@uplift.test');
    await threeVisitors(projectId);
    await expect.poll(async () => (await report(client, projectId)).kpis.visitors.value, { timeout: 10_000 }).toBe(3);
    // Without goals, the site's own events count as conversions.
    expect((await report(client, projectId)).kpis.conversions.value).toBe(1);

    const thanks = await client.post(`/api/analytics/projects/${projectId}/goals`, { kind: 'page', value: '/thank-*' });
    expect(thanks.status).toBe(201);
    expect((await client.post(`/api/analytics/projects/${projectId}/goals`, { kind: 'event', value: 'Signup' })).status).toBe(201);
    expect(
      (await client.get(`/api/analytics/projects/${projectId}/goals`)).body.goals.map((goal: { value: string }) => goal.value),
    ).toEqual(['/thank-*', 'Signup']);

    const rows = await goalReport(client, projectId);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'page',
        value: '/thank-*',
        conversions: 1,
        conversionRate: 33.3,
        revenue: null,
        sources: [{ channel: 'Organic Search', conversions: 1, conversionRate: 100 }],
      }),
      expect.objectContaining({
        kind: 'event',
        value: 'Signup',
        conversions: 1,
        conversionRate: 33.3,
        revenue: { amount: 19, currency: 'USD' },
        sources: [{ channel: 'Email', conversions: 1, conversionRate: 100 }],
      }),
    ]);
    expect((await report(client, projectId)).kpis.conversions.value).toBe(2);

    // A removed goal leaves the report at once.
    expect((await client.delete(`/api/analytics/projects/${projectId}/goals/${thanks.body.id}`)).status).toBe(204);
    expect((await goalReport(client, projectId)).map((goal) => goal.value)).toEqual(['Signup']);
    expect((await report(client, projectId)).kpis.conversions.value).toBe(1);
    expect((await client.delete(`/api/analytics/projects/${projectId}/goals/${thanks.body.id}`)).status).toBe(404);
  });

  test('what a goal may be, each refusal with its message', async () => {
    const { client, projectId } = await shop('goal-rules@uplift.test');
    const add = (body: unknown) => client.post(`/api/analytics/projects/${projectId}/goals`, body);
    expect((await add({ kind: 'page', value: '' })).body.error.message).toBe('Enter a page path such as /thank-you');
    expect((await add({ kind: 'page', value: 'thank-you' })).body.error.message).toBe('A page path starts with /');
    expect((await add({ kind: 'event', value: 'pageview' })).body.error.message).toBe('Page views are counted by a page goal');
    expect((await add({ kind: 'visit', value: '/x' })).status).toBe(400);
    expect((await add({ kind: 'event', value: 'Signup' })).status).toBe(201);
    const twice = await add({ kind: 'event', value: 'Signup' });
    expect([twice.status, twice.body.error.message]).toEqual([409, goalMessages.goalExists]);
    for (let index = 1; index < maxGoalsPerProject; index++)
      expect((await add({ kind: 'page', value: `/step-${index}` })).status).toBe(201);
    const over = await add({ kind: 'page', value: '/one-too-many' });
    expect([over.status, over.body.error.message]).toEqual([409, goalMessages.tooManyGoals]);
  });

  test('goals and funnels are for the Professional plan and up', async () => {
    const { client, projectId } = await shop('goals-starter@uplift.test', 'starter');
    const goals = await client.get(`/api/analytics/projects/${projectId}/goals`);
    expect([goals.status, goals.body.error.code, goals.body.error.message]).toEqual([
      403,
      'FEATURE_NOT_AVAILABLE',
      goalMessages.goalsNotOnPlan,
    ]);
    const funnels = await client.post(`/api/analytics/projects/${projectId}/funnels`, {
      name: 'Buy',
      steps: [
        { kind: 'page', value: '/' },
        { kind: 'event', value: 'Buy' },
      ],
    });
    expect([funnels.status, funnels.body.error.message]).toEqual([403, goalMessages.funnelsNotOnPlan]);
  });
});

describe('funnels', () => {
  test('visitors through ordered steps, with the drop-off at each', async () => {
    const { client, projectId } = await shop('funnels@uplift.test');
    await threeVisitors(projectId);
    // Out of order: the thank-you page before the home page does not count as going through.
    await visit(projectId, 4, [
      { n: 'pageview', path: '/thank-you' },
      { n: 'pageview', path: '/' },
    ]);
    const made = await client.post(`/api/analytics/projects/${projectId}/funnels`, {
      name: 'Home to thanks',
      steps: [
        { kind: 'page', value: '/' },
        { kind: 'page', value: '/thank-you' },
      ],
    });
    expect(made.status).toBe(201);
    expect(
      (await client.post(`/api/analytics/projects/${projectId}/funnels`, { name: 'One step', steps: [{ kind: 'page', value: '/' }] })).body
        .error.message,
    ).toBe('A funnel has at least two steps');
    await expect.poll(async () => (await report(client, projectId)).kpis.visitors.value, { timeout: 10_000 }).toBe(4);

    const shown = (await client.get(`/api/analytics/projects/${projectId}/funnels/${made.body.id}/report?range=7d`)).body as FunnelReport;
    expect(shown.funnel.name).toBe('Home to thanks');
    expect(shown.steps).toEqual([
      { label: 'Visit /', visitors: 3, fromStart: 100, dropOff: null },
      { label: 'Visit /thank-you', visitors: 1, fromStart: 33.3, dropOff: 66.7 },
    ]);

    const stranger = await uplift.member('funnel-stranger@uplift.test', 'professional');
    expect((await stranger.get(`/api/analytics/projects/${projectId}/funnels/${made.body.id}/report`)).status).toBe(404);
    expect((await stranger.delete(`/api/analytics/projects/${projectId}/funnels/${made.body.id}`)).status).toBe(404);
    expect((await client.delete(`/api/analytics/projects/${projectId}/funnels/${made.body.id}`)).status).toBe(204);
    expect((await client.get(`/api/analytics/projects/${projectId}/funnels`)).body.funnels).toEqual([]);
  });
});
