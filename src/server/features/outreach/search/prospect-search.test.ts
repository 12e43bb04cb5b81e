import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Prospect } from '@/shared/outreach/prospects';
import { type ProspectSearch, prospectSearchMessages } from '@/shared/outreach/search';
import { startFakeOpenAi } from '../../../ai/test/fake-openai';
import { answerJson, type ScriptedServer } from '../../../ai/test/scripted-server';
import type { DnsResolver } from '../../../http/dns-resolver';
import type { TestClient } from '../../../test/harness';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { type FakeDataForSeo, fakeDomainFigures, startFakeDataForSeo } from '../../seo/test/fake-dataforseo';
import { type ServedFixtureSites, serveFixtureSites } from '../test/fixture-sites';
import { searchSites } from '../test/search-sites';

let sites: ServedFixtureSites;
let dataForSeo: FakeDataForSeo;
let ai: ScriptedServer;
const originsForTests: Record<string, string> = {};
// Registered before useTestServer's own hook, so the server starts with the fake provider's address.
beforeAll(async () => {
  sites = await serveFixtureSites(searchSites);
  dataForSeo = await startFakeDataForSeo();
  originsForTests.dataforseo = dataForSeo.origin;
  ai = await startFakeOpenAi();
});
afterAll(async () => {
  await Promise.all([sites?.close(), dataForSeo?.close(), ai?.close()]);
});

const noRecord = (domain: string) => Object.assign(new Error(`ENODATA ${domain}`), { code: 'ENODATA' });
// The prospects' contact discovery asks DNS about mail domains: none of the fixture sites takes mail.
const dns: DnsResolver = {
  resolveMx: async (domain) => Promise.reject(noRecord(domain)),
  resolve4: async (domain) => Promise.reject(noRecord(domain)),
  resolve6: async (domain) => Promise.reject(noRecord(domain)),
};
// The fixture sites' names all lead to the loopback server that serves them.
const uplift = useTestServer(
  {},
  {
    safeFetcher: { allowLoopbackForTests: true, resolveHostForTests: async () => ['127.0.0.1'] },
    guardedApi: { allowLoopbackForTests: true },
    originsForTests,
    dns,
  },
);

async function bakeryProject(client: TestClient): Promise<string> {
  const created = await client.post('/api/projects', {
    name: 'Sunrise Bakery',
    url: sites.url('sunrise-bakery.example'),
    niche: 'Baking',
    competitors: [sites.url('crumb-rivals.example')],
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

const finished = (client: TestClient, id: string) =>
  until(
    async () => (await client.get(`/api/outreach/searches/${id}`)).body as ProspectSearch,
    (search) => search.status === 'done' || search.status === 'failed',
  );

async function search(client: TestClient, body: object): Promise<ProspectSearch> {
  const started = await client.post('/api/outreach/searches', body);
  expect(started.status).toBe(202);
  expect(started.body).toMatchObject({ status: 'queued', found: 0, notes: [], error: null, finishedAt: null });
  return finished(client, started.body.id);
}

async function prospectsOf(client: TestClient): Promise<Record<string, Prospect>> {
  const listed = (await client.get('/api/outreach/prospects')).body.prospects as Prospect[];
  return Object.fromEntries(listed.map((prospect) => [prospect.domain, prospect]));
}

const writeForUsLine = 'Has a “Write for us” page: Guest posts on home baking are welcome';
const resourceLine = 'Resource page “Baking resources” lists 5 sites';

async function withKeys(keys: Record<string, string>, run: () => Promise<void>): Promise<void> {
  for (const [name, value] of Object.entries(keys)) await uplift.admin.put(`/api/admin/api-keys/${name}`, { value });
  try {
    await run();
  } finally {
    for (const name of Object.keys(keys)) await uplift.admin.put(`/api/admin/api-keys/${name}`, { value: '' });
  }
}

describe('prospect search', () => {
  test('a niche search without a provider finds the write-for-us and resource sites the crawl leads to, said in their own words', async () => {
    const client = await uplift.member('search.niche@outreach.test');
    const projectId = await bakeryProject(client);
    const done = await search(client, { type: 'niche', term: 'home baking', projectId });
    expect(done).toMatchObject({ status: 'done', progress: 100, stage: null, error: null, found: 2, type: 'niche', term: 'home baking' });
    expect(done.notes).toEqual([prospectSearchMessages.noProvider]);
    // The blog, the site already linking back, the garage and the directory.
    expect(done.sitesRead).toBe(4);

    const prospects = await prospectsOf(client);
    // Neither the project's site, its competitor, the site linking to it already, the off-topic site nor Facebook.
    expect(Object.keys(prospects).sort()).toEqual(['bakers-directory.example', 'crumb-journal.example']);
    expect(prospects['crumb-journal.example']).toMatchObject({
      pageUrl: sites.url('crumb-journal.example', '/write-for-us'),
      niche: 'home baking',
      opportunity: writeForUsLine,
      authority: null,
      traffic: null,
    });
    expect(prospects['bakers-directory.example']).toMatchObject({
      pageUrl: sites.url('bakers-directory.example', '/resources'),
      opportunity: resourceLine,
      authority: null,
    });
    expect(sites.requested.some((request) => request.includes('facebook'))).toBe(false);
    // Each new prospect is then read for its contacts.
    await until(
      async () => Object.values(await prospectsOf(client)),
      (listed) => listed.every((prospect) => prospect.discovery.status === 'done'),
    );
    const events = (await client.get('/api/events?limit=5')).body.events as { type: string; description: string }[];
    expect(events[0]).toMatchObject({ type: 'prospects_found', description: 'Found 2 new prospects for “home baking”' });
    expect((await client.get('/api/outreach/searches/latest')).body.search).toMatchObject({ id: done.id, found: 2 });
  });

  test('a site already a prospect is left as it is and not counted again', async () => {
    const client = await uplift.member('search.known@outreach.test');
    const projectId = await bakeryProject(client);
    const added = await client.post('/api/outreach/prospects', { address: sites.url('crumb-journal.example'), niche: 'Bread' });
    expect(added.status).toBe(201);
    const done = await search(client, { type: 'keyword', term: 'home baking', projectId });
    expect(done).toMatchObject({ status: 'done', found: 1 });
    const prospects = await prospectsOf(client);
    expect(Object.keys(prospects).sort()).toEqual(['bakers-directory.example', 'crumb-journal.example']);
    expect(prospects['crumb-journal.example']).toMatchObject({ id: added.body.id, niche: 'Bread', opportunity: null });
    // A keyword search files its prospects under the project's niche.
    expect(prospects['bakers-directory.example']).toMatchObject({ niche: 'Baking', opportunity: resourceLine });
  });

  test("a domain search reads the provider's pages linking to the domain and the sites it links to, with their figures", async () => {
    const client = await uplift.member('search.domain@outreach.test');
    const projectId = await bakeryProject(client);
    dataForSeo.backlinks.set('crumb-rivals.example', [
      sites.url('bread-news.example', '/favourite-bakeries'),
      sites.url('friends-of-bread.example'),
    ]);
    await withKeys({ DATAFORSEO_LOGIN: dataForSeo.login, DATAFORSEO_PASSWORD: dataForSeo.password }, async () => {
      const done = await search(client, { type: 'domain', term: sites.url('crumb-rivals.example'), projectId });
      expect(done).toMatchObject({ status: 'done', found: 2, notes: [], error: null });
    });
    const prospects = await prospectsOf(client);
    // The site that links to the project already is left out, and so is the domain itself.
    expect(Object.keys(prospects).sort()).toEqual(['bakers-directory.example', 'bread-news.example']);
    const figures = (domain: string) => ({
      authority: Math.round(fakeDomainFigures(domain).rank / 10),
      traffic: fakeDomainFigures(domain).traffic,
    });
    expect(prospects['bread-news.example']).toMatchObject({
      pageUrl: sites.url('bread-news.example', '/favourite-bakeries'),
      niche: 'Baking',
      opportunity: 'Links to crumb-rivals.example on “Our favourite bakeries”',
      ...figures('bread-news.example'),
    });
    expect(prospects['bakers-directory.example']).toMatchObject({ opportunity: resourceLine, ...figures('bakers-directory.example') });
  });

  test('the AI ranks and words the lines from what was read; a line it cannot back falls back to the page’s own', async () => {
    const client = await uplift.member('search.ai@outreach.test');
    const projectId = await bakeryProject(client);
    ai.script(
      answerJson({
        prospects: [
          { domain: 'bakers-directory.example', fit: 92, opportunity: 'Its “Baking resources” page lists home baking sites' },
          { domain: 'crumb-journal.example', fit: 85, opportunity: '' },
          { domain: 'invented.example', fit: 99, opportunity: 'A site the model made up' },
        ],
      }),
    );
    await withKeys({ AI_BASE_URL: ai.baseUrl, AI_API_KEY: 'sk-test-outreach-0123' }, async () => {
      expect(await search(client, { type: 'niche', term: 'home baking', projectId })).toMatchObject({ status: 'done', found: 2 });
    });
    const prospects = await prospectsOf(client);
    expect(Object.keys(prospects).sort()).toEqual(['bakers-directory.example', 'crumb-journal.example']);
    expect(prospects['bakers-directory.example']?.opportunity).toBe('Its “Baking resources” page lists home baking sites');
    expect(prospects['crumb-journal.example']?.opportunity).toBe(writeForUsLine);
    // The model is given what was read on each best page, not the pages.
    const prompt = JSON.stringify(ai.requests.at(-1)?.body);
    expect(prompt).toContain('Guest posts on home baking are welcome');
    expect(prompt).not.toContain('Send us your best recipe');

    // An answer that is no ranking at all, twice: the order and the lines are those of what was read.
    const other = await uplift.member('search.ai-bad@outreach.test');
    const otherProject = await bakeryProject(other);
    ai.script({ text: 'Here are some great prospects!' });
    await withKeys({ AI_BASE_URL: ai.baseUrl, AI_API_KEY: 'sk-test-outreach-0123' }, async () => {
      expect(await search(other, { type: 'niche', term: 'home baking', projectId: otherProject })).toMatchObject({
        status: 'done',
        found: 2,
      });
    });
    const fallen = await prospectsOf(other);
    expect(fallen['bakers-directory.example']?.opportunity).toBe(resourceLine);
    expect(fallen['crumb-journal.example']?.opportunity).toBe(writeForUsLine);
  });

  test('one search at a time per workspace, followed by its stage', async () => {
    const client = await uplift.member('search.busy@outreach.test');
    const projectId = await bakeryProject(client);
    const release = sites.hold('sunrise-bakery.example');
    const first = await client.post('/api/outreach/searches', { type: 'niche', term: 'home baking', projectId });
    expect(first.status).toBe(202);
    const second = await client.post('/api/outreach/searches', { type: 'keyword', term: 'sourdough', projectId });
    const reading = await until(
      async () => (await client.get('/api/outreach/searches/latest')).body.search as ProspectSearch,
      (search) => search.stage?.startsWith('Reading sunrise-bakery.example') ?? false,
    );
    release();
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: 'SEARCH_UNDER_WAY',
      message: prospectSearchMessages.underWay,
      details: { searchId: first.body.id },
    });
    expect(reading).toMatchObject({ id: first.body.id, status: 'running', stage: expect.stringMatching(/\(1 of 2\)$/) });
    expect(await finished(client, first.body.id)).toMatchObject({ status: 'done' });
    expect((await client.post('/api/outreach/searches', { type: 'keyword', term: 'sourdough', projectId })).status).toBe(202);
  });

  test('a search needs a term, a domain search a site; another workspace’s search is not found', async () => {
    const client = await uplift.member('search.refused@outreach.test');
    const blank = await client.post('/api/outreach/searches', { type: 'niche', term: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Please enter a search term');
    const notASite = await client.post('/api/outreach/searches', { type: 'domain', term: 'just words' });
    expect(notASite.status).toBe(400);
    expect(notASite.body.error.message).toBe('Enter a site’s address, such as example.com');
    expect((await client.get('/api/outreach/searches/latest')).body).toEqual({ search: null });

    const mine = await search(client, { type: 'keyword', term: 'rye bread' });
    expect(mine).toMatchObject({ status: 'done', found: 0, notes: [prospectSearchMessages.noProvider] });
    const stranger = await uplift.member('search.stranger@outreach.test');
    expect((await stranger.get(`/api/outreach/searches/${mine.id}`)).status).toBe(404);
    const theirProject = await client.post('/api/projects', { name: 'Mine' });
    expect((await stranger.post('/api/outreach/searches', { type: 'niche', term: 'bread', projectId: theirProject.body.id })).status).toBe(
      404,
    );
  });
});
