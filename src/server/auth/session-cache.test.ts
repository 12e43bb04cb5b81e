import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, testPassword, type TestClient, type TestServer } from '../test/harness';

// Signed-in requests are answered from a short-lived session cache; these are the changes that must
// still take effect on the very next request.
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await admin.signUp('admin@example.com', testPassword);
});

afterAll(async () => {
  await server?.close();
});

async function signedUpUser(email: string): Promise<{ client: TestClient; id: string }> {
  const client = server.client();
  await client.signUp(email, testPassword);
  const me = await client.get('/api/me');
  expect(me.status).toBe(200);
  return { client, id: me.body.id };
}

describe('session cache', () => {
  test('a session cookie kept after sign-out opens nothing', async () => {
    const { client } = await signedUpUser('copied@example.com');
    const copy = server.client(client.cookies);
    expect((await copy.get('/api/me')).status).toBe(200);

    expect((await client.signOut()).status).toBe(200);
    expect((await copy.get('/api/me')).status).toBe(401);
  });

  test('a ban ends the banned user’s sessions at once', async () => {
    const { client, id } = await signedUpUser('banned@example.com');
    expect((await admin.post(`/api/admin/users/${id}/ban`)).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  test('a role change applies to the next request', async () => {
    const { client, id } = await signedUpUser('promoted@example.com');
    expect((await client.get('/api/admin/anything')).status).toBe(403);

    expect((await admin.put(`/api/admin/users/${id}/role`, { role: 'admin' })).status).toBe(200);
    expect((await client.get('/api/me')).body.isAdmin).toBe(true);

    expect((await admin.put(`/api/admin/users/${id}/role`, { role: 'user' })).status).toBe(200);
    expect((await client.get('/api/admin/anything')).status).toBe(403);
  });

  test('a changed name shows on the next read', async () => {
    const { client } = await signedUpUser('renamed@example.com');
    expect((await client.post('/api/auth/update-user', { name: 'Renée' })).status).toBe(200);
    expect((await client.get('/api/me')).body.fullName).toBe('Renée');
  });
});

describe('session cache turned off', () => {
  test('SESSION_CACHE_SECONDS=0 still signs people in', async () => {
    const uncached = await startTestServer({ SESSION_CACHE_SECONDS: '0' });
    try {
      const client = uncached.client();
      await client.signUp('plain@example.com', testPassword);
      expect((await client.get('/api/me')).status).toBe(200);
      expect((await client.signOut()).status).toBe(200);
      expect((await client.get('/api/me')).status).toBe(401);
    } finally {
      await uncached.close();
    }
  });
});

describe('session cache and odd cookies', () => {
  test('a forged value sent beside a real cookie never becomes a session', async () => {
    const { client } = await signedUpUser('mixed-cookies@example.com');
    const [name, value] = client.cookies.split('=') as [string, string];
    const mixed = await fetch(`${server.url}/api/me`, {
      headers: { cookie: `${name}=${value}\u00a0; ${name}=totally-forged-value` },
    });
    await mixed.arrayBuffer();
    const forged = await fetch(`${server.url}/api/me`, { headers: { cookie: `${name}=totally-forged-value` } });
    expect(forged.status).toBe(401);
  });
});
