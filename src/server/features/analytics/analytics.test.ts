import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { type AnalyticsReport, type TrackingStatus, analyticsMessages } from '@/shared/analytics/analytics';
import { getFeature } from '@/shared/feature-catalogue';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';
import { analyticsEvents, analyticsStaleDays } from './schema';

const uplift = useTestServer();
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function siteOwner(email: string, url = 'https://shop.example.com') {
  const client = await uplift.member(email);
  const project = await client.post('/api/projects', { name: 'Shop', url });
  return { client, projectId: project.body.id as string };
}

function collect(body: unknown, userAgent = chrome) {
  return fetch(`${uplift.server.url}/api/event`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', 'User-Agent': userAgent, Origin: 'https://shop.example.com' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const report = async (client: TestClient, projectId: string, query = 'range=30d') =>
  (await client.get(`/api/analytics/projects/${projectId}/report?${query}`)).body as AnalyticsReport;

/** The buffer writes every second: wait until the report shows what was sent. */
const reportOnce = (client: TestClient, projectId: string, ready: (report: AnalyticsReport) => boolean) =>
  expect.poll(async () => ready(await report(client, projectId)), { timeout: 10_000, interval: 250 }).toBe(true);

describe('collection', () => {
  test('page views, an event with revenue and engaged time arrive in the report', async () => {
    const { client, projectId } = await siteOwner('collect@uplift.test');
    const sent = await collect({
      p: projectId,
      n: 'pageview',
      u: 'https://shop.example.com/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=autumn',
      r: null,
      w: 1440,
    });
    expect(sent.status).toBe(202);
    expect(sent.headers.get('access-control-allow-origin')).toBe('*');
    expect(sent.headers.get('x-uplift-dropped')).toBeNull();
    await collect({ p: projectId, n: 'pageview', u: 'https://www.shop.example.com/', r: 'https://www.google.com/', w: 390 }, iphone);
    await collect({
      p: projectId,
      n: 'Signup',
      u: 'https://shop.example.com/pricing',
      m: { plan: 'pro' },
      $: { amount: 19, currency: 'usd' },
    });
    await collect({ p: projectId, n: 'engagement', u: 'https://shop.example.com/pricing', e: 42_000 });

    await reportOnce(client, projectId, (shown) => shown.kpis.visitors.value === 2 && shown.events.length === 1);
    const shown = await report(client, projectId);
    expect(shown.hasData).toBe(true);
    expect(shown.kpis.pageViews.value).toBe(2);
    expect(shown.kpis.conversions.value).toBe(1);
    expect(shown.kpis.revenue).toMatchObject({ value: 19, currency: 'USD', previous: null, change: null });
    expect(shown.kpis.visitors.previous).toBeNull();
    expect(shown.pages).toEqual(
      expect.arrayContaining([
        { path: '/pricing', visitors: 1, pageViews: 1, timeOnPageSeconds: 42, bounceRate: 0 },
        { path: '/', visitors: 1, pageViews: 1, timeOnPageSeconds: null, bounceRate: 100 },
      ]),
    );
    expect(shown.sources).toEqual(
      expect.arrayContaining([
        { channel: 'Email', visitors: 1, share: 50, change: null },
        { channel: 'Organic Search', visitors: 1, share: 50, change: null },
      ]),
    );
    expect(shown.campaigns).toEqual([{ name: 'autumn', visitors: 1 }]);
    expect(shown.referrers).toEqual([{ name: 'google.com', visitors: 1 }]);
    expect(shown.devices).toEqual(
      expect.arrayContaining([
        { name: 'Desktop', visitors: 1 },
        { name: 'Mobile', visitors: 1 },
      ]),
    );
    expect(shown.events).toEqual([{ name: 'Signup', count: 1, visitors: 1 }]);
    expect(shown.countries).toBeNull();
    expect(shown.series.at(-1)).toMatchObject({ date: new Date().toISOString().slice(0, 10), visitors: 2, pageViews: 2 });
    expect(shown.series).toHaveLength(30);
    // Stored as sent: properties as an object, revenue and the visitor's hash as numbers.
    const [signup] = await uplift.server.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'Signup'));
    expect(signup).toMatchObject({
      props: { plan: 'pro' },
      revenueAmount: '19.00',
      revenueCurrency: 'USD',
      pathname: '/pricing',
      browser: 'Chrome',
    });
    expect(typeof signup?.visitorId).toBe('bigint');

    const realtime = await client.get(`/api/analytics/projects/${projectId}/realtime`);
    expect(realtime.body).toEqual({ visitors: 2 });
    expect((await client.get(`/api/analytics/traffic-change?projectId=${projectId}`)).body).toEqual({ trafficChange: null });
  });

  test('bots, other hostnames and unknown projects are answered 202 and not counted', async () => {
    const { client, projectId } = await siteOwner('drops@uplift.test');
    const bot = await collect(
      { p: projectId, n: 'pageview', u: 'https://shop.example.com/' },
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    expect([bot.status, bot.headers.get('x-uplift-dropped')]).toEqual([202, 'bot']);
    const foreign = await collect({ p: projectId, n: 'pageview', u: 'https://copycat.example.net/' });
    expect([foreign.status, foreign.headers.get('x-uplift-dropped')]).toEqual([202, 'hostname']);
    const unknown = await collect({ p: '00000000-0000-4000-8000-000000000000', n: 'pageview', u: 'https://shop.example.com/' });
    expect([unknown.status, unknown.headers.get('x-uplift-dropped')]).toEqual([202, 'unknown-project']);
    // Another site's page sending events as this one: its visitors' browsers name it in Origin.
    const elsewhere = await fetch(`${uplift.server.url}/api/event`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': chrome, Origin: 'https://copycat.example.net' },
      body: JSON.stringify({ p: projectId, n: 'pageview', u: 'https://shop.example.com/' }),
    });
    expect([elsewhere.status, elsewhere.headers.get('x-uplift-dropped')]).toEqual([202, 'origin']);
    const counted = await collect({ p: projectId, n: 'pageview', u: 'https://shop.example.com/only' });
    expect(counted.headers.get('x-uplift-dropped')).toBeNull();
    await reportOnce(client, projectId, (shown) => shown.kpis.pageViews.value === 1);
    expect((await report(client, projectId)).pages.map((page) => page.path)).toEqual(['/only']);
  });

  test('bad input answers 400 or 413, never 500', async () => {
    const { projectId } = await siteOwner('bad-input@uplift.test');
    expect((await collect('{not json')).status).toBe(400);
    expect((await collect({ p: 'nope', n: 'pageview', u: 'https://shop.example.com/' })).status).toBe(400);
    expect((await collect({ p: projectId, n: 'pageview', u: 'javascript:alert(1)' })).status).toBe(400);
    expect((await collect({ p: projectId, n: '', u: 'https://shop.example.com/' })).status).toBe(400);
    expect((await collect({ p: projectId, n: 'Buy', u: 'https://shop.example.com/', $: { amount: 'lots', currency: 'USD' } })).status).toBe(
      400,
    );
    expect((await collect({ p: projectId, n: 'pageview', u: 'https://shop.example.com/', m: { note: 'x'.repeat(9000) } })).status).toBe(
      413,
    );
    // Without a Content-Length, the body is refused as it streams past 8 KB. Just past it: the server
    // drains what follows a refusal for only half a second before it closes the socket.
    const streamed = await fetch(`${uplift.server.url}/api/event`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': chrome },
      body: new ReadableStream({
        start(controller) {
          for (let chunk = 0; chunk < 9; chunk++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await collect([1, 2])).status).toBe(400);
    // Text PostgreSQL cannot store: refused when sent as such, taken out when an address decodes to it.
    expect((await collect({ p: projectId, n: 'Sign\u0000up', u: 'https://shop.example.com/' })).status).toBe(400);
    expect((await collect({ p: projectId, n: 'pageview', u: 'https://shop.example.com/a%00b' })).status).toBe(202);
    expect((await collect({ p: projectId, n: 'pageview', u: `https://shop.example.com/${'a'.repeat(498)}😀😀` })).status).toBe(202);
    await expect
      .poll(
        async () =>
          (
            await uplift.server.db
              .select({ path: analyticsEvents.pathname })
              .from(analyticsEvents)
              .where(eq(analyticsEvents.projectId, projectId))
          )
            .map((row) => row.path)
            .sort(),
        { timeout: 10_000 },
      )
      .toEqual([`/${'a'.repeat(498)}😀`, '/ab']);
    const preflight = await fetch(`${uplift.server.url}/api/event`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example.com', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('tracking settings', () => {
  test('the snippet status turns from waiting to receiving, and extra hostnames count', async () => {
    const { client, projectId } = await siteOwner('tracking@uplift.test');
    const before = (await client.get(`/api/analytics/projects/${projectId}/tracking`)).body as TrackingStatus;
    expect(before).toMatchObject({ projectId, hostname: 'shop.example.com', extraHostnames: [], firstEventAt: null });
    expect(before.scriptUrl).toMatch(/\/js\/script\.js$/);

    const saved = await client.put(`/api/analytics/projects/${projectId}/tracking`, {
      extraHostnames: ['Blog.Example.org', 'blog.example.org'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.extraHostnames).toEqual(['blog.example.org']);
    expect((await client.put(`/api/analytics/projects/${projectId}/tracking`, { extraHostnames: ['not a host'] })).status).toBe(400);

    const fromBlog = await collect({ p: projectId, n: 'pageview', u: 'https://blog.example.org/post' });
    expect(fromBlog.headers.get('x-uplift-dropped')).toBeNull();
    await expect
      .poll(async () => ((await client.get(`/api/analytics/projects/${projectId}/tracking`)).body as TrackingStatus).firstEventAt, {
        timeout: 10_000,
      })
      .not.toBeNull();
  });
});

describe('the plan', () => {
  test('every analytics read and the tracking settings are for plans with Basic analytics', async () => {
    const { client, projectId } = await siteOwner('no-analytics@uplift.test');
    // Every plan has Basic analytics today: the catalogue is made to leave Starter out for this test.
    const feature = getFeature('basic_analytics');
    const plans = feature.plans;
    feature.plans = ['professional', 'enterprise'];
    try {
      const answers = await Promise.all([
        client.get(`/api/analytics/projects/${projectId}/report`),
        client.get(`/api/analytics/projects/${projectId}/realtime`),
        client.get(`/api/analytics/projects/${projectId}/tracking`),
        client.put(`/api/analytics/projects/${projectId}/tracking`, { extraHostnames: ['blog.example.org'] }),
        client.get(`/api/analytics/traffic-change?projectId=${projectId}`),
      ]);
      for (const answer of answers)
        expect([answer.status, answer.body.error?.code, answer.body.error?.message]).toEqual([
          403,
          'FEATURE_NOT_AVAILABLE',
          analyticsMessages.notOnPlan,
        ]);
    } finally {
      feature.plans = plans;
    }
    expect((await client.get(`/api/analytics/projects/${projectId}/tracking`)).body.extraHostnames).toEqual([]);
  });
});

describe('tenancy', () => {
  test("another workspace reads and changes none of a project's analytics", async () => {
    const { projectId } = await siteOwner('tenant-a@uplift.test');
    const stranger = await uplift.member('tenant-b@uplift.test');
    for (const path of ['report', 'realtime', 'tracking']) {
      expect((await stranger.get(`/api/analytics/projects/${projectId}/${path}`)).status).toBe(404);
    }
    expect((await stranger.get(`/api/analytics/traffic-change?projectId=${projectId}`)).status).toBe(404);
    expect((await stranger.put(`/api/analytics/projects/${projectId}/tracking`, { extraHostnames: ['evil.example'] })).status).toBe(404);
    expect((await stranger.get('/api/analytics/projects/not-an-id/report')).status).toBe(404);
  });
});

describe('comparisons', () => {
  test('a range compares with the real previous period once earlier data exists', async () => {
    const { client, projectId } = await siteOwner('compare@uplift.test');
    const workspaceId = (await client.get('/api/me')).body.workspace.id as string;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const event = (at: Date, visitor: bigint, pathname: string) => ({
      projectId,
      workspaceId,
      occurredAt: at,
      visitorId: visitor,
      name: 'pageview',
      hostname: 'shop.example.com',
      pathname,
      channel: 'Direct',
      browser: 'Chrome',
      os: 'Windows',
      device: 'Desktop',
    });
    // Four visitors in the week before this one, five in this one (one of them twice on one day).
    const rows = [
      ...[8, 9, 10, 11].map((days, index) => event(daysAgo(days), BigInt(index + 1), '/old')),
      ...[0, 1, 2, 3, 4].map((days, index) => event(daysAgo(days), BigInt(index + 10), '/new')),
      event(daysAgo(4), 14n, '/new'),
    ];
    await uplift.server.db.insert(analyticsEvents).values(rows);
    const days = [...new Set(rows.map((row) => row.occurredAt.toISOString().slice(0, 10)))];
    await uplift.server.db.insert(analyticsStaleDays).values(days.map((day) => ({ projectId, day })));

    const week = await report(client, projectId, 'range=7d');
    expect(week.kpis.visitors).toEqual({ value: 5, previous: 4, change: 25 });
    expect(week.kpis.pageViews).toEqual({ value: 6, previous: 4, change: 50 });
    expect(week.sources).toEqual([{ channel: 'Direct', visitors: 5, share: 100, change: 25 }]);
    const custom = await report(
      client,
      projectId,
      `from=${daysAgo(11).toISOString().slice(0, 10)}&to=${daysAgo(8).toISOString().slice(0, 10)}`,
    );
    expect(custom.kpis.visitors).toEqual({ value: 4, previous: null, change: null });
    expect((await client.get(`/api/analytics/projects/${projectId}/report?from=2026-02-30&to=2026-03-01`)).status).toBe(400);
    expect((await client.get(`/api/analytics/projects/${projectId}/report?range=2w`)).status).toBe(400);
  });
});

describe('export', () => {
  test('Export Report downloads the shown period as CSV, with spreadsheet formulas neutralised, and is recorded', async () => {
    const client = await uplift.member('export@uplift.test', 'professional');
    const projectId = (await client.post('/api/projects', { name: 'Corner Shop', url: 'https://shop.example.com' })).body.id as string;
    await collect({ p: projectId, n: 'pageview', u: 'https://shop.example.com/pricing', r: 'https://www.google.com/' });
    await collect({
      p: projectId,
      n: '=HYPERLINK("https://evil.example")',
      u: 'https://shop.example.com/pricing',
      $: { amount: 12.5, currency: 'EUR' },
    });
    await reportOnce(client, projectId, (shown) => shown.kpis.pageViews.value === 1 && shown.events.length === 1);

    const response = await fetch(`${uplift.server.url}/api/analytics/projects/${projectId}/export?range=7d`, {
      headers: { cookie: client.cookies },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename=analytics-corner-shop-${weekAgo}-to-${today}.csv`);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('Section,Name,Visitors,Page views,Share (%),Change (%),Time on page (s),Bounce rate (%),Count,Revenue,Currency');
    expect(lines).toContain(`Period,${weekAgo} to ${today},,,,,,,,,`);
    expect(lines).toContain('Total,Visitors,1,,,,,,,,');
    expect(lines).toContain('Total,Revenue,,,,,,,,12.5,EUR');
    expect(lines).toContain('Traffic source,Organic Search,1,,100,,,,,,');
    expect(lines).toContain('Page,/pricing,1,1,,,,0,,,');
    expect(lines).toContain(`Event,"'=HYPERLINK(""https://evil.example"")",1,,,,,,1,,`);

    const activity = (await client.get('/api/events?limit=10')).body.events as { type: string }[];
    expect(activity.map((event) => event.type)).toContain('analytics_report_exported');
  });

  test('Export Report is for the Professional plan and up', async () => {
    const { client, projectId } = await siteOwner('export-starter@uplift.test');
    const refused = await client.get(`/api/analytics/projects/${projectId}/export`);
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([
      403,
      'FEATURE_NOT_AVAILABLE',
      analyticsMessages.exportNotOnPlan,
    ]);
    expect((await client.get(`/api/analytics/projects/${projectId}/export?range=2d`)).status).toBe(400);
  });
});

describe('content performance', () => {
  test("a content item's views are the page views of the address it was published at", async () => {
    const { client, projectId } = await siteOwner('content-views@uplift.test');
    const draft = { type: 'email', title: 'Autumn guide', body: { subject: 'Autumn', content: 'Our guide', cta: 'Read' } };
    const guide = (await client.post('/api/content', draft)).body.id as string;
    const elsewhere = (await client.post('/api/content', { ...draft, title: 'Guest post' })).body.id as string;
    await client.post('/api/content', { ...draft, title: 'Unaddressed' });
    const bad = await client.patch(`/api/content/${guide}/published-url`, { publishedUrl: 'not an address' });
    expect([bad.status, bad.body.error.message]).toEqual([400, 'Enter the full address, such as https://example.com/blog/my-post']);
    const saved = await client.patch(`/api/content/${guide}/published-url`, {
      publishedUrl: 'https://www.shop.example.com/guides/autumn?ref=menu',
    });
    expect(saved.body.publishedUrl).toBe('https://www.shop.example.com/guides/autumn?ref=menu');
    await client.patch(`/api/content/${elsewhere}/published-url`, { publishedUrl: 'https://another-blog.example.org/guest' });
    await client.patch(`/api/content/${elsewhere}/status`, { status: 'published' });

    await collect({ p: projectId, n: 'pageview', u: 'https://shop.example.com/guides/autumn' });
    await collect({ p: projectId, n: 'pageview', u: 'https://shop.example.com/guides/autumn?utm_source=x' }, iphone);
    await collect({ p: projectId, n: 'pageview', u: 'https://shop.example.com/other' });
    await reportOnce(client, projectId, (shown) => shown.kpis.pageViews.value === 3);

    const performance = (await client.get(`/api/analytics/projects/${projectId}/content?range=7d`)).body;
    expect(performance).toEqual({
      items: [
        {
          id: guide,
          title: 'Autumn guide',
          type: 'email',
          publishedUrl: 'https://www.shop.example.com/guides/autumn?ref=menu',
          visitors: 2,
          pageViews: 2,
          timeOnPageSeconds: null,
          bounceRate: 50,
        },
      ],
      // The guest post is published on another site; only unaddressed published pieces count here.
      withoutAddress: 0,
    });
    const dashboard = (await client.get('/api/dashboard')).body.recentContent as { title: string; views: number | null }[];
    expect(Object.fromEntries(dashboard.map((row) => [row.title, row.views]))).toEqual({
      'Autumn guide': 2,
      'Guest post': null,
      Unaddressed: null,
    });
  });
});
