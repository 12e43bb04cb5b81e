import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { until } from '../../../test/until';
import { seoMessages } from '@/shared/seo/seo';
import type { CompetitorAnalysis, KeywordResearch } from '@/shared/seo/research';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { serveTopicSite, type TopicSite } from '../fixtures/serve-topic-site';

const uplift = useTestServer({}, { safeFetcher: { allowLoopbackForTests: true } });
let own: TopicSite;
let lonely: TopicSite;
let rival: TopicSite;
let other: TopicSite;
let unrelated: TopicSite;

beforeAll(async () => {
  rival = await serveTopicSite({
    name: 'Crumb Rivals',
    phrases: ['sourdough bread', 'rye bread', 'wedding cakes', 'gluten free pastries'],
  });
  other = await serveTopicSite({ name: 'Flour Friends', phrases: ['bread flour', 'baking classes', 'croissant recipes', 'pizza dough'] });
  unrelated = await serveTopicSite({ name: 'Motor Cover', phrases: ['car insurance', 'motor claims', 'breakdown cover', 'van insurance'] });
  own = await serveTopicSite({
    name: 'Sunrise Bakery',
    phrases: ['sourdough bread', 'rye bread', 'baking classes', 'bread flour'],
    linksTo: [rival.url, unrelated.url],
  });
  lonely = await serveTopicSite({ name: 'Lonely Loaf', phrases: ['sourdough bread', 'rye bread'] });
});
afterAll(async () => {
  for (const site of [own, lonely, rival, other, unrelated]) await site?.close();
});

async function outcome(who: TestClient, id: string): Promise<CompetitorAnalysis> {
  return until(
    async (): Promise<CompetitorAnalysis> => (await who.get(`/api/seo/competitors/analyses/${id}`)).body,
    (body) => body.status === 'done' || body.status === 'failed',
  );
}

async function project(who: TestClient, body: Record<string, unknown>): Promise<string> {
  const created = await who.post('/api/projects', { name: 'Bakery', ...body });
  expect(created.status).toBe(201);
  return created.body.id;
}

describe('competitor analysis', () => {
  test("crawls the project's competitors and compares their keywords with the site's", async () => {
    const client = await uplift.member('rivals@uplift.test');
    const projectId = await project(client, { url: own.url, competitors: [rival.url, other.url] });
    const started = await client.post('/api/seo/competitors/analyses', { projectId });
    expect(started.status).toBe(202);
    const done = await outcome(client, started.body.id);
    expect(done).toMatchObject({ status: 'done', source: 'project', limit: 3, provider: { configured: false, problem: null } });
    expect(done.siteKeywords).toEqual(expect.arrayContaining(['sourdough bread', 'baking classes']));
    const [crumbs, flour] = done.competitors;
    expect(crumbs).toMatchObject({
      domain: new URL(rival.url).host,
      error: null,
      pageCount: 4,
      pagesRead: 4,
      authority: null,
      backlinks: null,
      traffic: null,
    });
    expect(crumbs?.keywordGap).toEqual(expect.arrayContaining(['wedding cakes', 'gluten free pastries']));
    expect(crumbs?.sharedKeywords).toEqual(expect.arrayContaining(['sourdough bread', 'rye bread']));
    expect(crumbs?.keywordGap).not.toContain('sourdough bread');
    expect(flour?.keywordGap).toEqual(expect.arrayContaining(['croissant recipes', 'pizza dough']));
    expect(rival.requested).toContain('/robots.txt');
    expect((await client.get(`/api/seo/competitors/analyses/latest?projectId=${projectId}`)).body.analysis.id).toBe(done.id);

    // Keyword research draws on both crawls, and on the writer's phrases without an AI provider.
    const research = (await client.post('/api/seo/keywords/research', { projectId, term: 'bread' })).body as KeywordResearch;
    const source = (keyword: string) => research.ideas.find((idea) => idea.keyword === keyword)?.sources;
    expect(source('wedding cakes')).toEqual(['competitors']);
    expect(source('sourdough bread')).toEqual(expect.arrayContaining(['your_site', 'competitors']));
    expect(source('best bread')).toEqual(['writer']);
    expect(
      research.ideas.every((idea) => idea.volume === null && idea.difficulty === null && idea.cpc === null && idea.trend === null),
    ).toBe(true);
    expect(research.provider).toEqual({ configured: false, problem: null });
    const events = (await client.get('/api/events?limit=5')).body.events as Array<{ type: string }>;
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['competitors_analyzed', 'keywords_generated']));
  });

  test("compares at most the plan's number of competitors", async () => {
    const client = await uplift.member('many-rivals@uplift.test');
    const named = [rival.url, other.url, unrelated.url, lonely.url];
    const projectId = await project(client, { url: own.url, competitors: named });
    const done = await outcome(client, (await client.post('/api/seo/competitors/analyses', { projectId })).body.id);
    expect(done.competitors.map((competitor) => competitor.url)).toEqual(named.slice(0, 3).map((url) => `${url}/`));
  });

  test('discovers competitors among the sites its pages link to that share its keywords', async () => {
    const client = await uplift.member('discover@uplift.test');
    const projectId = await project(client, { url: own.url });
    const done = await outcome(client, (await client.post('/api/seo/competitors/analyses', { projectId })).body.id);
    expect(done).toMatchObject({ status: 'done', source: 'links' });
    expect(done.competitors.map((competitor) => competitor.url)).toEqual([`${rival.url}/`]);
  });

  test('says so in the spec’s words when none can be found', async () => {
    const client = await uplift.member('alone@uplift.test');
    const projectId = await project(client, { url: lonely.url });
    const inProject = await outcome(client, (await client.post('/api/seo/competitors/analyses', { projectId })).body.id);
    expect(inProject).toMatchObject({ status: 'failed', error: seoMessages.noCompetitorsSettings });
    const byUrl = await outcome(client, (await client.post('/api/seo/competitors/analyses', { url: lonely.url })).body.id);
    expect(byUrl).toMatchObject({ status: 'failed', error: seoMessages.noCompetitorsManual });
  });

  test('needs an address, one at a time, and keeps analyses to their workspace', async () => {
    const client = await uplift.member('competitor-input@uplift.test');
    expect((await client.post('/api/seo/competitors/analyses', {})).body.error.message).toBe(seoMessages.noUrl);
    expect((await client.post('/api/seo/competitors/analyses', { url: 'bakery.example' })).body.error.message).toBe(seoMessages.invalidUrl);
    const release = lonely.hold();
    const first = await client.post('/api/seo/competitors/analyses', { url: lonely.url });
    const second = await client.post('/api/seo/competitors/analyses', { url: own.url });
    release();
    expect(second.status).toBe(409);
    expect(second.body.error.details).toEqual({ analysisId: first.body.id });
    const stranger = await uplift.member('competitor-stranger@uplift.test');
    expect((await stranger.get(`/api/seo/competitors/analyses/${first.body.id}`)).status).toBe(404);
    expect((await stranger.get('/api/seo/competitors/analyses/latest')).body.analysis).toBeNull();
    await outcome(client, first.body.id);
  });
});

describe('keyword research', () => {
  test("falls back to the project's niche, then its address, and needs one of them", async () => {
    const client = await uplift.member('terms@uplift.test');
    const withNiche = await project(client, { url: 'https://sunrise-bakery.example', niche: 'Artisan bread' });
    expect((await client.post('/api/seo/keywords/research', { projectId: withNiche })).body.term).toBe('Artisan bread');
    await client.put(`/api/projects/${withNiche}`, { name: 'Bakery', url: 'https://www.sunrise-bakery.example/shop' });
    expect((await client.post('/api/seo/keywords/research', { projectId: withNiche })).body.term).toBe('sunrise bakery');
    const none = await client.post('/api/seo/keywords/research', {});
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/^Enter a keyword/);
  });

  test("saves chosen keywords to the project, and counts searches against the plan's monthly limit", async () => {
    const client = await uplift.member('save-keywords@uplift.test');
    const projectId = await project(client, { keywords: ['rye bread'] });
    const research = (await client.post('/api/seo/keywords/research', { projectId, term: 'sourdough' })).body as KeywordResearch;
    expect(research.usage).toEqual({ used: 1, limit: 100 });
    const saved = await client.post('/api/seo/keywords/save', { projectId, keywords: ['Best sourdough', 'rye bread'] });
    expect(saved.body.keywords).toEqual(['rye bread', 'best sourdough']);
    const latest = (await client.get(`/api/seo/keywords/research/latest?projectId=${projectId}`)).body.research as KeywordResearch;
    expect(latest.ideas.find((idea) => idea.keyword === 'best sourdough')?.saved).toBe(true);
    expect((await client.get('/api/projects')).body.projects[0].keywords).toEqual(['rye bread', 'best sourdough']);
    const stranger = await uplift.member('save-stranger@uplift.test');
    expect((await stranger.post('/api/seo/keywords/save', { projectId, keywords: ['x'] })).status).toBe(404);
    expect((await stranger.get(`/api/seo/keywords/research/latest?projectId=${projectId}`)).status).toBe(404);
    expect((await stranger.get(`/api/seo/competitors/analyses/latest?projectId=${projectId}`)).status).toBe(404);
  });
});
