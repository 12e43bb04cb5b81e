import { describe, expect, test } from 'vitest';
import type { UserEvent } from '@/shared/events';
import type { AffiliateProgram } from '@/shared/monetization/programs';
import type { ConversionSuggestions } from '@/shared/monetization/suggestions';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { workspaceMembers } from '../../../tenancy/schema';

// No AI provider is configured: the rules word the suggestions.
const uplift = useTestServer();

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** Clicks are written every second: longer than expect.poll's default second. */
const eventually = { timeout: 10_000, interval: 100 };
const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString().slice(0, 10);

const suggest = async (client: TestClient) => {
  const response = await client.post('/api/monetization/suggestions?range=30d');
  expect(response.status).toBe(200);
  return response.body as ConversionSuggestions;
};
const clicksOf = async (client: TestClient, id: string) =>
  ((await client.get('/api/monetization/programs?range=30d')).body.programs as AffiliateProgram[]).find((program) => program.id === id)!
    .clicks;

describe('conversion suggestions', () => {
  test('a link clicked without conversions and a falling stream are suggested by the rules, with their figures', async () => {
    const client = await uplift.member('suggestions.rules@monetization.test');
    const added = await client.post('/api/monetization/programs', {
      name: 'Quiet Hosting',
      category: 'Hosting',
      commission: '30%',
      destination: 'https://hosting.example/signup',
    });
    expect(added.status).toBe(201);
    const program = added.body as AffiliateProgram;
    // 52 clicks (one visitor may click many times: clicks, not visitors, are counted here).
    for (let start = 0; start < 52; start += 13) {
      await Promise.all(
        Array.from({ length: 13 }, () => fetch(program.link.url, { redirect: 'manual', headers: { 'user-agent': browser } })),
      );
    }
    await expect.poll(() => clicksOf(client, program.id), eventually).toBe(52);

    // Services: $200 the previous 30 days, $50 these: down 75%. Courses grow, and are not suggested.
    const entries = [
      { amount: '200', currency: 'USD', date: daysAgo(40), stream: 'services' },
      { amount: '50', currency: 'USD', date: daysAgo(3), stream: 'services' },
      { amount: '10', currency: 'USD', date: daysAgo(45), stream: 'courses' },
      { amount: '30', currency: 'USD', date: daysAgo(2), stream: 'courses' },
    ];
    for (const entry of entries) expect((await client.post('/api/monetization/revenue', entry)).status).toBe(201);

    const answer = await suggest(client);
    expect(answer.writtenBy).toBe('rules');
    expect(answer.suggestions).toEqual([
      {
        kind: 'clicks-without-conversions',
        title: 'Quiet Hosting gets clicks but no conversions',
        detail: expect.stringContaining('postback URL'),
        figure: '52 clicks, 0 conversions in 30 days',
        actionPath: '/monetization?tab=affiliate',
      },
      {
        kind: 'falling-stream',
        title: expect.stringContaining('falling'),
        detail: expect.any(String),
        figure: '$50.00 against $200.00 before (-75%)',
        actionPath: '/monetization?tab=overview',
      },
    ]);

    // A conversion on the link: no longer a link without conversions.
    const clicked = await fetch(program.link.url, { redirect: 'manual', headers: { 'user-agent': browser } });
    const clickId = new URL(clicked.headers.get('location')!).searchParams.get('uc')!;
    await expect.poll(() => clicksOf(client, program.id), eventually).toBe(53);
    await fetch(`${program.postbackUrl}?${new URLSearchParams({ click_id: clickId, order_id: 'Q-1', amount: '1', currency: 'USD' })}`);
    expect((await suggest(client)).suggestions.map((suggestion) => suggestion.kind)).toEqual(['falling-stream']);

    // Each request is recorded.
    const events = (await client.get('/api/events?limit=20')).body.events as UserEvent[];
    expect(events.filter((event) => event.type === 'conversion_suggestions_requested')).toHaveLength(2);
  });

  test('an empty workspace gets none; a viewer may not ask', async () => {
    const owner = await uplift.member('suggestions.empty@monetization.test');
    expect(await suggest(owner)).toEqual({ suggestions: [], writtenBy: 'rules' });

    const workspaceId: string = (await owner.get('/api/me')).body.workspace.id;
    const viewer = await uplift.member('suggestions.viewer@monetization.test');
    const userId = (await viewer.get('/api/me')).body.id;
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
    expect((await viewer.post('/api/monetization/suggestions?range=30d')).status).toBe(403);
    const events = (await owner.get('/api/events?limit=20')).body.events as UserEvent[];
    expect(events.filter((event) => event.type === 'conversion_suggestions_requested')).toHaveLength(1);
  });
});
