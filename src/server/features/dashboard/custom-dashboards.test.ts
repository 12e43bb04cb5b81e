import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  type CustomDashboard,
  type DashboardCardValue,
  customDashboardMessages,
  maxDashboardCards,
} from '@/shared/dashboard/custom-dashboard';
import type { MetricDescription } from '@/shared/area-metrics';
import { workspaceMembers } from '../../tenancy/schema';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

const uplift = useTestServer();
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const dashboard = async (client: TestClient) => (await client.get('/api/dashboard/custom')).body as CustomDashboard;
const card = (shown: { cards: DashboardCardValue[] | null }, metricId: string) => shown.cards?.find((found) => found.metricId === metricId);

/** A site on a project of the client's workspace, one page view on it, and one subscriber. */
async function workspaceWithFigures(client: TestClient) {
  const project = await client.post('/api/projects', { name: 'Bakery', url: 'https://bakery.example.com' });
  const sent = await fetch(`${uplift.server.url}/api/event`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', 'User-Agent': chrome, Origin: 'https://bakery.example.com' },
    body: JSON.stringify({ p: project.body.id, n: 'pageview', u: 'https://bakery.example.com/rye', r: null, w: 1280 }),
  });
  expect(sent.status).toBe(202);
  const list = await client.post('/api/email/lists', { name: 'Bread lovers', optIn: 'single' });
  const subscriber = await client.post('/api/email/subscribers', { email: 'reader@dash.test', name: 'Ada', listIds: [list.body.id] });
  expect(subscriber.status).toBe(201);
}

describe('custom dashboards', () => {
  test('the catalogue lists every area’s metrics with a label and a format', async () => {
    const client = await uplift.member('catalogue@dash.test', 'starter');
    const metrics = (await client.get('/api/dashboard/metrics')).body as MetricDescription[];
    expect(new Set(metrics.map((metric) => metric.area))).toEqual(new Set(['analytics', 'seo', 'email', 'social', 'monetization']));
    expect(metrics).toContainEqual({ id: 'analytics.visitors', area: 'analytics', label: 'Visitors', format: 'count' });
    expect(metrics).toContainEqual({ id: 'monetization.revenue', area: 'monetization', label: 'Revenue', format: 'money' });
    expect(metrics).toContainEqual({
      id: 'analytics.bounce_rate',
      area: 'analytics',
      label: 'Bounce rate',
      format: 'percent',
      lowerIsBetter: true,
    });
  });

  test('Starter and Professional are refused with the plan’s text; they keep the default dashboard', async () => {
    for (const plan of ['starter', 'professional'] as const) {
      const client = await uplift.member(`${plan}@dash.test`, plan);
      const saved = await client.put('/api/dashboard/custom', { cards: [{ metricId: 'email.subscribers', size: 'small' }] });
      expect(saved.status).toBe(403);
      expect(saved.body.error).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE', message: customDashboardMessages.notOnPlan });
      const shared = await client.post('/api/dashboard/custom/share');
      expect(shared.status).toBe(403);
      expect(shared.body.error.message).toBe(customDashboardMessages.notOnPlan);
      expect((await dashboard(client)).cards).toBeNull();
    }
  });

  test('Enterprise saves, reorders and resizes its cards, whose figures come from the workspace', async () => {
    const client = await uplift.member('owner@dash.test', 'enterprise');
    expect((await dashboard(client)).cards).toBeNull();
    await workspaceWithFigures(client);

    const saved = await client.put('/api/dashboard/custom', {
      cards: [
        { metricId: 'email.subscribers', size: 'small' },
        { metricId: 'analytics.page_views', size: 'large' },
        { metricId: 'seo.average_position', size: 'medium' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(card(saved.body, 'email.subscribers')).toMatchObject({ label: 'Subscribers', format: 'count', size: 'small', value: 1 });
    // No keyword was ever checked: the card says so with '—' rather than a made-up figure.
    expect(card(saved.body, 'seo.average_position')).toMatchObject({ value: null, change: null });
    // The collector writes within a second.
    await expect.poll(async () => card(await dashboard(client), 'analytics.page_views')?.value, { timeout: 10_000, interval: 250 }).toBe(1);

    const reordered = await client.put('/api/dashboard/custom', {
      cards: [
        { metricId: 'analytics.page_views', size: 'small' },
        { metricId: 'email.subscribers', size: 'large' },
      ],
    });
    expect(reordered.status).toBe(200);
    const shown = await dashboard(client);
    expect(shown.cards?.map(({ metricId, size }) => ({ metricId, size }))).toEqual([
      { metricId: 'analytics.page_views', size: 'small' },
      { metricId: 'email.subscribers', size: 'large' },
    ]);
    expect(shown.period.to).toBe(new Date().toISOString().slice(0, 10));

    expect((await client.delete('/api/dashboard/custom')).status).toBe(204);
    expect((await dashboard(client)).cards).toBeNull();
  });

  test('every metric reads on a workspace with nothing yet: a count of none, or — where the source is not set up', async () => {
    const client = await uplift.member('empty@dash.test', 'enterprise');
    const metrics = (await client.get('/api/dashboard/metrics')).body as MetricDescription[];
    const expected: Record<string, number | null> = {
      'analytics.visitors': null,
      'analytics.conversions': null,
      'email.subscribers': 0,
      'email.campaigns_sent': 0,
      'email.open_rate': null,
      'social.posts_published': 0,
      'social.impressions': null,
      'seo.tracked_keywords': 0,
      'seo.average_position': null,
      'seo.open_issues': null,
      'monetization.revenue': null,
      'monetization.conversions': 0,
    };
    for (let start = 0; start < metrics.length; start += maxDashboardCards) {
      const cards = metrics.slice(start, start + maxDashboardCards).map(({ id }) => ({ metricId: id, size: 'small' }));
      const saved = await client.put('/api/dashboard/custom', { cards });
      expect(saved.status).toBe(200);
      for (const shown of saved.body.cards as { metricId: string; value: number | null }[]) {
        if (shown.metricId in expected) expect([shown.metricId, shown.value]).toEqual([shown.metricId, expected[shown.metricId]]);
      }
    }
  });

  test('bad layouts answer 400 with their text and change nothing', async () => {
    const client = await uplift.member('bad@dash.test', 'enterprise');
    const good = { metricId: 'email.subscribers', size: 'medium' };
    expect((await client.put('/api/dashboard/custom', { cards: [good] })).status).toBe(200);
    const refusals: [unknown, string][] = [
      [{ cards: [{ metricId: 'email.nope', size: 'small' }] }, customDashboardMessages.unknownMetric],
      [{ cards: [{ metricId: 'email.subscribers', size: 'huge' }] }, customDashboardMessages.invalidSize],
      [{ cards: [good, good] }, customDashboardMessages.duplicateMetric],
      [
        { cards: Array.from({ length: maxDashboardCards + 1 }, (_, i) => ({ metricId: `m${i}`, size: 'small' })) },
        customDashboardMessages.tooManyCards,
      ],
    ];
    for (const [body, message] of refusals) {
      const refused = await client.put('/api/dashboard/custom', body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(message);
    }
    expect((await client.postRaw('/api/dashboard/custom/share', '{')).status).toBeLessThan(500);
    expect((await dashboard(client)).cards?.map((shown) => shown.metricId)).toEqual(['email.subscribers']);
  });

  test('a shared link shows the cards read-only and nothing else; revoked or forged, it answers 404', async () => {
    const client = await uplift.member('sharer@dash.test', 'enterprise');
    expect((await client.post('/api/dashboard/custom/share')).body.error.message).toBe(customDashboardMessages.saveBeforeSharing);
    const list = await client.post('/api/email/lists', { name: 'Readers', optIn: 'single' });
    await client.post('/api/email/subscribers', { email: 'one@dash.test', listIds: [list.body.id] });
    await client.put('/api/dashboard/custom', { cards: [{ metricId: 'email.subscribers', size: 'large' }] });

    const shared = await client.post('/api/dashboard/custom/share');
    expect(shared.status).toBe(201);
    const url = shared.body.shareUrl as string;
    expect(url.startsWith(`${uplift.server.url}/shared-dashboard/`)).toBe(true);
    expect((await dashboard(client)).shareUrl).toBe(url);
    const token = url.split('/').pop()!;

    const visitor = uplift.server.client();
    const seen = await visitor.get(`/api/shared-dashboards/${token}`);
    expect(seen.status).toBe(200);
    expect(Object.keys(seen.body).sort()).toEqual(['cards', 'period']);
    expect(seen.body.cards).toEqual([
      expect.objectContaining({ metricId: 'email.subscribers', label: 'Subscribers', size: 'large', value: 1 }),
    ]);
    // Read-only: the link is no session, so nothing else answers to it.
    expect((await visitor.put('/api/dashboard/custom', { cards: [] })).status).toBe(401);

    // Another signature's first character (the last one carries padding bits a decoder may ignore).
    const [payload, signature] = token.split('.') as [string, string];
    const forged = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await visitor.get(`/api/shared-dashboards/${forged}`)).status).toBe(404);
    // Another id signed with someone else's key is no link either.
    expect((await visitor.get(`/api/shared-dashboards/${crypto.randomUUID()}.${signature}`)).status).toBe(404);
    expect((await visitor.get('/api/shared-dashboards/not-a-token')).status).toBe(404);

    expect((await client.delete('/api/dashboard/custom/share')).status).toBe(204);
    expect((await visitor.get(`/api/shared-dashboards/${token}`)).status).toBe(404);
    expect((await dashboard(client)).shareUrl).toBeNull();
    // A new link is a new key: the revoked one stays dead.
    const again = (await client.post('/api/dashboard/custom/share')).body.shareUrl as string;
    expect(again).not.toBe(url);
    expect((await visitor.get(`/api/shared-dashboards/${token}`)).status).toBe(404);
    expect((await visitor.get(`/api/shared-dashboards/${again.split('/').pop()}`)).status).toBe(200);

    // A workspace that leaves Enterprise stops showing it.
    await uplift.setPlan(client, 'professional');
    expect((await visitor.get(`/api/shared-dashboards/${again.split('/').pop()}`)).status).toBe(404);
  });

  test('a layout is the user’s own in each workspace: another member or account never reads or writes it', async () => {
    const owner = await uplift.member('mine@dash.test', 'enterprise');
    const workspaceId = (await owner.get('/api/me')).body.workspace.id as string;
    await owner.put('/api/dashboard/custom', { cards: [{ metricId: 'social.posts_published', size: 'medium' }] });

    // A Viewer of the same workspace keeps a dashboard of their own (ADR 039).
    const viewer = await uplift.member('viewer@dash.test');
    const viewerMe = (await viewer.get('/api/me')).body as { id: string; workspace: { id: string } };
    const viewerId = viewerMe.id;
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId: viewerId, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
    expect((await dashboard(viewer)).cards).toBeNull();
    expect((await viewer.put('/api/dashboard/custom', { cards: [{ metricId: 'seo.tracked_keywords', size: 'small' }] })).status).toBe(200);
    const viewersLink = (await viewer.post('/api/dashboard/custom/share')).body.shareUrl as string;

    const other = await uplift.member('theirs@dash.test', 'enterprise');
    expect((await dashboard(other)).cards).toBeNull();
    await other.put('/api/dashboard/custom', { cards: [{ metricId: 'email.open_rate', size: 'small' }] });
    await other.delete('/api/dashboard/custom');

    expect((await dashboard(owner)).cards?.map((shown) => shown.metricId)).toEqual(['social.posts_published']);
    expect((await dashboard(viewer)).cards?.map((shown) => shown.metricId)).toEqual(['seo.tracked_keywords']);

    // Per workspace: back home, the Viewer has no layout; out of the workspace, their link stops.
    expect((await viewer.post('/api/workspaces/current', { workspaceId: viewerMe.workspace.id })).status).toBe(200);
    expect((await dashboard(viewer)).cards).toBeNull();
    const token = viewersLink.split('/').pop();
    expect((await uplift.server.client().get(`/api/shared-dashboards/${token}`)).status).toBe(200);
    await uplift.server.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, viewerId)));
    expect((await uplift.server.client().get(`/api/shared-dashboards/${token}`)).status).toBe(404);
  });
});
