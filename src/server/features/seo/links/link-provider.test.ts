import { afterAll, beforeAll, expect, test } from 'vitest';
import { until } from '../../../test/until';
import type { LinkBuildingState } from '@/shared/seo/links';
import { fakeDomainFigures, type FakeDataForSeo, startFakeDataForSeo } from '../test/fake-dataforseo';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { prospectPages, type ProspectSite, serveProspectSite } from '../fixtures/serve-prospect-site';
import { serveTopicSite, type TopicSite } from '../fixtures/serve-topic-site';

let fake: FakeDataForSeo;
let own: TopicSite;
let rival: TopicSite;
let elsewhere: ProspectSite;
const env: Record<string, string> = {};
const originsForTests: Record<string, string> = {};
// Registered before useTestServer's own hook, so the server starts with the fake's keys and address.
beforeAll(async () => {
  fake = await startFakeDataForSeo();
  Object.assign(env, { DATAFORSEO_LOGIN: fake.login, DATAFORSEO_PASSWORD: fake.password });
  originsForTests.dataforseo = fake.origin;
  // Nothing the crawl reads links to this site: only the provider knows its page links to the rival.
  elsewhere = await serveProspectSite();
  rival = await serveTopicSite({ name: 'Crumb Rivals', phrases: ['sourdough bread', 'rye bread'] });
  own = await serveTopicSite({ name: 'Sunrise Bakery', phrases: ['sourdough bread', 'rye bread'] });
  elsewhere.pages.set(
    '/favourites',
    prospectPages.linking('Our favourite loaves', 'The sourdough bread we queue for.', `<a href="${rival.url}/">Crumb Rivals</a>`),
  );
  elsewhere.pages.set(
    '/gone',
    prospectPages.linking(
      'Friends',
      'Rye bread friends.',
      `<a href="${own.url}/">Sunrise Bakery</a> <a href="${rival.url}/">Crumb Rivals</a>`,
    ),
  );
  fake.backlinks.set(new URL(rival.url).host, [`${elsewhere.url}/favourites`, `${elsewhere.url}/gone`, `${own.url}/about`]);
});
const uplift = useTestServer(env, {
  safeFetcher: { allowLoopbackForTests: true },
  guardedApi: { allowLoopbackForTests: true },
  originsForTests,
});
afterAll(async () => {
  await fake?.close();
  for (const site of [own, rival, elsewhere]) await site?.close();
});

async function search(client: TestClient, projectId: string): Promise<LinkBuildingState> {
  const started = await client.post('/api/seo/links/searches', { projectId });
  expect(started.status).toBe(202);
  await until(
    async () => (await client.get(`/api/seo/links/searches/${started.body.id}`)).body,
    (body) => body.status === 'done' || body.status === 'failed',
  );
  return (await client.get(`/api/seo/links?projectId=${projectId}`)).body;
}

test("the provider's pages linking to competitors are read too, with each site's authority", async () => {
  const client = await uplift.member('links-provider@uplift.test');
  const projectId = (await client.post('/api/projects', { name: 'Sunrise Bakery', url: own.url, competitors: [rival.url] })).body.id;
  const state = await search(client, projectId);
  expect(state.search).toMatchObject({ status: 'done', error: null });
  const domain = new URL(elsewhere.url).host;
  expect(state.opportunities).toEqual([
    expect.objectContaining({
      page: `${elsewhere.url}/favourites`,
      domain,
      type: 'competitor_link',
      authority: Math.round(fakeDomainFigures(domain).rank / 10),
      status: 'Pending',
    }),
  ]);
  const asked = fake.received.find((request) => request.path === '/v3/backlinks/backlinks/live');
  expect(asked?.json).toEqual([expect.objectContaining({ target: new URL(rival.url).host, mode: 'one_per_domain' })]);
  expect(elsewhere.requested).toEqual(expect.arrayContaining(['/robots.txt', '/favourites', '/gone']));
});

test('a provider outage leaves the search to the crawl', async () => {
  const client = await uplift.member('links-outage@uplift.test');
  const projectId = (await client.post('/api/projects', { name: 'Sunrise Bakery', url: own.url, competitors: [rival.url] })).body.id;
  fake.down = true;
  try {
    const state = await search(client, projectId);
    expect(state.search).toMatchObject({ status: 'done', error: null });
    expect(state.opportunities).toEqual([]);
  } finally {
    fake.down = false;
  }
});
