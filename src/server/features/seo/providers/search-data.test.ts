import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { until } from '../../../test/until';
import type { CompetitorAnalysis, KeywordResearch } from '@/shared/seo/research';
import { fakeDomainFigures, fakeKeywordFigures, type FakeDataForSeo, startFakeDataForSeo } from '../test/fake-dataforseo';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { serveTopicSite, type TopicSite } from '../fixtures/serve-topic-site';
import { trendOf } from './dataforseo';

let fake: FakeDataForSeo;
let own: TopicSite;
let rival: TopicSite;
const env: Record<string, string> = {};
const originsForTests: Record<string, string> = {};
// Registered before useTestServer's own hook, so the server starts with the fake's keys and address.
beforeAll(async () => {
  fake = await startFakeDataForSeo();
  Object.assign(env, { DATAFORSEO_LOGIN: fake.login, DATAFORSEO_PASSWORD: fake.password });
  originsForTests.dataforseo = fake.origin;
  rival = await serveTopicSite({ name: 'Crumb Rivals', phrases: ['sourdough bread', 'wedding cakes'] });
  own = await serveTopicSite({ name: 'Sunrise Bakery', phrases: ['sourdough bread', 'rye bread'] });
});
const uplift = useTestServer(env, {
  safeFetcher: { allowLoopbackForTests: true },
  guardedApi: { allowLoopbackForTests: true },
  originsForTests,
});
afterAll(async () => {
  await fake?.close();
  await own?.close();
  await rival?.close();
});

async function research(client: TestClient, term: string): Promise<KeywordResearch> {
  const answer = await client.post('/api/seo/keywords/research', { term });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('DataForSEO figures', () => {
  test('fill volume, difficulty, CPC and trend, most searched first, over the real protocol', async () => {
    const client = await uplift.member('figures@uplift.test');
    const found = await research(client, 'sourdough starter');
    expect(found.provider).toEqual({ configured: true, problem: null });
    const idea = found.ideas.find((item) => item.keyword === 'best sourdough starter')!;
    const expected = fakeKeywordFigures('best sourdough starter');
    expect(idea).toMatchObject({ volume: expected.volume, difficultyScore: expected.difficulty, difficulty: 'Medium', cpc: expected.cpc });
    expect(idea.trend).toBe('best sourdough starter'.length % 2 === 0 ? 'up' : 'flat');
    const volumes = found.ideas.map((item) => item.volume ?? -1);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    const calls = fake.received.map((request) => request.path);
    expect(calls).toEqual(
      expect.arrayContaining([
        '/v3/keywords_data/google_ads/search_volume/live',
        '/v3/dataforseo_labs/google/bulk_keyword_difficulty/live',
      ]),
    );
    expect(fake.received[0]?.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.login}:${fake.password}`).toString('base64')}`);
  });

  test('an outage shows a clear warning and keeps the last figures', async () => {
    const client = await uplift.member('outage@uplift.test');
    const before = await research(client, 'rye bread');
    fake.down = true;
    try {
      const during = await research(client, 'rye bread');
      expect(during.provider.problem).toMatch(
        /^The search data provider did not answer; the figures shown are the last it gave \(\d{4}-\d{2}-\d{2}\)\.$/,
      );
      expect(during.ideas.find((idea) => idea.keyword === 'rye bread tips')?.volume).toBe(
        before.ideas.find((idea) => idea.keyword === 'rye bread tips')?.volume,
      );
      // Never searched before: nothing to keep, and the provider's reason is said.
      const fresh = await research(client, 'pumpernickel');
      expect(fresh.provider.problem).toMatch(/^DataForSEO answered with HTTP 503/);
      expect(fresh.ideas.every((idea) => idea.volume === null)).toBe(true);
    } finally {
      fake.down = false;
    }
  });

  test("give competitors' authority, backlinks and traffic, and the site's Domain Authority tile", async () => {
    const client = await uplift.member('domains@uplift.test');
    const projectId = (await client.post('/api/projects', { name: 'Bakery', url: own.url, competitors: [rival.url] })).body.id;
    const started: CompetitorAnalysis = (await client.post('/api/seo/competitors/analyses', { projectId })).body;
    const analysis = await until(
      async (): Promise<CompetitorAnalysis> => (await client.get(`/api/seo/competitors/analyses/${started.id}`)).body,
      (read) => read.status === 'done' || read.status === 'failed',
    );
    const domain = new URL(rival.url).host;
    const figures = fakeDomainFigures(domain);
    expect(analysis.competitors[0]).toMatchObject({
      domain,
      authority: Math.round(figures.rank / 10),
      backlinks: figures.backlinks,
      traffic: figures.traffic,
    });
    const overview = (await client.get(`/api/seo/overview?site=${encodeURIComponent(own.url)}`)).body;
    expect(overview).toEqual({
      domainAuthority: Math.round(fakeDomainFigures(new URL(own.url).host).rank / 10),
      provider: { configured: true, problem: null },
      keywordsRanking: null,
    });
  });

  test('a wrong login says where to fix it', async () => {
    const client = await uplift.member('wrong-login@uplift.test');
    const rightPassword = fake.password;
    fake.password = 'changed';
    try {
      expect((await research(client, 'rolls')).provider.problem).toBe(
        'DataForSEO refused the API login and password: check them in Admin → API Keys.',
      );
    } finally {
      fake.password = rightPassword;
    }
  });
});

describe('the trend', () => {
  test('compares the last three months with the three before', () => {
    const months = (volumes: number[]) => volumes.map((search_volume, index) => ({ year: 2026, month: 12 - index, search_volume }));
    expect(trendOf(months([130, 120, 110, 100, 100, 100]))).toBe('up');
    expect(trendOf(months([80, 80, 80, 100, 100, 100]))).toBe('down');
    expect(trendOf(months([100, 105, 95, 100, 100, 100]))).toBe('flat');
    expect(trendOf(months([100, 100]))).toBeNull();
  });
});
