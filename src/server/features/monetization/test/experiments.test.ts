import { describe, expect, test } from 'vitest';
import type { Experiment } from '@/shared/monetization/experiments';
import type { LeadMagnet } from '@/shared/monetization/lead-magnets';
import type { AffiliateProgram } from '@/shared/monetization/programs';
import type { TestClient } from '../../../test/harness';
import { sendForm } from '../../../test/role-table';
import { useTestServer } from '../../../test/use-test-server';
import { leadMagnetForm } from './roles';

// TRUST_PROXY: each visitor comes from an address of its own (X-Forwarded-For).
const uplift = useTestServer({ TRUST_PROXY: 'true' });

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** Clicks are written every second: longer than expect.poll's default second. */
const eventually = { timeout: 10_000, interval: 100 };
const destinationA = 'https://hosting.example/signup';
const destinationB = 'https://hosting.example/b';

const follow = (url: string, address: string) =>
  fetch(url, { redirect: 'manual', headers: { 'user-agent': browser, 'x-forwarded-for': address } });
const addressOf = (index: number) => `10.${Math.floor(index / 250)}.${index % 250}.7`;
const experiments = async (client: TestClient) => (await client.get('/api/monetization/experiments')).body.experiments as Experiment[];
const experimentOf = async (client: TestClient, id: string) => (await experiments(client)).find((experiment) => experiment.id === id);

async function addProgram(client: TestClient): Promise<AffiliateProgram> {
  const response = await client.post('/api/monetization/programs', {
    name: 'Split Hosting',
    category: 'Hosting',
    commission: '30%',
    destination: destinationA,
  });
  expect(response.status).toBe(201);
  return response.body as AffiliateProgram;
}

interface Landing {
  address: string;
  variant: 'a' | 'b';
  clickId: string;
}

/** Visitors `from`..`to` (exclusive) follow the link, a batch at a time: where each landed, and its click id. */
async function visitors(url: string, from: number, to: number): Promise<Landing[]> {
  const landings: Landing[] = [];
  for (let start = from; start < to; start += 25) {
    const batch = Array.from({ length: Math.min(25, to - start) }, (_, offset) => addressOf(start + offset));
    landings.push(
      ...(await Promise.all(
        batch.map(async (address) => {
          const response = await follow(url, address);
          expect(response.status).toBe(302);
          const landing = new URL(response.headers.get('location')!);
          const variant = landing.origin + landing.pathname === destinationB ? ('b' as const) : ('a' as const);
          if (variant === 'a') expect(landing.origin + landing.pathname).toBe(destinationA);
          return { address, variant, clickId: landing.searchParams.get('uc')! };
        }),
      )),
    );
  }
  return landings;
}

const convert = async (program: AffiliateProgram, landings: Landing[]) => {
  for (const landing of landings) {
    const answer = await fetch(
      `${program.postbackUrl}?${new URLSearchParams({ click_id: landing.clickId, order_id: `order-${landing.clickId}`, amount: '10', currency: 'USD' })}`,
    );
    expect(await answer.json()).toEqual({ recorded: true });
  }
};

describe('A/B tests', () => {
  test('a link test splits visitors by their address, counts conversions per variant, names a winner only when sure, and keeps B', async () => {
    const owner = await uplift.member('experiments.link@monetization.test');
    const stranger = await uplift.member('experiments.stranger@monetization.test');
    const program = await addProgram(owner);
    const linkId = program.link.id;

    expect((await stranger.put(`/api/monetization/experiments/link/${linkId}`, { variantB: destinationB, split: 50 })).status).toBe(404);
    const started = await owner.put(`/api/monetization/experiments/link/${linkId}`, { variantB: destinationB, split: 50 });
    expect(started.status).toBe(200);
    expect(started.body.experiments).toEqual([
      {
        id: linkId,
        kind: 'link',
        name: 'Split Hosting',
        split: 50,
        variants: [
          { label: destinationA, visitors: 0, conversions: 0, rate: null },
          { label: destinationB, visitors: 0, conversions: 0, rate: null },
        ],
        pValue: null,
        winner: null,
      },
    ]);
    expect(await experiments(stranger)).toEqual([]);

    // A few visitors, and every B visitor converting: too few to name a winner.
    const early = await visitors(program.link.url, 0, 20);
    // One visitor sees one destination: the same address again lands where it did.
    const again = await visitors(program.link.url, 0, 20);
    expect(again.map((landing) => landing.variant)).toEqual(early.map((landing) => landing.variant));
    const earlyB = early.filter((landing) => landing.variant === 'b');
    const earlyA = early.filter((landing) => landing.variant === 'a');
    expect(earlyB.length).toBeGreaterThan(0);
    expect(earlyA.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await experimentOf(owner, linkId))?.variants.map((variant) => variant.visitors), eventually)
      .toEqual([earlyA.length, earlyB.length]);
    await convert(program, earlyB);
    const few = (await experimentOf(owner, linkId))!;
    expect(few.variants[1]).toMatchObject({ visitors: earlyB.length, conversions: earlyB.length, rate: 100 });
    expect(few.variants[0]).toMatchObject({ visitors: earlyA.length, conversions: 0, rate: 0 });
    expect(few.winner).toBeNull();

    // Enough visitors on each side, and a clear difference: B wins.
    const later = await visitors(program.link.url, 20, 300);
    const landings = [...early, ...later];
    const onB = landings.filter((landing) => landing.variant === 'b');
    const onA = landings.filter((landing) => landing.variant === 'a');
    expect(onA.length).toBeGreaterThanOrEqual(100);
    expect(onB.length).toBeGreaterThanOrEqual(100);
    await expect
      .poll(async () => (await experimentOf(owner, linkId))?.variants.map((variant) => variant.visitors), eventually)
      .toEqual([onA.length, onB.length]);
    const laterB = later.filter((landing) => landing.variant === 'b').slice(0, 20);
    await convert(program, laterB);
    // One of A's visitors converts twice: a visitor counts once.
    await convert(program, [onA[0]!, { ...onA[0]!, clickId: again.find((landing) => landing.address === onA[0]!.address)!.clickId }]);
    const decided = (await experimentOf(owner, linkId))!;
    expect(decided.variants.map((variant) => variant.conversions)).toEqual([1, earlyB.length + laterB.length]);
    expect(decided.pValue).toBeLessThan(0.05);
    expect(decided.winner).toBe('b');

    // Another workspace cannot end it; keeping B makes it the link's destination for everyone.
    expect((await stranger.post(`/api/monetization/experiments/link/${linkId}/end`, { keep: 'b' })).status).toBe(404);
    const ended = await owner.post(`/api/monetization/experiments/link/${linkId}/end`, { keep: 'b' });
    expect(ended.status).toBe(200);
    expect(ended.body.experiments).toEqual([]);
    const program2 = ((await owner.get('/api/monetization/programs')).body.programs as AffiliateProgram[])[0]!;
    expect(program2.link.destination).toBe(destinationB);
    const afterwards = await visitors(program.link.url, 0, 10);
    expect(afterwards.every((landing) => landing.variant === 'b')).toBe(true);
    expect((await owner.post(`/api/monetization/experiments/link/${linkId}/end`, { keep: 'a' })).status).toBe(404);
  });

  test('a lead magnet heading test shows each visitor one of the two headings', async () => {
    const owner = await uplift.member('experiments.magnet@monetization.test');
    const stranger = await uplift.member('experiments.magnet.stranger@monetization.test');
    const list = await owner.post('/api/email/lists', { name: 'Heading leads', optIn: 'single' });
    const added = await sendForm(uplift.server.url, owner, '/api/monetization/lead-magnets', leadMagnetForm(list.body.id, 'Starter Kit'));
    expect(added.status).toBe(201);
    const magnet = added.body as LeadMagnet;

    const body = { headingB: 'Get the kit free', split: 50 };
    expect((await stranger.put(`/api/monetization/experiments/lead-magnet/${magnet.id}`, body)).status).toBe(404);
    const started = await owner.put(`/api/monetization/experiments/lead-magnet/${magnet.id}`, body);
    expect(started.status).toBe(200);
    expect(started.body.experiments).toMatchObject([
      { id: magnet.id, kind: 'lead-magnet', variants: [{ label: 'Starter Kit' }, { label: 'Get the kit free' }], winner: null },
    ]);

    const pageSeen = async (address: string) => {
      const page = await follow(magnet.pageUrl, address);
      expect(page.status).toBe(200);
      const html = await page.text();
      return { heading: /<h1>([^<]*)<\/h1>/.exec(html)![1], source: /name="source" value="([^"]+)"/.exec(html)![1]! };
    };
    const headingSeen = async (address: string) => (await pageSeen(address)).heading;
    const addresses = Array.from({ length: 40 }, (_, index) => addressOf(1000 + index));
    const seen = await Promise.all(addresses.map(headingSeen));
    expect(new Set(seen)).toEqual(new Set(['Starter Kit', 'Get the kit free']));
    expect(await Promise.all(addresses.slice(0, 10).map(headingSeen))).toEqual(seen.slice(0, 10));
    const onB = seen.filter((heading) => heading === 'Get the kit free').length;
    await expect
      .poll(async () => (await experimentOf(owner, magnet.id))?.variants.map((variant) => variant.visitors), eventually)
      .toEqual([40 - onB, onB]);

    // A visitor who saw the second heading signs up (a single opt-in list: at once): a conversion of B.
    const addressOnB = addresses[seen.indexOf('Get the kit free')]!;
    const signedUp = await fetch(`${uplift.server.url}/m/subscribe/${list.body.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': addressOnB },
      body: new URLSearchParams({ email: 'kit@readers.test', source: (await pageSeen(addressOnB)).source }),
    });
    expect(signedUp.status).toBe(200);
    await expect
      .poll(async () => (await experimentOf(owner, magnet.id))?.variants.map((variant) => variant.conversions), eventually)
      .toEqual([0, 1]);

    expect((await stranger.post(`/api/monetization/experiments/lead-magnet/${magnet.id}/end`, { keep: 'b' })).status).toBe(404);
    const ended = await owner.post(`/api/monetization/experiments/lead-magnet/${magnet.id}/end`, { keep: 'b' });
    expect(ended.body.experiments).toEqual([]);
    expect(new Set(await Promise.all(addresses.slice(0, 10).map(headingSeen)))).toEqual(new Set(['Get the kit free']));
  });
});
