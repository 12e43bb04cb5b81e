import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { until } from '../../../test/until';
import { seoMessages } from '@/shared/seo/seo';
import { type BacklinkOpportunity, type LinkBuildingState, linkMessages } from '@/shared/seo/links';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { workspaceMembers } from '../../../tenancy/schema';
import { prospectPages, type ProspectSite, serveProspectSite } from '../fixtures/serve-prospect-site';
import { seoBacklinks } from './schema';
import { serveTopicSite, type TopicSite } from '../fixtures/serve-topic-site';

const uplift = useTestServer({}, { safeFetcher: { allowLoopbackForTests: true } });
const topic = 'Our sourdough bread and rye bread come from slow dough and good flour.';
let own: TopicSite;
let rival: TopicSite;
let directory: ProspectSite;
let blog: ProspectSite;

// The rival links to a directory, the user's site to a blog: the sites a search reads.
beforeAll(async () => {
  directory = await serveProspectSite();
  blog = await serveProspectSite();
  rival = await serveTopicSite({ name: 'Crumb Rivals', phrases: ['sourdough bread', 'rye bread'], linksTo: [directory.url] });
  own = await serveTopicSite({ name: 'Sunrise Bakery', phrases: ['sourdough bread', 'rye bread'], linksTo: [blog.url] });
  directory.pages.set('/', prospectPages.home({ '/about': 'About us', '/bakers': 'Our favourite bakers', '/resources': 'Resources' }));
  directory.pages.set('/about', prospectPages.linking('About us', 'We list bakeries.', ''));
  directory.pages.set('/resources', prospectPages.resources(topic, ['https://flour.example/', 'https://ovens.example/']));
  directory.pages.set('/bakers', prospectPages.linking('Our favourite bakers', topic, `<a href="${rival.url}/">Crumb Rivals</a>`));
  blog.pages.set('/', prospectPages.home({ '/write-for-us': 'Write for us', '/best-bakeries': 'Best bakeries', '/already': 'Friends' }));
  blog.pages.set('/write-for-us', prospectPages.writeForUs(topic));
  blog.pages.set('/best-bakeries', prospectPages.mention('Sunrise Bakery', topic));
  blog.pages.set(
    '/already',
    prospectPages.linking('Friends', topic, `<a href="${rival.url}/">Crumb Rivals</a> and <a href="${own.url}/">Sunrise Bakery</a>`),
  );
});
afterAll(async () => {
  for (const site of [own, rival, directory, blog]) await site?.close();
});

async function project(client: TestClient): Promise<string> {
  const created = await client.post('/api/projects', { name: 'Sunrise Bakery', url: own.url, competitors: [rival.url] });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function finished(client: TestClient, id: string): Promise<LinkBuildingState['search']> {
  return until(
    async () => (await client.get(`/api/seo/links/searches/${id}`)).body,
    (body) => body.status === 'done' || body.status === 'failed',
  );
}

async function search(client: TestClient, projectId: string): Promise<LinkBuildingState> {
  const started = await client.post('/api/seo/links/searches', { projectId });
  expect(started.status).toBe(202);
  expect(await finished(client, started.body.id)).toMatchObject({ status: 'done', progress: 100, stage: null, error: null });
  return (await client.get(`/api/seo/links?projectId=${projectId}`)).body;
}

const byPage = (state: LinkBuildingState, page: string) => state.opportunities.find((item) => item.page === page);
const setStatus = (client: TestClient, opportunity: BacklinkOpportunity, status: string) =>
  client.post(`/api/seo/links/opportunities/${opportunity.id}/status`, { status });

describe('Find Opportunities', () => {
  test('finds pages linking to competitors, resource and write-for-us pages and unlinked mentions, never a page that links to the site', async () => {
    const client = await uplift.member('links-find@uplift.test');
    const projectId = await project(client);
    const state = await search(client, projectId);
    const found = Object.fromEntries(
      state.opportunities.map((item) => [item.page, { type: item.type, reason: item.reason, status: item.status }]),
    );
    expect(found).toEqual({
      [`${directory.url}/bakers`]: { type: 'competitor_link', reason: `links to ${new URL(rival.url).host}`, status: 'Pending' },
      [`${directory.url}/resources`]: { type: 'resource_page', reason: 'lists useful links', status: 'Pending' },
      [`${blog.url}/write-for-us`]: { type: 'write_for_us', reason: 'invites guest posts', status: 'Pending' },
      [`${blog.url}/best-bakeries`]: { type: 'unlinked_mention', reason: 'mentions Sunrise Bakery', status: 'Pending' },
    });
    for (const item of state.opportunities) {
      expect(item).toMatchObject({ domain: new URL(item.page).host, authority: null, backlink: null });
      expect(item.relevance).toBeGreaterThan(0);
      expect(item.relevance).toBeLessThanOrEqual(100);
    }
    expect(blog.requested).toContain('/already');
    expect(directory.requested[0]).toBe('/robots.txt');
    expect(state.backlinks).toEqual({ verified: 0, referringDomains: 0 });
  });

  test('a search again adds no duplicate and keeps the statuses the user set', async () => {
    const client = await uplift.member('links-again@uplift.test');
    const projectId = await project(client);
    const first = await search(client, projectId);
    const bakers = byPage(first, `${directory.url}/bakers`)!;
    expect((await setStatus(client, bakers, 'Contacted')).status).toBe(200);
    const second = await search(client, projectId);
    expect(second.opportunities.map((item) => item.id).sort()).toEqual(first.opportunities.map((item) => item.id).sort());
    expect(byPage(second, bakers.page)?.status).toBe('Contacted');
  });

  test('one search at a time per workspace, and the site is the URL or the project’s', async () => {
    const client = await uplift.member('links-busy@uplift.test');
    expect((await client.post('/api/seo/links/searches', {})).body.error.message).toBe(seoMessages.noUrl);
    expect((await client.post('/api/seo/links/searches', { url: 'bakery' })).body.error.message).toBe(seoMessages.invalidUrl);
    const release = own.hold();
    const first = await client.post('/api/seo/links/searches', { url: own.url });
    expect(first.status).toBe(202);
    const second = await client.post('/api/seo/links/searches', { url: own.url });
    release();
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: 'AUDIT_UNDER_WAY',
      message: linkMessages.searchUnderWay,
      details: { searchId: first.body.id },
    });
    await finished(client, first.body.id);
    // Without a project, the tab shows the latest search's site.
    const state: LinkBuildingState = (await client.get('/api/seo/links')).body;
    expect(state.search?.id).toBe(first.body.id);
    expect(state.site).toBe(own.url);
    expect(state.opportunities.length).toBeGreaterThan(0);
  });

  test("a search for another address than the project's lists that address's opportunities; the Backlinks tile stays the project's", async () => {
    const client = await uplift.member('links-other@uplift.test');
    const projectId = await project(client);
    const ownState = await search(client, projectId);
    expect(ownState.site).toBe(own.url);
    expect(byPage(ownState, `${directory.url}/bakers`)).toBeDefined();
    // A link to the project's site, verified earlier.
    const workspaceId = (await client.get('/api/me')).body.workspace.id;
    await uplift.server.db.insert(seoBacklinks).values({
      workspaceId,
      site: own.url,
      sourceUrl: `${blog.url}/already`,
      targetUrl: `${own.url}/`,
      anchorText: 'Sunrise Bakery',
      rel: 'follow',
    });
    const other = await client.post('/api/seo/links/searches', { projectId, url: `${rival.url}/` });
    expect(other.status).toBe(202);
    await finished(client, other.body.id);
    const state: LinkBuildingState = (await client.get(`/api/seo/links?projectId=${projectId}`)).body;
    expect(state.search?.id).toBe(other.body.id);
    expect(state.site).toBe(rival.url);
    expect(state.opportunities.length).toBeGreaterThan(0);
    // The directory's page links to the rival: an opportunity for the project's site, not for the rival's.
    expect(byPage(state, `${directory.url}/bakers`)).toBeUndefined();
    expect(state.backlinks).toEqual({ verified: 1, referringDomains: 1 });

    // A search that fails leaves the list as it was.
    const closed = await serveProspectSite();
    await closed.close();
    const failing = await client.post('/api/seo/links/searches', { projectId, url: closed.url });
    expect(await finished(client, failing.body.id)).toMatchObject({ status: 'failed' });
    const after: LinkBuildingState = (await client.get(`/api/seo/links?projectId=${projectId}`)).body;
    expect([after.search?.id, after.site]).toEqual([failing.body.id, rival.url]);
    expect(after.opportunities.map((item) => item.id).sort()).toEqual(state.opportunities.map((item) => item.id).sort());
  });
});

describe('Contact and Acquired', () => {
  test('Pending → Contacted → Acquired once the page links to the site, with its rel and anchor; never back', async () => {
    const client = await uplift.member('links-acquire@uplift.test');
    const projectId = await project(client);
    const bakers = byPage(await search(client, projectId), `${directory.url}/bakers`)!;
    const original = directory.pages.get('/bakers')!;
    try {
      const early = await setStatus(client, bakers, 'Acquired');
      expect(early.status).toBe(409);
      expect(early.body.error).toEqual({
        code: 'WRONG_STATUS',
        message: 'Only a Contacted opportunity can be marked Acquired: this one is Pending.',
      });
      const contacted = await setStatus(client, bakers, 'Contacted');
      expect(contacted.body).toMatchObject({ id: bakers.id, status: 'Contacted', backlink: null });
      expect((await setStatus(client, bakers, 'Contacted')).status).toBe(409);

      const missing = await setStatus(client, bakers, 'Acquired');
      expect(missing.status).toBe(409);
      expect(missing.body.error).toEqual({ code: 'LINK_NOT_ON_PAGE', message: linkMessages.notFoundOnPage });
      expect(byPage((await client.get(`/api/seo/links?projectId=${projectId}`)).body, bakers.page)?.status).toBe('Contacted');

      directory.pages.set(
        '/bakers',
        prospectPages.linking(
          'Our favourite bakers',
          topic,
          `<a href="${rival.url}/">Crumb Rivals</a> <a rel="nofollow noopener" href="${own.url}/rye">Sunrise rye bread</a>`,
        ),
      );
      const acquired = await setStatus(client, bakers, 'Acquired');
      expect(acquired.status).toBe(200);
      expect(acquired.body).toMatchObject({
        id: bakers.id,
        status: 'Acquired',
        backlink: { sourceUrl: bakers.page, targetUrl: `${own.url}/rye`, anchorText: 'Sunrise rye bread', rel: 'nofollow', status: 'live' },
      });
      expect((await setStatus(client, bakers, 'Contacted')).status).toBe(409);
      expect((await setStatus(client, bakers, 'Acquired')).status).toBe(409);

      const state: LinkBuildingState = (await client.get(`/api/seo/links?projectId=${projectId}`)).body;
      expect(byPage(state, bakers.page)).toEqual(acquired.body);
      expect(state.backlinks).toEqual({ verified: 1, referringDomains: 1 });
    } finally {
      directory.pages.set('/bakers', original);
    }
  });

  test("another workspace's ids answer 404, and a Viewer can read but not change", async () => {
    const owner = await uplift.member('links-owner@uplift.test');
    const workspaceId = (await owner.get('/api/me')).body.workspace.id;
    const projectId = await project(owner);
    const state = await search(owner, projectId);
    const opportunity = state.opportunities[0]!;

    const stranger = await uplift.member('links-stranger@uplift.test');
    expect((await stranger.get(`/api/seo/links?projectId=${projectId}`)).status).toBe(404);
    expect((await stranger.get(`/api/seo/links/searches/${state.search!.id}`)).status).toBe(404);
    expect((await setStatus(stranger, opportunity, 'Contacted')).status).toBe(404);
    expect((await stranger.post('/api/seo/links/searches', { projectId })).status).toBe(404);
    expect((await stranger.get('/api/seo/links')).body).toEqual({
      site: null,
      opportunities: [],
      search: null,
      backlinks: { verified: 0, referringDomains: 0 },
    });

    const viewer = await uplift.member('links-viewer@uplift.test');
    const viewerId = (await viewer.get('/api/me')).body.id;
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId: viewerId, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
    expect((await viewer.get(`/api/seo/links?projectId=${projectId}`)).body.opportunities).toHaveLength(state.opportunities.length);
    const refusals = [await setStatus(viewer, opportunity, 'Contacted'), await viewer.post('/api/seo/links/searches', { projectId })];
    expect(refusals.map((response) => `${response.status} ${response.body.error.code}`)).toEqual(['403 READ_ONLY', '403 READ_ONLY']);
  });
});
