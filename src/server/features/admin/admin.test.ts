import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminMessages } from '@/shared/admin';
import { SecretBox } from '../../settings/secret-box';
import { adminApiKeys } from '../../settings/schema';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { startTestServer, testPassword, type TestClient, type TestServer } from '../../test/harness';

let stripe: FakeStripe;
let server: TestServer;
let admin: TestClient;
let adminId: string;

beforeAll(async () => {
  // Stripe's address is set, its key is not: the API Keys tab supplies it.
  stripe = await startFakeStripe();
  server = await startTestServer({ APP_SECRET: 'k'.repeat(64), STRIPE_API_URL: stripe.url });
  admin = server.client();
  await admin.signUp('root@uplift.test', testPassword);
  adminId = (await admin.get('/api/me')).body.id;
});

afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

async function member(email: string): Promise<{ client: TestClient; id: string }> {
  const client = server.client();
  await client.signUp(email, testPassword);
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
      const init = { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' };
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
