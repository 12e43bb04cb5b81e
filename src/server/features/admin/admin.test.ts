import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminMessages } from '@/shared/admin/admin';
import { SecretBox } from '../../settings/secret-box';
import { content } from '../content';
import { adminApiKeys } from '../../settings/schema';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { startTestServer, testPassword, type TestClient, type TestServer } from '../../test/harness';

const metricsToken = 'scraper-token-0123456789';
let stripe: FakeStripe;
let server: TestServer;
let admin: TestClient;
let adminId: string;

beforeAll(async () => {
  // Stripe's address is set, its key is not: the API Keys tab supplies it.
  stripe = await startFakeStripe();
  server = await startTestServer({ APP_SECRET: 'k'.repeat(64), STRIPE_API_URL: stripe.url, METRICS_TOKEN: metricsToken });
  admin = server.client();
  await admin.signUp('root@uplift.test', testPassword);
  adminId = (await admin.get('/api/me')).body.id;
});

afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

async function member(email: string): Promise<{ client: TestClient; id: string }> {
  const client = await server.signedUpClient(email);
  return { client, id: (await client.get('/api/me')).body.id };
}

describe('every admin route is guarded', () => {
  const concrete = (path: string) => path.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000');

  test('answers 401 signed out and 403 to a non-admin', async () => {
    const adminRoutes = server.routes.filter(({ path, method }) => path.startsWith('/api/admin/') && method !== 'ALL');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
    const { client } = await member('curious@uplift.test');
    for (const { method, path } of adminRoutes) {
      const url = `${server.url}${concrete(path)}`;
      const init = {
        method,
        headers: { 'content-type': 'application/json', origin: server.url },
        body: method === 'GET' ? undefined : '{}',
      };
      expect({ path, method, status: (await fetch(url, init)).status }).toEqual({ path, method, status: 401 });
      const asMember = await fetch(url, { ...init, headers: { ...init.headers, cookie: client.cookies } });
      expect({ path, method, status: asMember.status }).toEqual({ path, method, status: 403 });
    }
  });

  test("better-auth's own admin endpoints are closed", async () => {
    const { id } = await member('bypass@uplift.test');
    const direct = await admin.post('/api/auth/admin/set-role', { userId: adminId, role: 'user' });
    expect(direct.status).toBe(404);
    expect((await admin.post('/api/auth/admin/ban-user', { userId: id })).status).toBe(404);
    expect((await admin.get('/api/me')).body.isAdmin).toBe(true);
  });
});

describe('users', () => {
  test('lists users newest first with role, status and plan, a page at a time', async () => {
    for (let index = 0; index < 3; index++) await member(`paged-${index}@uplift.test`);
    const page = (await admin.get('/api/admin/users?pageSize=2&page=1')).body;
    expect(page.pageSize).toBe(2);
    expect(page.users.map((row: { email: string }) => row.email)).toEqual(['paged-2@uplift.test', 'paged-1@uplift.test']);
    expect(page.users[0]).toMatchObject({ role: 'user', status: 'Active', plan: 'starter', planOverride: null });
    const next = (await admin.get('/api/admin/users?pageSize=2&page=2')).body;
    expect(next.users[0].email).toBe('paged-0@uplift.test');
    expect(page.total).toBe(next.total);
  });

  test('searches by the start of the e-mail or name, treating % and _ as letters', async () => {
    await member('zebra.searchable@uplift.test');
    const found = (await admin.get('/api/admin/users?search=ZEBRA')).body;
    expect(found.users.map((row: { email: string }) => row.email)).toEqual(['zebra.searchable@uplift.test']);
    expect(found.total).toBe(1);
    expect((await admin.get('/api/admin/users?search=%25')).body.total).toBe(0);
    expect((await admin.get('/api/admin/users?search=_')).body.total).toBe(0);
  });

  test('answers 400 to a bad page', async () => {
    expect((await admin.get('/api/admin/users?page=0')).status).toBe(400);
    expect((await admin.get('/api/admin/users?pageSize=1000')).status).toBe(400);
  });

  test('makes and removes admins, but never the last one', async () => {
    const alone = await admin.put(`/api/admin/users/${adminId}/role`, { role: 'user' });
    expect(alone.status).toBe(409);
    expect(alone.body.error).toEqual({ code: 'LAST_ADMIN', message: adminMessages.lastAdmin });

    const { client, id } = await member('deputy@uplift.test');
    expect((await admin.put(`/api/admin/users/${id}/role`, { role: 'admin' })).status).toBe(200);
    expect((await client.get('/api/me')).body.isAdmin).toBe(true);
    const listed = (await admin.get('/api/admin/users?search=deputy')).body.users[0];
    expect(listed).toMatchObject({ role: 'admin', plan: 'enterprise' });

    // Two admins now: one may step down, and then the other is the last again.
    expect((await client.put(`/api/admin/users/${id}/role`, { role: 'user' })).status).toBe(200);
    expect((await admin.put(`/api/admin/users/${adminId}/role`, { role: 'user' })).status).toBe(409);
    expect((await admin.put(`/api/admin/users/${id}/role`, { role: 'owner' })).status).toBe(400);
  });

  test('banning ends the user’s sessions; unbanning lets them sign in again', async () => {
    const { client, id } = await member('troublemaker@uplift.test');
    const second = server.client();
    await second.signIn('troublemaker@uplift.test', testPassword);

    expect((await admin.post(`/api/admin/users/${id}/ban`)).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await second.get('/api/me')).status).toBe(401);
    expect((await server.client().signIn('troublemaker@uplift.test', testPassword)).status).toBe(403);
    expect((await admin.get('/api/admin/users?search=troublemaker')).body.users[0].status).toBe('Banned');

    expect((await admin.post(`/api/admin/users/${id}/unban`)).status).toBe(200);
    expect((await server.client().signIn('troublemaker@uplift.test', testPassword)).status).toBe(200);
  });

  test('an admin cannot ban themselves, and an unknown user is 404', async () => {
    expect((await admin.post(`/api/admin/users/${adminId}/ban`)).status).toBe(400);
    expect((await admin.post('/api/admin/users/nobody/ban')).status).toBe(404);
  });
});

describe('API keys', () => {
  test('are stored sealed: not the plaintext in the database, and they open back to it', async () => {
    const saved = await admin.put('/api/admin/api-keys/AI_API_KEY', { value: 'sk-ai-plaintext-123456' });
    expect(saved.status).toBe(200);
    const [row] = await server.db.select().from(adminApiKeys).where(eq(adminApiKeys.keyName, 'AI_API_KEY'));
    expect(row!.sealedValue).not.toContain('sk-ai-plaintext');
    expect(new SecretBox('k'.repeat(64)).open(row!.sealedValue)).toBe('sk-ai-plaintext-123456');
  });

  test('are listed masked, revealed only on request, and every change and reveal is audited without the value', async () => {
    await admin.put('/api/admin/api-keys/STRIPE_WEBHOOK_SECRET', { value: 'whsec_listed_secret_9876' });
    const { keys, audit } = (await admin.get('/api/admin/api-keys')).body;
    const row = keys.find((key: { name: string }) => key.name === 'STRIPE_WEBHOOK_SECRET');
    expect(row).toMatchObject({ source: 'stored', maskedValue: '••••••••9876', secret: true });
    expect(JSON.stringify(keys)).not.toContain('whsec_listed_secret');

    const revealed = await admin.post('/api/admin/api-keys/STRIPE_WEBHOOK_SECRET/reveal');
    expect(revealed.body).toEqual({ name: 'STRIPE_WEBHOOK_SECRET', value: 'whsec_listed_secret_9876' });
    const after = (await admin.get('/api/admin/api-keys')).body.audit;
    expect(after[0]).toMatchObject({ keyName: 'STRIPE_WEBHOOK_SECRET', action: 'revealed', actorEmail: 'root@uplift.test' });
    expect(after.length).toBeGreaterThan(audit.length);
    expect(JSON.stringify(after)).not.toContain('whsec_');
  });

  test('a new Stripe key works on the next request, without a restart', async () => {
    const { client } = await member('buyer@uplift.test');
    expect((await client.get('/api/billing')).body.paymentsEnabled).toBe(false);
    expect((await admin.post('/api/admin/billing/import')).status).toBe(503);

    expect((await admin.put('/api/admin/api-keys/STRIPE_SECRET_KEY', { value: stripe.secretKey })).status).toBe(200);
    expect((await client.get('/api/billing')).body.paymentsEnabled).toBe(true);
    expect((await admin.post('/api/admin/billing/import')).body).toEqual({ products: 0, prices: 0 });

    expect((await admin.put('/api/admin/api-keys/STRIPE_SECRET_KEY', { value: '' })).status).toBe(200);
    expect((await client.get('/api/billing')).body.paymentsEnabled).toBe(false);
  });

  test('refuses unknown key names', async () => {
    expect((await admin.put('/api/admin/api-keys/NOT_A_KEY', { value: 'x' })).status).toBe(404);
    expect((await admin.post('/api/admin/api-keys/NOT_A_KEY/reveal')).status).toBe(404);
  });
});

describe('overview, content and system', () => {
  test('counts what is in the database and checks the database, AI and e-mail for real', async () => {
    const before = (await admin.get('/api/admin/overview')).body;
    await member('counted@uplift.test');
    const overview = (await admin.get('/api/admin/overview')).body;
    expect(overview.totals.users).toBe(before.totals.users + 1);
    expect(overview.totals).toMatchObject({ content: expect.any(Number), projects: 0, campaigns: 0 });
    expect(overview.status.database).toMatchObject({ state: 'ok', label: 'Online' });
    expect(overview.status.ai).toMatchObject({ state: 'warning', label: 'Offline writer' });
    expect(overview.status.email).toMatchObject({ state: 'warning', label: 'Outbox' });
    // Scheduled work (analytics rollups every minute) may be waiting or under way at any moment.
    expect(overview.status.jobs).toMatchObject({
      state: 'ok',
      label: 'Running',
      detail: expect.stringMatching(/^\d+ pending, \d+ running, 0 failed$/),
    });
  });

  test('reports an AI provider as Active when it answers and Unreachable when it does not', async () => {
    const provider = createServer((request, response) => {
      const authorised = request.headers.authorization === 'Bearer sk-local-provider-key';
      response.writeHead(authorised && request.url === '/v1/models' ? 200 : 401, { 'content-type': 'application/json' });
      response.end('{"data":[]}');
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
    try {
      await admin.put('/api/admin/api-keys/AI_BASE_URL', { value: base });
      await admin.put('/api/admin/api-keys/AI_API_KEY', { value: 'sk-local-provider-key' });
      expect((await admin.get('/api/admin/overview')).body.status.ai).toMatchObject({ state: 'ok', label: 'Active' });
      await admin.put('/api/admin/api-keys/AI_API_KEY', { value: 'sk-wrong-key-0000' });
      expect((await admin.get('/api/admin/overview')).body.status.ai).toMatchObject({ state: 'error', label: 'Unreachable' });
    } finally {
      await admin.put('/api/admin/api-keys/AI_BASE_URL', { value: '' });
      await admin.put('/api/admin/api-keys/AI_API_KEY', { value: '' });
      provider.close();
    }
  });

  test('lists content newest first with its author: full name, else e-mail, else Unknown', async () => {
    const { id } = await member('writer@uplift.test');
    const workspaceId = (await admin.get('/api/admin/users?search=writer')).body.users[0].workspaceId;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    await server.db.insert(content).values([
      { workspaceId, createdBy: id, title: 'Older post', type: 'blog', body: {}, status: 'published', createdAt: at(1) },
      { workspaceId, createdBy: null, title: 'Orphan post', type: 'social', body: [], status: 'scheduled', createdAt: at(2) },
    ]);
    const page = (await admin.get('/api/admin/content?pageSize=100')).body;
    const rows = page.content.filter((row: { title: string }) => ['Older post', 'Orphan post'].includes(row.title));
    expect(rows).toEqual([
      expect.objectContaining({ title: 'Orphan post', author: 'Unknown', status: 'scheduled', type: 'social' }),
      expect.objectContaining({ title: 'Older post', author: 'writer@uplift.test', status: 'published' }),
    ]);
  });

  test('gives real system figures: tables, size, response times and uptime', async () => {
    const system = (await admin.get('/api/admin/system')).body;
    expect(system.database).toMatchObject({ connected: true, driver: expect.stringMatching(/pglite|postgres/) });
    expect(system.database.tables).toBeGreaterThanOrEqual(15);
    expect(system.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(system.requests.lastHour).toBeGreaterThan(10);
    expect(system.requests.p50Ms).toBeGreaterThan(0);
    expect(system.requests.errorRate).toBeGreaterThanOrEqual(0);
    expect(system.process.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  test('serves Prometheus metrics to an admin or the metrics token only', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const { client } = await member('scraper-wannabe@uplift.test');
    expect((await client.get('/metrics')).status).toBe(403);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0000000' } })).status).toBe(401);

    const scraped = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    const text = await scraped.text();
    expect(text).toMatch(/^uplift_http_requests_total \d+$/m);
    expect(text).toMatch(/^uplift_database_up 1$/m);
    expect(text).toMatch(/^uplift_http_request_duration_milliseconds\{quantile="0.95"\} [\d.]+$/m);
    expect((await admin.get('/metrics')).status).toBe(200);
  });
});
