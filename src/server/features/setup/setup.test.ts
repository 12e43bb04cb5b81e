import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setupMessages } from '@/shared/setup/setup';
import { startTestServer, testPassword, type TestClient, type TestServer } from '../../test/harness';
import { type ServedSite, serveBakerySite } from '../../crawl/fixtures/serve-bakery-site';
import { websiteAnalyses } from './schema';
import { analysisOutcome } from './test/analysis-outcome';

let site: ServedSite;
let siteUrl: string;
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  site = await serveBakerySite();
  siteUrl = site.url;
  // The fixture site lives on loopback, which only a test may let the fetcher reach.
  server = await startTestServer({}, { safeFetcher: { allowLoopbackForTests: true } });
  client = server.client();
  await client.signUp('owner@uplift.test', testPassword);
});

afterAll(async () => {
  await server?.close();
  await site?.close();
});

describe('URL analysis', () => {
  test('crawls the site from its sitemap as robots.txt allows, and finds its keywords and topics', async () => {
    const started = await client.post('/api/setup/analyses', { url: `${siteUrl}/` });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ mode: 'url', status: 'queued', result: null });

    const done = await analysisOutcome(client, started.body.id);
    expect(done.status).toBe('done');
    expect(done.progress).toBe(100);
    expect(done.result.pagesAnalyzed).toBe(5);
    expect(done.result.keywords.slice(0, 6).join(' ')).toMatch(/sourdough/);
    expect(done.result.topics).toContain('Rye Bread Baking');
    expect(done.result.niche).toBe('Food & Cooking');
    expect(site.requested).toContain('/robots.txt');
    expect(site.requested).toContain('/sitemap.xml');
    expect(site.requested).not.toContain('/private/staff');
  });

  test('stores a failure the user can read when the site cannot be fetched', async () => {
    const started = await client.post('/api/setup/analyses', { url: 'http://10.0.0.1/' });
    const done = await analysisOutcome(client, started.body.id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(new RegExp(`^${setupMessages.analyzeFailed.replace(/[.]/g, '\\.')}`));
  });

  test('tells the user who started an analysis that it finished or failed (SEO alerts)', async () => {
    const user = server.client();
    await user.signUp('notified@uplift.test', testPassword);
    const finished = await user.post('/api/setup/analyses', { url: `${siteUrl}/` });
    expect((await analysisOutcome(user, finished.body.id)).status).toBe('done');
    const failed = await user.post('/api/setup/analyses', { url: 'http://10.0.0.1/' });
    expect((await analysisOutcome(user, failed.body.id)).status).toBe('failed');

    const { items } = (await user.get('/api/notifications')).body as { items: Array<{ title: string; body: string; link: string }> };
    expect(items.slice(0, 2).map((item) => item.title)).toEqual(['Smart Setup analysis failed', 'Smart Setup analysis finished']);
    expect(items[0]).toMatchObject({ link: '/setup', body: expect.stringContaining(setupMessages.analyzeFailed) });
    expect(items[1]?.body).toMatch(
      /^The analysis of http:\/\/127\.0\.0\.1:\d+\/ is ready: \d+ keywords and \d+ content topics to review\.$/,
    );
  });

  test('answers 400 with the setup texts to a missing or invalid URL', async () => {
    expect((await client.post('/api/setup/analyses', { url: '  ' })).body.error.message).toBe(setupMessages.enterWebsiteUrl);
    expect((await client.post('/api/setup/analyses', {})).body.error.message).toBe(setupMessages.enterWebsiteUrl);
    expect((await client.post('/api/setup/analyses', { url: 'bakery.example' })).body.error.message).toBe(setupMessages.enterValidUrl);
    expect((await client.post('/api/setup/analyses', { url: 'file:///etc/passwd' })).status).toBe(400);
  });

  test('runs again an analysis whose job died, instead of leaving it running for ever', async () => {
    const workspaceId = (await client.get('/api/me')).body.workspace.id;
    const longAgo = new Date(Date.now() - 10 * 60_000);
    const [stuck] = await server.db
      .insert(websiteAnalyses)
      .values({ workspaceId, mode: 'url', url: `${siteUrl}/`, status: 'running', progress: 40, updatedAt: longAgo })
      .returning();
    expect((await client.get(`/api/setup/analyses/${stuck!.id}`)).body.status).not.toBe('running');
    expect(await analysisOutcome(client, stuck!.id)).toMatchObject({ status: 'done', progress: 100, error: null });
  });

  test("another workspace's analysis answers 404", async () => {
    const started = await client.post('/api/setup/analyses', { url: `${siteUrl}/` });
    const stranger = server.client();
    await stranger.signUp('stranger@uplift.test', testPassword);
    expect((await stranger.get(`/api/setup/analyses/${started.body.id}`)).status).toBe(404);
    expect((await stranger.get('/api/setup/analyses/not-an-id')).status).toBe(404);
    await analysisOutcome(client, started.body.id);
  });
});

describe('manual setup', () => {
  test('takes the niche and comma-separated keywords and competitors as the result', async () => {
    const manual = await client.post('/api/setup/manual', {
      niche: 'Bakery',
      keywords: 'sourdough bread, rye bread, ,',
      competitors: ' crumbs.example ,',
    });
    expect(manual.status).toBe(201);
    expect(manual.body).toMatchObject({
      status: 'done',
      result: { niche: 'Bakery', keywords: ['sourdough bread', 'rye bread'], competitors: ['crumbs.example'] },
    });
    expect(manual.body.result.topics).toContain('Bread: sourdough bread, rye bread');
  });

  test('needs a niche and at least one keyword', async () => {
    for (const body of [{ niche: '', keywords: 'a' }, { niche: 'Bakery', keywords: ' , ' }, {}]) {
      const refused = await client.post('/api/setup/manual', body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(setupMessages.fillRequired);
    }
  });
});
