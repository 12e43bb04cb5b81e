import { describe, expect, test } from 'vitest';
import type { AffiliateProgram } from '@/shared/monetization/programs';
import type { MonetizationSummary } from '@/shared/monetization/revenue';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { workspaceMembers } from '../../../tenancy/schema';

const uplift = useTestServer();

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const follow = (url: string, userAgent = browser, address = '198.51.100.20') =>
  fetch(url, { redirect: 'manual', headers: { 'user-agent': userAgent, 'x-forwarded-for': address } });
const programs = async (client: TestClient) => (await client.get('/api/monetization/programs')).body.programs as AffiliateProgram[];
const programOf = async (client: TestClient, id: string) => (await programs(client)).find((program) => program.id === id)!;
const postback = (url: string, params: Record<string, string>) => fetch(`${url}?${new URLSearchParams(params)}`);
const addProgram = async (client: TestClient, name = 'Bakery Hosting') => {
  const response = await client.post('/api/monetization/programs', {
    name,
    category: 'Hosting',
    commission: '30% recurring',
    destination: 'https://hosting.example/signup?ref=bakery&utm_medium=partner',
  });
  expect(response.status).toBe(201);
  return response.body as AffiliateProgram;
};

describe('tracked links and conversions', () => {
  test('a click is counted once and a postback credits the program once; a replay adds nothing and a reversal takes it back', async () => {
    const client = await uplift.member('links.credit@monetization.test');
    const program = await addProgram(client);
    expect(program).toMatchObject({ status: 'Active', attribution: 'last', clicks: 0, conversions: 0, earnings: [] });
    expect(program.link.url).toBe(`${uplift.server.url}/r/${program.link.slug}`);
    expect(program.link.slug).toMatch(/^[2-9a-zA-Z]{8}$/);

    const clicked = await follow(program.link.url);
    expect(clicked.status).toBe(302);
    expect(clicked.headers.get('cache-control')).toBe('no-store');
    const landing = new URL(clicked.headers.get('location')!);
    expect(landing.origin + landing.pathname).toBe('https://hosting.example/signup');
    // The destination's own tags stay; the others and the click id are added.
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({
      ref: 'bakery',
      utm_source: 'uplift',
      utm_medium: 'partner',
      utm_campaign: program.link.slug,
    });
    const clickId = landing.searchParams.get('uc')!;
    expect(clickId).toMatch(/^[\w-]{22}$/);
    await expect.poll(async () => (await programOf(client, program.id)).clicks).toBe(1);

    const order = { click_id: clickId, order_id: 'A-1001', amount: '12.50', currency: 'usd' };
    const first = await postback(program.postbackUrl!, order);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ recorded: true });
    // Networks retry: the same order is recorded once.
    expect(await (await postback(program.postbackUrl!, order)).json()).toEqual({ recorded: false });
    const posted = await fetch(program.postbackUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ order_id: 'A-1002', amount: '7.5', currency: 'USD' }),
    });
    expect(await posted.json()).toEqual({ recorded: true });
    expect(await programOf(client, program.id)).toMatchObject({
      clicks: 1,
      conversions: 2,
      earnings: [{ currency: 'USD', amountMinor: 2000 }],
    });
    const card = (await client.get('/api/monetization/summary')).body as MonetizationSummary;
    expect(card.streams[0]).toMatchObject({ stream: 'affiliate', totals: [{ currency: 'USD', amountMinor: 2000 }] });

    // A reversal without an amount takes back what the order earned, once.
    expect(await (await postback(program.postbackUrl!, { order_id: 'A-1001', status: 'reversed' })).json()).toEqual({ recorded: true });
    expect(await (await postback(program.postbackUrl!, { order_id: 'A-1001', status: 'reversed' })).json()).toEqual({ recorded: false });
    expect(await programOf(client, program.id)).toMatchObject({ conversions: 1, earnings: [{ currency: 'USD', amountMinor: 750 }] });
  });

  test('bots, an unknown slug and a paused program’s link are sent on without being counted', async () => {
    const client = await uplift.member('links.uncounted@monetization.test');
    const program = await addProgram(client);
    const bot = await follow(program.link.url, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(bot.status).toBe(302);
    expect(new URL(bot.headers.get('location')!).searchParams.has('uc')).toBe(false);
    expect((await follow(`${uplift.server.url}/r/nothere99`)).status).toBe(404);
    expect((await follow(`${uplift.server.url}/r/..%2Fapi`)).status).toBe(404);

    const paused = await client.patch(`/api/monetization/programs/${program.id}`, { status: 'Paused' });
    expect(paused.body.status).toBe('Paused');
    const followed = await follow(program.link.url);
    expect(followed.status).toBe(302);
    expect(new URL(followed.headers.get('location')!).searchParams.has('uc')).toBe(false);
    // One counted click after resuming, as a marker that the earlier ones were flushed and dropped, not late.
    await client.patch(`/api/monetization/programs/${program.id}`, { status: 'Active' });
    await follow(program.link.url);
    await expect.poll(async () => (await programOf(client, program.id)).clicks).toBe(1);
  });

  test('a forged or regenerated postback URL is refused, and another workspace cannot reach the program', async () => {
    const client = await uplift.member('links.forged@monetization.test');
    const stranger = await uplift.member('links.stranger@monetization.test');
    const program = await addProgram(client);
    const url = program.postbackUrl!;
    const forged = url.slice(0, -2) + (url.endsWith('AA') ? 'BB' : 'AA');
    expect((await postback(forged, { order_id: 'X', amount: '1' })).status).toBe(401);
    expect((await postback(`${uplift.server.url}/api/monetization/postbacks/nothing`, { order_id: 'X', amount: '1' })).status).toBe(401);
    expect((await postback(url, { amount: '1' })).status).toBe(400);

    const regenerated = await client.post(`/api/monetization/programs/${program.id}/postback`);
    expect(regenerated.body.postbackUrl).not.toBe(url);
    expect((await postback(url, { order_id: 'X', amount: '1' })).status).toBe(401);
    expect((await postback(regenerated.body.postbackUrl, { order_id: 'X', amount: '1' })).status).toBe(200);

    expect((await stranger.patch(`/api/monetization/programs/${program.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await stranger.delete(`/api/monetization/programs/${program.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/monetization/links/${program.link.id}/qr`)).status).toBe(404);
    expect(await programs(stranger)).toEqual([]);
    const qr = await client.get(`/api/monetization/links/${program.link.id}/qr`);
    expect(qr.headers.get('content-type')).toBe('image/svg+xml');
  });

  test('a viewer sees the figures but not the postback URL, and cannot change a program', async () => {
    const owner = await uplift.member('links.owner@monetization.test');
    const program = await addProgram(owner);
    const workspaceId: string = (await owner.get('/api/me')).body.workspace.id;
    const viewer = await uplift.member('links.viewer@monetization.test');
    const userId = (await viewer.get('/api/me')).body.id;
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
    expect(await programs(viewer)).toMatchObject([{ id: program.id, link: program.link, postbackUrl: null }]);
    expect((await viewer.post(`/api/monetization/programs/${program.id}/postback`)).status).toBe(403);
    expect((await viewer.patch(`/api/monetization/programs/${program.id}`, { status: 'Paused' })).status).toBe(403);
  });
});
