import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { until } from '../../../test/until';
import { eq, sql } from 'drizzle-orm';
import { type RankOverview, rankMessages } from '@/shared/seo/ranks';
import { WorkspacePlans } from '../../../billing/workspace-plan';
import { createGuardedApi } from '../../../http/guarded-api';
import type { JobQueue } from '../../../jobs/queue';
import { createLogger } from '../../../logger';
import { type FakeDataForSeo, startFakeDataForSeo } from '../test/fake-dataforseo';
import { type FakeSerpApi, startFakeSerpApi } from '../test/fake-serpapi';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { dayOf, RankChecker } from './rank-checker';
import { seoTrackedKeywords } from './schema';

let dataForSeo: FakeDataForSeo;
let serpApi: FakeSerpApi;
const env: Record<string, string> = {};
const originsForTests: Record<string, string> = {};
beforeAll(async () => {
  dataForSeo = await startFakeDataForSeo();
  serpApi = await startFakeSerpApi();
  Object.assign(env, { DATAFORSEO_LOGIN: dataForSeo.login, DATAFORSEO_PASSWORD: dataForSeo.password });
  Object.assign(originsForTests, { dataforseo: dataForSeo.origin, serpapi: serpApi.origin });
  dataForSeo.serp.set('sourdough bread', [
    'https://www.big-recipes.example/sourdough',
    'https://crumbs.example/bread',
    'https://www.sunrise-bakery.example/sourdough',
  ]);
  serpApi.serp.set('rye bread', ['https://crumbs.example/rye', 'https://sunrise-bakery.example/rye']);
});
const uplift = useTestServer(env, { guardedApi: { allowLoopbackForTests: true }, originsForTests });
afterAll(async () => {
  await dataForSeo?.close();
  await serpApi?.close();
});

const dayMs = 86_400_000;

/** A checker over the test server's database, with the keys `keys` gives. */
function checker(keys: Record<string, string>) {
  const db = uplift.server.db;
  return new RankChecker({
    db,
    jobs: {} as JobQueue,
    plans: new WorkspacePlans(db, 0),
    apiKeys: { get: async (name) => keys[name] },
    api: createGuardedApi({ allowLoopbackForTests: true }),
    originsForTests,
    logger: createLogger('silent'),
  });
}

async function projectOf(client: TestClient): Promise<string> {
  const created = await client.post('/api/projects', {
    name: 'Sunrise',
    url: 'https://sunrise-bakery.example',
    competitors: ['crumbs.example'],
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function checked(client: TestClient, projectId: string): Promise<RankOverview> {
  return until(
    async () => (await client.get(`/api/seo/ranks?projectId=${projectId}`)).body as RankOverview,
    (overview) => overview.keywords.every((keyword) => keyword.checkedAt),
  );
}

describe('rank tracking', () => {
  test('is Professional and up', async () => {
    const starter = await uplift.member('ranks-starter@uplift.test');
    const projectId = await projectOf(starter);
    const refused = await starter.post('/api/seo/ranks', { projectId, keywords: ['sourdough bread'] });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE', message: rankMessages.professionalOnly });
    expect(((await starter.get(`/api/seo/ranks?projectId=${projectId}`)).body as RankOverview).usage).toEqual({ used: 0, limit: null });
  });

  test("reads the site's position and its competitors' at once, and the Keywords Ranking tile counts the top 100", async () => {
    const client = await uplift.member('ranks-pro@uplift.test', 'professional');
    const projectId = await projectOf(client);
    const added = await client.post('/api/seo/ranks', {
      projectId,
      keywords: ['Sourdough  Bread', 'gluten free rolls'],
      country: 'GB',
      device: 'mobile',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ provider: 'DataForSEO', usage: { used: 2, limit: 500 } });
    const overview = await checked(client, projectId);
    const sourdough = overview.keywords.find((keyword) => keyword.keyword === 'sourdough bread');
    expect(sourdough).toMatchObject({
      country: 'GB',
      device: 'mobile',
      position: 3,
      url: 'https://www.sunrise-bakery.example/sourdough',
      competitors: { 'crumbs.example': 2 },
      error: null,
    });
    expect(overview.keywords.find((keyword) => keyword.keyword === 'gluten free rolls')).toMatchObject({
      position: null,
      competitors: { 'crumbs.example': null },
    });
    const task = dataForSeo.received.find((request) => request.path === '/v3/serp/google/organic/live/advanced')?.json as Array<
      Record<string, unknown>
    >;
    expect(task[0]).toMatchObject({ keyword: 'sourdough bread', location_code: 2826, language_code: 'en', device: 'mobile', depth: 100 });
    const tile = await client.get(`/api/seo/overview?site=${encodeURIComponent('https://sunrise-bakery.example')}&projectId=${projectId}`);
    expect(tile.body.keywordsRanking).toBe(1);

    // The next day's check: a history of two days, the change from the day before, never two checks a day.
    const ids = overview.keywords.map((keyword) => keyword.id);
    dataForSeo.serp.set('sourdough bread', ['https://sunrise-bakery.example/sourdough', 'https://crumbs.example/bread']);
    const tomorrow = new Date(Date.now() + dayMs);
    expect(await checker(env).check(ids, tomorrow)).toBe(2);
    expect(await checker(env).check(ids, tomorrow)).toBe(0);
    const after = ((await client.get(`/api/seo/ranks?projectId=${projectId}`)).body as RankOverview).keywords.find(
      (keyword) => keyword.id === sourdough!.id,
    );
    expect(after).toMatchObject({ position: 1, previousPosition: 3 });
    const history = await client.get(`/api/seo/ranks/${sourdough!.id}/history`);
    expect(history.body).toEqual({
      keyword: 'sourdough bread',
      points: [
        { date: dayOf(new Date()), position: 3, competitors: { 'crumbs.example': 2 } },
        { date: dayOf(tomorrow), position: 1, competitors: { 'crumbs.example': 2 } },
      ],
    });

    const stranger = await uplift.member('ranks-stranger@uplift.test', 'professional');
    expect((await stranger.get(`/api/seo/ranks/${sourdough!.id}/history`)).status).toBe(404);
    expect((await stranger.delete(`/api/seo/ranks/${sourdough!.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/seo/overview?site=https%3A%2F%2Fbakery.example&projectId=${projectId}`)).status).toBe(404);
    expect((await client.delete(`/api/seo/ranks/${sourdough!.id}`)).status).toBe(204);
  });

  test('reads positions through SerpApi when DataForSEO is not configured, and keeps a failed day to try again', async () => {
    const client = await uplift.member('ranks-serpapi@uplift.test', 'professional');
    const projectId = await projectOf(client);
    const me = (await client.get('/api/me')).body;
    const [row] = await uplift.server.db
      .insert(seoTrackedKeywords)
      .values({ workspaceId: me.workspace.id, projectId, keyword: 'rye bread', country: 'US', device: 'desktop' })
      .returning();
    const viaSerpApi = checker({ SERPAPI_KEY: serpApi.apiKey });
    expect(await viaSerpApi.check([row!.id], new Date())).toBe(1);
    const [afterSerpApi] = await uplift.server.db.select().from(seoTrackedKeywords).where(eq(seoTrackedKeywords.id, row!.id));
    expect(afterSerpApi).toMatchObject({ position: 2, url: 'https://sunrise-bakery.example/rye', competitors: { 'crumbs.example': 1 } });
    expect(serpApi.received.map((request) => request.query.get('start'))).toEqual(['0']);
    // Ten results a page: the site at 23 takes three pages, and no more.
    serpApi.serp.set('spelt flour', [
      ...Array.from({ length: 22 }, (_, index) => `https://other-${index}.example/spelt`),
      'https://sunrise-bakery.example/spelt',
      'https://crumbs.example/spelt',
      'https://more.example/spelt',
    ]);
    const [spelt] = await uplift.server.db
      .insert(seoTrackedKeywords)
      .values({ workspaceId: me.workspace.id, projectId, keyword: 'spelt flour', country: 'US', device: 'desktop' })
      .returning();
    expect(await viaSerpApi.check([spelt!.id], new Date())).toBe(1);
    const [afterPaging] = await uplift.server.db.select().from(seoTrackedKeywords).where(eq(seoTrackedKeywords.id, spelt!.id));
    expect(afterPaging).toMatchObject({ position: 23, competitors: { 'crumbs.example': 24 } });
    expect(
      serpApi.received.filter((request) => request.query.get('q') === 'spelt flour').map((request) => request.query.get('start')),
    ).toEqual(['0', '10', '20']);

    dataForSeo.down = true;
    try {
      const tomorrow = new Date(Date.now() + dayMs);
      expect(await checker(env).check([row!.id], tomorrow)).toBe(0);
      const [failed] = await uplift.server.db.select().from(seoTrackedKeywords).where(eq(seoTrackedKeywords.id, row!.id));
      expect(failed).toMatchObject({ checkedOn: dayOf(new Date()), position: 2 });
      expect(failed?.error).toMatch(/^DataForSEO answered with HTTP 503/);
    } finally {
      dataForSeo.down = false;
    }
  });

  test("refuses keywords past the plan's 500", async () => {
    const client = await uplift.member('ranks-full@uplift.test', 'professional');
    const projectId = await projectOf(client);
    const workspaceId = (await client.get('/api/me')).body.workspace.id;
    await uplift.server.db.execute(sql`insert into seo_tracked_keywords (workspace_id, project_id, keyword, country, device)
      select ${workspaceId}, ${projectId}, 'keyword ' || n, 'US', 'desktop' from generate_series(1, 500) as n`);
    const refused = await client.post('/api/seo/ranks', { projectId, keywords: ['one more'] });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'PLAN_LIMIT_REACHED', details: { used: 500, limit: 500 } });
  });
});
