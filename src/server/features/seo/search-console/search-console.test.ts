import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { rankMessages } from '@/shared/seo/ranks';
import { type SearchConsoleState, searchConsoleMessages } from '@/shared/seo/search-console';
import { workspaceMembers } from '../../../tenancy/schema';
import { type FakeSearchConsole, startFakeSearchConsole } from '../test/fake-search-console';
import { pkceChallenge } from '../../../test/fake-http';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { seoSearchConsoleConnections, seoSearchConsoleConnectRequests, seoSearchConsoleRows } from './schema';
import { importRange } from './search-console-rules';

let google: FakeSearchConsole;
const originsForTests: Record<string, string> = {};
beforeAll(async () => {
  google = await startFakeSearchConsole();
  Object.assign(originsForTests, { 'google-oauth': google.origin, 'search-console': google.origin });
});
// No Google app keys in the environment: the first test enters them in Admin → API Keys.
const uplift = useTestServer({}, { guardedApi: { allowLoopbackForTests: true }, originsForTests });
afterAll(async () => {
  await google?.close();
});

const site = 'sc-domain:sunrise-bakery.example';
const otherSite = 'https://crumbs.example/';
const connected = '/seo?tab=keywords&searchConsole=connected';
const failedWith = (reason: string) => `/seo?${new URLSearchParams({ tab: 'keywords', searchConsole: 'failed', reason }).toString()}`;
const path = (projectId: string) => `/api/seo/search-console?projectId=${projectId}`;

let keysEntered: Promise<void> | undefined;
/** The operator's Google app, entered once in Admin → API Keys. */
function enterKeys(): Promise<void> {
  keysEntered ??= (async () => {
    expect((await uplift.admin.put('/api/admin/api-keys/GOOGLE_SEARCH_CONSOLE_CLIENT_ID', { value: google.clientId })).status).toBe(200);
    expect((await uplift.admin.put('/api/admin/api-keys/GOOGLE_SEARCH_CONSOLE_CLIENT_SECRET', { value: google.clientSecret })).status).toBe(
      200,
    );
  })();
  return keysEntered;
}

async function projectOf(client: TestClient): Promise<string> {
  const created = await client.post('/api/projects', { name: 'Sunrise', url: 'https://www.sunrise-bakery.example' });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** Connect, then Google's consent page approved and its redirect followed, as the browser does. */
async function connect(client: TestClient, projectId: string): Promise<{ authorize: URL; landed: string | null }> {
  const started = await client.post('/api/seo/search-console/connect', { projectId });
  expect(started.status).toBe(200);
  const authorize = new URL(started.body.url);
  const back = new URL(google.approve(authorize.href));
  const landed = await client.get(`${back.pathname}${back.search}`);
  expect(landed.status).toBe(302);
  return { authorize, landed: landed.headers.get('location') };
}

async function connectedProject(email: string): Promise<{ client: TestClient; projectId: string }> {
  await enterKeys();
  const client = await uplift.member(email, 'professional');
  const projectId = await projectOf(client);
  expect((await connect(client, projectId)).landed).toBe(connected);
  return { client, projectId };
}

async function connectionOf(projectId: string) {
  const [row] = await uplift.server.db
    .select()
    .from(seoSearchConsoleConnections)
    .where(eq(seoSearchConsoleConnections.projectId, projectId));
  return row;
}

const queries = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    query: `sourdough ${index}`,
    clicks: index * 3,
    impressions: index * 40 + 7,
    ctr: (index * 3) / (index * 40 + 7),
    position: 1 + index / 7,
  }));

beforeAll(() => {
  google.sites = [
    { siteUrl: site, permissionLevel: 'siteOwner' },
    { siteUrl: otherSite, permissionLevel: 'siteFullUser' },
    { siteUrl: 'https://unverified.example/', permissionLevel: 'siteUnverifiedUser' },
  ];
  google.rows.set(site, queries(150));
  google.rows.set(otherSite, queries(3));
});

describe('Google Search Console import', () => {
  test('is not offered until an administrator adds the Google app keys, which work at once', async () => {
    const client = await uplift.member('gsc-keys@uplift.test', 'professional');
    const projectId = await projectOf(client);
    expect((await client.get(path(projectId))).body).toEqual({
      configured: false,
      connection: null,
      rows: [],
      total: 0,
      range: null,
      importedAt: null,
    });
    const refused = await client.post('/api/seo/search-console/connect', { projectId });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(searchConsoleMessages.keysMissing);
    await enterKeys();
    expect((await client.get(path(projectId))).body.configured).toBe(true);
  });

  test("connects through Google's consent page with state and PKCE, keeps the tokens sealed and chooses the site's property", async () => {
    await enterKeys();
    const client = await uplift.member('gsc-connect@uplift.test', 'professional');
    const projectId = await projectOf(client);
    const { authorize, landed } = await connect(client, projectId);
    expect(landed).toBe(connected);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${google.origin}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: google.clientId,
      redirect_uri: `${uplift.server.url}/api/seo/search-console/callback`,
      scope: 'https://www.googleapis.com/auth/webmasters.readonly',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    const state = authorize.searchParams.get('state')!;
    const challenge = authorize.searchParams.get('code_challenge')!;
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The code went back with the verifier of that challenge.
    const exchange = google.received
      .filter((request) => request.path === '/token' && request.form.get('grant_type') === 'authorization_code')
      .at(-1)!;
    expect(pkceChallenge(exchange.form.get('code_verifier')!)).toBe(challenge);
    expect(exchange.form.get('redirect_uri')).toBe(`${uplift.server.url}/api/seo/search-console/callback`);

    const row = (await connectionOf(projectId))!;
    const accessToken = google.received
      .filter((request) => request.path === '/webmasters/v3/sites')
      .at(-1)!
      .headers.authorization!.replace('Bearer ', '');
    expect(row.accessToken).toMatch(/^v1:/);
    expect(row.accessToken).not.toContain(accessToken);
    expect(row.refreshToken).toMatch(/^v1:/);
    expect(row.refreshToken).not.toContain('1//');
    // The state was used up, and only its hash was ever stored.
    expect(
      await uplift.server.db.select().from(seoSearchConsoleConnectRequests).where(eq(seoSearchConsoleConnectRequests.stateHash, state)),
    ).toEqual([]);
    const again = await client.get(`/api/seo/search-console/callback?state=${encodeURIComponent(state)}&code=reused`);
    expect(again.headers.get('location')).toBe(failedWith(searchConsoleMessages.connectExpired));

    const answer = await client.get(path(projectId));
    const body = answer.body as SearchConsoleState;
    expect(body).toMatchObject({
      configured: true,
      connection: { property: site, connectedBy: 'gsc-connect@uplift.test', problem: null },
      properties: [site, otherSite],
      rows: [],
      range: null,
      importedAt: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/ya29\.|1\/\/|token/i);
  });

  test("imports the last 28 days' queries, the 100 most clicked shown, replacing the last import", async () => {
    const { client, projectId } = await connectedProject('gsc-import@uplift.test');
    const imported = await client.post('/api/seo/search-console/import', { projectId });
    expect(imported.status).toBe(200);
    const state = imported.body as SearchConsoleState;
    expect(state.range).toEqual(importRange(new Date()));
    expect(state.importedAt).not.toBeNull();
    expect(state.rows).toHaveLength(100);
    expect(state.total).toBe(150);
    expect(state.rows[0]).toEqual({ query: 'sourdough 149', clicks: 447, impressions: 5967, ctr: 447 / 5967, position: 1 + 149 / 7 });
    expect(state.rows.at(-1)?.query).toBe('sourdough 50');
    const asked = google.received
      .filter((request) => request.path === `/webmasters/v3/sites/${encodeURIComponent(site)}/searchAnalytics/query`)
      .at(-1)!;
    expect(asked.json).toEqual({ startDate: state.range!.from, endDate: state.range!.to, dimensions: ['query'], rowLimit: 1000 });
    const connection = (await connectionOf(projectId))!;
    const stored = async () =>
      (
        await uplift.server.db
          .select({ value: count() })
          .from(seoSearchConsoleRows)
          .where(eq(seoSearchConsoleRows.connectionId, connection.id))
      )[0]!.value;
    expect(await stored()).toBe(150);

    google.rows.set(site, queries(150).slice(0, 4));
    try {
      expect(
        ((await client.post('/api/seo/search-console/import', { projectId })).body as SearchConsoleState).rows.map((row) => row.query),
      ).toEqual(['sourdough 3', 'sourdough 2', 'sourdough 1', 'sourdough 0']);
      expect(await stored()).toBe(4);
    } finally {
      google.rows.set(site, queries(150));
    }
  });

  test("chooses another of the account's properties, whose rows replace the other's; one out of reach says so", async () => {
    const { client, projectId } = await connectedProject('gsc-property@uplift.test');
    await client.post('/api/seo/search-console/import', { projectId });
    const unknown = await client.post('/api/seo/search-console/property', { projectId, property: 'https://unverified.example/' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(searchConsoleMessages.unknownProperty);
    const chosen = await client.post('/api/seo/search-console/property', { projectId, property: otherSite });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ connection: { property: otherSite }, rows: [], range: null, importedAt: null });
    expect(((await client.post('/api/seo/search-console/import', { projectId })).body as SearchConsoleState).rows).toHaveLength(3);

    // The Google account lost its access to the property since it connected.
    const sites = google.sites;
    google.sites = sites.filter((entry) => entry.siteUrl !== otherSite);
    try {
      const refused = await client.post('/api/seo/search-console/import', { projectId });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(searchConsoleMessages.noAccess);
      expect((await client.get(path(projectId))).body.connection.problem).toBe(searchConsoleMessages.noAccess);
    } finally {
      google.sites = sites;
    }
  });

  test('renews an expired access token with the refresh token, which stays sealed', async () => {
    const { client, projectId } = await connectedProject('gsc-refresh@uplift.test');
    const before = (await connectionOf(projectId))!;
    const refreshes = () =>
      google.received.filter((request) => request.path === '/token' && request.form.get('grant_type') === 'refresh_token');
    const renewedBefore = refreshes().length;
    const asked = () => google.received.filter((request) => request.path.endsWith('/searchAnalytics/query')).length;
    const askedBefore = asked();
    // Expired on Uplift's clock and on Google's: renewed before asking, so Google is asked once.
    await uplift.server.db
      .update(seoSearchConsoleConnections)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(seoSearchConsoleConnections.id, before.id));
    google.expireAccessTokens();
    expect((await client.post('/api/seo/search-console/import', { projectId })).status).toBe(200);
    expect(refreshes()).toHaveLength(renewedBefore + 1);
    expect(asked()).toBe(askedBefore + 1);
    const refreshToken = refreshes().at(-1)!.form.get('refresh_token')!;
    const after = (await connectionOf(projectId))!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(after.refreshToken).not.toContain(refreshToken);

    // Refused before its time (Google's clock says otherwise): renewed once, and the import goes through.
    google.expireAccessTokens();
    expect((await client.post('/api/seo/search-console/import', { projectId })).status).toBe(200);
    expect(refreshes()).toHaveLength(renewedBefore + 2);
    expect(asked()).toBe(askedBefore + 3);
  });

  test('a grant revoked at Google says to reconnect, and reconnecting keeps the property', async () => {
    const { client, projectId } = await connectedProject('gsc-revoked@uplift.test');
    await client.post('/api/seo/search-console/property', { projectId, property: otherSite });
    await uplift.server.db
      .update(seoSearchConsoleConnections)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(seoSearchConsoleConnections.projectId, projectId));
    google.revokeAll();
    const refused = await client.post('/api/seo/search-console/import', { projectId });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'ACCOUNT_NOT_CONNECTED', message: searchConsoleMessages.reconnect });
    expect((await client.get(path(projectId))).body.connection.problem).toBe(searchConsoleMessages.reconnect);

    expect((await connect(client, projectId)).landed).toBe(connected);
    expect((await client.get(path(projectId))).body.connection).toMatchObject({ property: otherSite, problem: null });
    expect((await client.post('/api/seo/search-console/import', { projectId })).status).toBe(200);
  });

  test('a refusal on the consent page lands on the screen with the reason', async () => {
    await enterKeys();
    const client = await uplift.member('gsc-denied@uplift.test', 'professional');
    const projectId = await projectOf(client);
    const started = await client.post('/api/seo/search-console/connect', { projectId });
    const state = new URL(started.body.url).searchParams.get('state')!;
    const denied = await client.get(`/api/seo/search-console/callback?state=${encodeURIComponent(state)}&error=access_denied`);
    expect(denied.headers.get('location')).toBe(failedWith(searchConsoleMessages.denied));
    expect(await connectionOf(projectId)).toBeUndefined();
  });

  test('disconnecting forgets the tokens and the imported rows', async () => {
    const { client, projectId } = await connectedProject('gsc-disconnect@uplift.test');
    await client.post('/api/seo/search-console/import', { projectId });
    const { id } = (await connectionOf(projectId))!;
    expect((await client.delete(path(projectId))).status).toBe(204);
    expect(await connectionOf(projectId)).toBeUndefined();
    expect(await uplift.server.db.select().from(seoSearchConsoleRows).where(eq(seoSearchConsoleRows.connectionId, id))).toEqual([]);
    expect((await client.get(path(projectId))).body).toMatchObject({ configured: true, connection: null, rows: [] });
  });

  test('Starter is refused with the Professional note', async () => {
    await enterKeys();
    const starter = await uplift.member('gsc-starter@uplift.test');
    const projectId = await projectOf(starter);
    expect((await starter.get(path(projectId))).status).toBe(200);
    for (const [route, body] of [
      ['connect', { projectId }],
      ['import', { projectId }],
      ['property', { projectId, property: site }],
    ] as const) {
      const refused = await starter.post(`/api/seo/search-console/${route}`, body);
      expect(refused.status, route).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE', message: rankMessages.professionalOnly });
    }
  });

  test('a Viewer reads but changes nothing; another workspace gets 404 and cannot use the state', async () => {
    await enterKeys();
    const owner = await uplift.member('gsc-owner@uplift.test', 'professional');
    const projectId = await projectOf(owner);
    const workspaceId = (await owner.get('/api/me')).body.workspace.id as string;
    const started = await owner.post('/api/seo/search-console/connect', { projectId });
    const back = new URL(google.approve(started.body.url));

    const stranger = await uplift.member('gsc-stranger@uplift.test', 'professional');
    const stolen = await stranger.get(`${back.pathname}${back.search}`);
    expect(stolen.headers.get('location')).toBe(failedWith(searchConsoleMessages.connectExpired));
    expect(await connectionOf(projectId)).toBeUndefined();
    expect((await owner.get(`${back.pathname}${back.search}`)).headers.get('location')).toBe(connected);

    const viewer = await uplift.member('gsc-viewer@uplift.test');
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId: (await viewer.get('/api/me')).body.id, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
    expect((await viewer.get(path(projectId))).body.connection.property).toBe(site);

    const writes: Array<[string, (client: TestClient) => ReturnType<TestClient['get']>]> = [
      ['connect', (client) => client.post('/api/seo/search-console/connect', { projectId })],
      ['property', (client) => client.post('/api/seo/search-console/property', { projectId, property: otherSite })],
      ['import', (client) => client.post('/api/seo/search-console/import', { projectId })],
      ['disconnect', (client) => client.delete(path(projectId))],
    ];
    for (const [name, write] of writes) {
      const asViewer = await write(viewer);
      expect(asViewer.status, name).toBe(403);
      expect(asViewer.body.error.code, name).toBe('READ_ONLY');
      expect((await write(stranger)).status, name).toBe(404);
    }
    expect((await stranger.get(path(projectId))).status).toBe(404);
    expect((await owner.get(path(projectId))).body.connection.property).toBe(site);
  });
});
