import { describe, expect, test } from 'vitest';
import type { MonetizationSummary } from '@/shared/monetization/revenue';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';

const uplift = useTestServer();

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Analytics writes its events every second: longer than expect.poll's default second. */
const eventually = { timeout: 10_000, interval: 100 };

const products = async (client: TestClient) =>
  ((await client.get('/api/monetization/summary?range=7d')).body as MonetizationSummary).streams.find(
    (entry) => entry.stream === 'products',
  )!.totals;

describe('monetization settings', () => {
  test('Analytics revenue round-trips as a setting, and counts in Digital Products only while on', async () => {
    const client = await uplift.member('settings.analytics@monetization.test');
    expect((await client.get('/api/monetization/settings')).body).toMatchObject({ analyticsRevenue: true });
    const off = await client.put('/api/monetization/settings', { analyticsRevenue: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ analyticsRevenue: false });
    expect((await client.get('/api/monetization/settings')).body).toMatchObject({ analyticsRevenue: false });
    expect((await client.put('/api/monetization/settings', { analyticsRevenue: 'no' })).status).toBe(400);

    // The site reports a sale to Analytics: $19.50.
    const project = await client.post('/api/projects', { name: 'Shop', url: 'https://shop.example.com' });
    expect(project.status).toBe(201);
    const sent = await fetch(`${uplift.server.url}/api/event`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': chrome, Origin: 'https://shop.example.com' },
      body: JSON.stringify({
        p: project.body.id,
        n: 'Purchase',
        u: 'https://shop.example.com/checkout',
        $: { amount: 19.5, currency: 'usd' },
      }),
    });
    expect(sent.status).toBe(202);
    // Written once the Analytics report shows it; off, it is not counted.
    await expect
      .poll(
        async () => (await client.get(`/api/analytics/projects/${project.body.id}/report?range=7d`)).body.kpis.revenue.value,
        eventually,
      )
      .toBe(19.5);
    expect(await products(client)).toEqual([]);

    const on = await client.put('/api/monetization/settings', { analyticsRevenue: true });
    expect(on.body).toMatchObject({ analyticsRevenue: true });
    expect((await client.get('/api/monetization/settings')).body).toMatchObject({ analyticsRevenue: true });
    expect(await products(client)).toEqual([{ currency: 'USD', amountMinor: 1950, previousMinor: 0, change: null }]);

    // Another workspace's settings are its own, and it does not see the sale.
    const other = await uplift.member('settings.other@monetization.test');
    expect((await other.get('/api/monetization/settings')).body).toMatchObject({ analyticsRevenue: true });
    expect(await products(other)).toEqual([]);
  });
});
