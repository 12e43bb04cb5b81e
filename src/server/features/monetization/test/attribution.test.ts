import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { AffiliateProgram } from '@/shared/monetization/programs';
import type { TopContentItem } from '@/shared/monetization/suggestions';
import type { TestClient } from '../../../test/harness';
import { TestClock } from '../../../test/test-clock';
import { useTestServer } from '../../../test/use-test-server';
import { monetizationClicks } from '../links/schema';

// Noon today: a visitor's clicks a minute apart are the same day, and first and last are never a tie.
const clock = new TestClock();
clock.set(Date.parse(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`));
// TRUST_PROXY: each visitor comes from an address of its own (X-Forwarded-For).
const uplift = useTestServer({ TRUST_PROXY: 'true' }, { clock });

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** Clicks are written every second: longer than expect.poll's default second. */
const eventually = { timeout: 10_000, interval: 100 };

/** Follows the link from `address` with the content item's `c`, and answers the click id the destination was handed. */
async function click(link: string, address: string, contentId: string): Promise<string> {
  const response = await fetch(`${link}?c=${contentId}`, {
    redirect: 'manual',
    headers: { 'user-agent': browser, 'x-forwarded-for': address },
  });
  expect(response.status).toBe(302);
  clock.advance(60_000);
  return new URL(response.headers.get('location')!).searchParams.get('uc')!;
}

async function postback(program: AffiliateProgram, clickId: string, orderId: string, amount: string): Promise<void> {
  const answer = await fetch(
    `${program.postbackUrl}?${new URLSearchParams({ click_id: clickId, order_id: orderId, amount, currency: 'USD' })}`,
  );
  expect(await answer.json()).toEqual({ recorded: true });
}

async function addProgram(client: TestClient, name: string, attribution: 'first' | 'last'): Promise<AffiliateProgram> {
  const response = await client.post('/api/monetization/programs', {
    name,
    category: 'Hosting',
    commission: '30%',
    destination: 'https://hosting.example/signup',
    attribution,
  });
  expect(response.status).toBe(201);
  expect(response.body.attribution).toBe(attribution);
  return response.body as AffiliateProgram;
}

async function publishedPiece(client: TestClient, title: string, url: string): Promise<string> {
  const saved = await client.post('/api/content', {
    type: 'blog',
    title,
    body: { title, metaDescription: 'A guide', content: `# ${title}\n\nProof the dough overnight.`, tags: ['baking'] },
    source: 'offline',
  });
  expect(saved.status).toBe(201);
  expect((await client.patch(`/api/content/${saved.body.id}/published-url`, { publishedUrl: url })).status).toBe(200);
  return saved.body.id as string;
}

const topContent = async (client: TestClient) =>
  (await client.get('/api/monetization/top-content?range=7d')).body.items as TopContentItem[];
/** Each item's revenue in USD cents, conversions and clicks, by title. */
const credit = async (client: TestClient) =>
  Object.fromEntries(
    (await topContent(client)).map((item) => [
      item.title,
      {
        revenue: item.revenue.find((money) => money.currency === 'USD')?.amountMinor ?? 0,
        conversions: item.conversions,
        clicks: item.clicks,
      },
    ]),
  );

describe('attribution', () => {
  test('a program credits the visitor’s first or last click of the day, read when asked, a late click once written', async () => {
    const owner = await uplift.member('attribution.owner@monetization.test');
    const stranger = await uplift.member('attribution.stranger@monetization.test');
    const pieceA = await publishedPiece(owner, 'Sourdough basics', 'https://bakery.example.com/blog/sourdough-basics');
    const pieceB = await publishedPiece(owner, 'Rye for beginners', 'https://bakery.example.com/blog/rye');
    const foreignPiece = await publishedPiece(stranger, 'Their post', 'https://other.example.com/blog/post');
    const last = await addProgram(owner, 'Last Hosting', 'last');
    const first = await addProgram(owner, 'First Hosting', 'first');

    // One visitor each: A's page, then B's, the same day; the network names the second click.
    await click(last.link.url, '203.0.113.1', pieceA);
    const lastSecond = await click(last.link.url, '203.0.113.1', pieceB);
    await click(first.link.url, '203.0.113.2', pieceA);
    const firstSecond = await click(first.link.url, '203.0.113.2', pieceB);
    await postback(last, lastSecond, 'L-1', '10.00');
    await postback(first, firstSecond, 'F-1', '7.00');
    await expect
      .poll(() => credit(owner), eventually)
      .toEqual({
        'Sourdough basics': { revenue: 700, conversions: 1, clicks: 2 },
        'Rye for beginners': { revenue: 1000, conversions: 1, clicks: 2 },
      });

    // The postback follows the click at once, before its batch is written (every second): it is credited once the click is.
    const late = await click(last.link.url, '203.0.113.3', pieceB);
    await postback(last, late, 'L-2', '5.00');
    await expect
      .poll(async () => (await credit(owner))['Rye for beginners'], eventually)
      .toEqual({ revenue: 1500, conversions: 2, clicks: 3 });

    // Attribution happens when read: the program switched to first click credits A for the first visitor.
    expect((await owner.patch(`/api/monetization/programs/${last.id}`, { attribution: 'first' })).status).toBe(200);
    expect(await credit(owner)).toEqual({
      'Sourdough basics': { revenue: 1700, conversions: 2, clicks: 2 },
      'Rye for beginners': { revenue: 500, conversions: 1, clicks: 3 },
    });

    // A `c` that is not one of the workspace's content items credits nothing, here or there.
    const foreign = await click(last.link.url, '203.0.113.4', foreignPiece);
    await postback(last, foreign, 'L-3', '3.00');
    await expect
      .poll(
        async () => (await uplift.server.db.select().from(monetizationClicks).where(eq(monetizationClicks.clickId, foreign))).length,
        eventually,
      )
      .toBe(1);
    expect(await credit(owner)).toEqual({
      'Sourdough basics': { revenue: 1700, conversions: 2, clicks: 2 },
      'Rye for beginners': { revenue: 500, conversions: 1, clicks: 3 },
    });
    expect(await topContent(stranger)).toEqual([]);
    // The item's own figures, as the Content Engine shows them; another workspace's item is nothing here.
    expect((await owner.get(`/api/monetization/content/${pieceA}?range=7d`)).body.earnings).toMatchObject({
      title: 'Sourdough basics',
      revenue: [{ currency: 'USD', amountMinor: 1700 }],
      clicks: 2,
      conversions: 2,
    });
    expect((await owner.get(`/api/monetization/content/${foreignPiece}?range=7d`)).body).toEqual({ earnings: null });
    // The program still earned it.
    const programs = (await owner.get('/api/monetization/programs')).body.programs as AffiliateProgram[];
    expect(programs.find((program) => program.id === last.id)).toMatchObject({
      conversions: 3,
      earnings: [{ currency: 'USD', amountMinor: 1800 }],
    });
  });
});
