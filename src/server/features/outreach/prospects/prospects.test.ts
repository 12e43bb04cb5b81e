import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Prospect, ProspectPage } from '@/shared/outreach/prospects';
import type { DnsResolver } from '../../../http/dns-resolver';
import type { TestClient } from '../../../test/harness';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { workspaceMembers } from '../../../tenancy/schema';
import { outreachProspects } from './schema';
import { type ServedFixtureSites, serveFixtureSites } from '../test/fixture-sites';
import { addLinkOpportunity } from '../test/link-opportunity';

let sites: ServedFixtureSites;
beforeAll(async () => {
  sites = await serveFixtureSites();
});
afterAll(() => sites?.close());

const noRecord = (domain: string) => Object.assign(new Error(`ENODATA ${domain}`), { code: 'ENODATA' });
const mailDomains = new Set(['clay-studio.example', 'empty.example', 'gmail.com']);
const dns: DnsResolver = {
  resolveMx: async (domain) => (mailDomains.has(domain) ? [{ exchange: `mx.${domain}`, priority: 10 }] : Promise.reject(noRecord(domain))),
  resolve4: async (domain) => Promise.reject(noRecord(domain)),
  resolve6: async (domain) => Promise.reject(noRecord(domain)),
};
// The fixture sites' names all lead to the loopback server that serves them.
const uplift = useTestServer({}, { safeFetcher: { allowLoopbackForTests: true, resolveHostForTests: async () => ['127.0.0.1'] }, dns });

const read = async (client: TestClient, id: string) =>
  (await until(
    async () => (await client.get(`/api/outreach/prospects/${id}`)).body as Prospect,
    (prospect) => prospect.discovery.status === 'done' || prospect.discovery.status === 'failed',
  ))!;

describe('prospects', () => {
  test('a site added by hand is read for the contacts its own pages show', async () => {
    const client = await uplift.member('prospects.add@outreach.test');
    const added = await client.post('/api/outreach/prospects', { address: sites.url('clay-studio.example'), niche: 'Ceramics' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ domain: 'clay-studio.example', niche: 'Ceramics', status: 'new', authority: null, traffic: null });
    expect(added.body.discovery.status).toBe('queued');

    const prospect = await read(client, added.body.id);
    expect(prospect.siteName).toBe('Clay Studio');
    expect(prospect.discovery).toMatchObject({ status: 'done', error: null });
    expect(prospect.discovery.pagesRead).toBeGreaterThan(1);
    expect(prospect.contacts.map((contact) => [contact.email, contact.confidence, contact.role])).toEqual([
      ['maya.lund@clay-studio.example', 'high', false],
      ['info@clay-studio.example', 'medium', true],
      ['claystudio.bookings@gmail.com', 'low', false],
    ]);
    expect(prospect.contacts[0]).toMatchObject({ via: 'mailto', foundOn: sites.url('clay-studio.example', '/contact-us'), guess: false });
    expect(prospect.socials).toContain('https://twitter.com/claystudio');
    expect((await client.get('/api/outreach/prospects')).body.prospects.map((item: Prospect) => item.domain)).toEqual([
      'clay-studio.example',
    ]);
  });

  test('one prospect per site; an address that is no site is refused in words', async () => {
    const client = await uplift.member('prospects.once@outreach.test');
    expect((await client.post('/api/outreach/prospects', { address: 'clay-studio.example' })).status).toBe(201);
    const again = await client.post('/api/outreach/prospects', { address: 'https://www.clay-studio.example/about' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'PROSPECT_EXISTS', message: 'clay-studio.example is already a prospect.' });
    const blank = await client.post('/api/outreach/prospects', { address: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Enter the site’s address');
    const notASite = await client.post('/api/outreach/prospects', { address: 'just words' });
    expect(notASite.status).toBe(400);
    expect(notASite.body.error.message).toBe('Enter a site’s address, such as example.com');
    expect((await client.post('/api/outreach/prospects', { address: 'ftp://files.example.com' })).status).toBe(400);
  });

  test('address guesses come only when asked for a name, labelled as guesses; an unreadable site says why', async () => {
    const client = await uplift.member('prospects.guess@outreach.test');
    const empty = await client.post('/api/outreach/prospects', { address: sites.url('empty.example') });
    expect((await read(client, empty.body.id)).contacts).toEqual([]);

    const asked = await client.post(`/api/outreach/prospects/${empty.body.id}/discover`, { guessFor: 'Ada Byron' });
    expect(asked.status).toBe(202);
    await until(
      async () => (await client.get(`/api/outreach/prospects/${empty.body.id}`)).body as Prospect,
      (prospect) => prospect.discovery.status === 'done' && prospect.contacts.length > 0,
    );
    const guessed = (await client.get(`/api/outreach/prospects/${empty.body.id}`)).body as Prospect;
    expect(guessed.contacts.map((contact) => contact.email).sort()).toEqual(
      ['ada.byron@empty.example', 'ada@empty.example', 'abyron@empty.example'].sort(),
    );
    expect(guessed.contacts.every((contact) => contact.guess && contact.via === 'pattern' && contact.confidence === 'low')).toBe(true);

    const gone = await client.post('/api/outreach/prospects', { address: sites.url('nowhere.example') });
    const failed = await read(client, gone.body.id);
    expect(failed.discovery.status).toBe('failed');
    expect(failed.discovery.error).toBe('None of the site’s pages answered: check the address.');
    expect(failed.contacts).toEqual([]);
  });

  test('a Viewer reads but does not change; another workspace’s prospect is not found', async () => {
    const owner = await uplift.member('prospects.owner@outreach.test');
    const added = await owner.post('/api/outreach/prospects', { address: 'clay-studio.example' });
    const { id } = added.body as Prospect;
    const workspaceId: string = (await owner.get('/api/me')).body.workspace.id;
    const viewer = await uplift.member('prospects.viewer@outreach.test');
    const userId = (await viewer.get('/api/me')).body.id;
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
    expect((await viewer.get(`/api/outreach/prospects/${id}`)).status).toBe(200);
    expect((await viewer.post('/api/outreach/prospects', { address: 'empty.example' })).status).toBe(403);
    expect((await viewer.post(`/api/outreach/prospects/${id}/discover`, {})).status).toBe(403);
    expect((await viewer.delete(`/api/outreach/prospects/${id}`)).status).toBe(403);

    const stranger = await uplift.member('prospects.stranger@outreach.test');
    expect((await stranger.get(`/api/outreach/prospects/${id}`)).status).toBe(404);
    expect((await stranger.post(`/api/outreach/prospects/${id}/discover`, {})).status).toBe(404);
    expect((await stranger.delete(`/api/outreach/prospects/${id}`)).status).toBe(404);
    expect((await stranger.get('/api/outreach/prospects')).body.prospects).toEqual([]);

    expect((await owner.delete(`/api/outreach/prospects/${id}`)).status).toBe(204);
    expect((await owner.get(`/api/outreach/prospects/${id}`)).status).toBe(404);
  });

  test('the list comes 50 a page, newest first, by status or searched by domain or name', async () => {
    const client = await uplift.member('prospects.pages@outreach.test');
    const workspaceId: string = (await client.get('/api/me')).body.workspace.id;
    const at = Date.UTC(2026, 0, 1);
    await uplift.server.db.insert(outreachProspects).values(
      Array.from({ length: 55 }, (_, index) => ({
        workspaceId,
        domain: `site-${index}.example`,
        pageUrl: `https://site-${index}.example/`,
        siteName: index === 7 ? 'The 100% Bakery' : null,
        status: index < 3 ? ('contacted' as const) : ('new' as const),
        discoveryStatus: 'done' as const,
        createdAt: new Date(at + index * 1000),
      })),
    );
    const page = async (query: string) => (await client.get(`/api/outreach/prospects?${query}`)).body as ProspectPage;
    const first = await page('');
    expect([first.total, first.page, first.pageSize, first.prospects.length]).toEqual([55, 1, 50, 50]);
    expect(first.prospects[0]!.domain).toBe('site-54.example');
    expect((await page('page=2')).prospects.map((prospect) => prospect.domain)).toEqual([4, 3, 2, 1, 0].map((n) => `site-${n}.example`));
    expect((await page('status=contacted')).prospects.map((prospect) => prospect.domain)).toEqual([
      'site-2.example',
      'site-1.example',
      'site-0.example',
    ]);
    expect((await page('search=SITE-1')).total).toBe(11);
    // What a search means in SQL (% and _) is taken as written.
    expect((await page(`search=${encodeURIComponent('100%')}`)).prospects.map((prospect) => prospect.domain)).toEqual(['site-7.example']);
    expect((await page('search=site_')).total).toBe(0);
    expect((await client.get('/api/outreach/prospects?page=0')).status).toBe(400);
    expect((await client.get('/api/outreach/prospects?status=lost')).status).toBe(400);
  });

  test('Contact on Link Building makes the opportunity’s site a prospect once, with SEO’s authority and reason', async () => {
    const client = await uplift.member('prospects.links@outreach.test');
    const workspaceId: string = (await client.get('/api/me')).body.workspace.id;
    const page = sites.url('clay-studio.example', '/resources');
    const opportunityId = await addLinkOpportunity(uplift.server.db, workspaceId, page, {
      authority: 64,
      reason: 'Links out to ceramics guides',
    });
    const made = await client.post('/api/outreach/prospects/from-opportunity', { opportunityId });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      domain: 'clay-studio.example',
      pageUrl: page,
      authority: 64,
      opportunity: 'Links out to ceramics guides',
    });
    expect((await read(client, made.body.id)).contacts[0]?.email).toBe('maya.lund@clay-studio.example');
    // Again, or from another page of the same site: the same prospect.
    const again = await client.post('/api/outreach/prospects/from-opportunity', { opportunityId });
    expect([again.status, again.body.id]).toEqual([200, made.body.id]);

    expect((await client.post('/api/outreach/prospects/from-opportunity', { opportunityId: 'nope' })).body.error.message).toBe(
      'Choose a link opportunity',
    );
    expect((await client.post('/api/outreach/prospects/from-opportunity', {})).status).toBe(400);
    const stranger = await uplift.member('prospects.links.stranger@outreach.test');
    expect((await stranger.post('/api/outreach/prospects/from-opportunity', { opportunityId })).status).toBe(404);
  });

  test('Mark as responded follows a contact; the partner mark and the replies move the tiles', async () => {
    const client = await uplift.member('prospects.marks@outreach.test');
    const empty = await client.get('/api/outreach/overview');
    expect(empty.body).toEqual({ prospects: 0, contacted: 0, responded: 0, responseRate: null, partnerships: 0 });
    const first = (await client.post('/api/outreach/prospects', { address: 'first.example' })).body as Prospect;
    const second = (await client.post('/api/outreach/prospects', { address: 'second.example' })).body as Prospect;

    const early = await client.patch(`/api/outreach/prospects/${first.id}`, { status: 'responded' });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Only a contacted prospect can be marked as responded.');
    expect((await client.patch(`/api/outreach/prospects/${first.id}`, {})).status).toBe(400);
    expect((await client.patch(`/api/outreach/prospects/${first.id}`, { status: 'contacted' })).status).toBe(400);

    // Contacted as a campaign would leave them.
    await uplift.server.db
      .update(outreachProspects)
      .set({ status: 'contacted' })
      .where(inArray(outreachProspects.id, [first.id, second.id]));
    const responded = await client.patch(`/api/outreach/prospects/${first.id}`, { status: 'responded' });
    expect(responded.status).toBe(200);
    expect(responded.body).toMatchObject({ status: 'responded', partner: false });
    expect((await client.patch(`/api/outreach/prospects/${second.id}`, { partner: true })).body.partner).toBe(true);
    expect((await client.get('/api/outreach/overview')).body).toEqual({
      prospects: 2,
      contacted: 2,
      responded: 1,
      responseRate: 50,
      partnerships: 1,
    });

    // An influencer counts once negotiating.
    const influencer = await client.post('/api/outreach/influencers', { name: 'Ada', platform: 'instagram', handle: '@ada.bakes' });
    expect(influencer.status).toBe(201);
    expect((await client.patch(`/api/outreach/influencers/${influencer.body.id}`, { status: 'Contacted' })).status).toBe(200);
    expect((await client.get('/api/outreach/overview')).body.partnerships).toBe(1);
    expect((await client.patch(`/api/outreach/influencers/${influencer.body.id}`, { status: 'Negotiating' })).status).toBe(200);
    expect((await client.get('/api/outreach/overview')).body.partnerships).toBe(2);

    const stranger = await uplift.member('prospects.marks.stranger@outreach.test');
    expect((await stranger.patch(`/api/outreach/prospects/${second.id}`, { partner: false })).status).toBe(404);
    expect((await stranger.get('/api/outreach/overview')).body.prospects).toBe(0);
  });
});
