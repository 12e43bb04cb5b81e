import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiMessages } from '@/shared/messages';
import { startTestServer, testPassword, type TestClient, type TestServer } from '../test/harness';

let server: TestServer;
let admin: TestClient;
let victim: TestClient;
let victimId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedUpClient('admin@uplift.test');
  victim = await server.signedUpClient('victim@uplift.test');
  victimId = (await victim.get('/api/me')).body.id;
});

afterAll(async () => {
  await server?.close();
});

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Written to by other servers and sites; each guards itself with a signature or its own limits. */
const publicWrites = [
  '/api/billing/webhook',
  '/api/event',
  '/api/event/*',
  '/api/email/webhooks/mailgun',
  '/api/email/webhooks/generic',
  '/api/integrations/incoming/:id',
  '/api/integrations/stores/:connectionId',
  '/api/monetization/postbacks/:token',
];
/** The public API answers a workspace key, never a session cookie (ADR 027): no Origin is asked of it. */
const keyOnly = '/api/v1/';
const anyId = '00000000-0000-4000-8000-000000000000';
const concrete = (path: string) => path.replace(/:[^/]+/g, anyId).replace(/\/\*$/, '/sign-out');

/** Every state-changing /api route the app mounts, better-auth's catch-all included. */
function writeRoutes() {
  return server.routes
    .filter(({ path }) => path.startsWith('/api/') && path !== '/api/*' && !publicWrites.includes(path) && !path.startsWith(keyOnly))
    .flatMap(({ method, path }) => (method === 'ALL' ? [{ method: 'POST', path }] : writeMethods.has(method) ? [{ method, path }] : []));
}

/** A form on another site posting with the victim's (admin's) cookie. */
function forged(method: string, path: string, headers: Record<string, string>) {
  return fetch(`${server.url}${concrete(path)}`, {
    method,
    headers: { cookie: admin.cookies, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'role=admin',
  });
}

describe('writes from anywhere but Uplift itself are refused', () => {
  test('every mounted write route refuses a foreign, a sibling and a missing Origin', async () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(30);
    const sibling = `http://127.0.0.1:${Number(new URL(server.url).port) + 1}`;
    for (const { method, path } of routes) {
      // A named origin that is not ours is told what to configure; a missing one is a script or a forgery.
      const origins: [Record<string, string>, string][] = [
        [{ origin: 'https://evil.example' }, apiMessages.originNotServed],
        [{ origin: sibling }, apiMessages.originNotServed],
        [{}, apiMessages.crossOrigin],
        [{ origin: 'null' }, apiMessages.crossOrigin],
      ];
      for (const [headers, message] of origins) {
        const response = await forged(method, path, headers);
        expect({ method, path, headers, status: response.status }).toEqual({ method, path, headers, status: 403 });
        expect(await response.json()).toEqual({ error: { code: 'CROSS_ORIGIN_REQUEST', message } });
      }
    }
  });

  test('a write marked cross-site or same-site by the browser is refused even with our Origin', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await fetch(`${server.url}/api/notifications/read-all`, {
        method: 'POST',
        headers: { cookie: victim.cookies, origin: server.url, 'sec-fetch-site': site, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(403);
    }
  });

  test('our own Origin with a form content type is refused where JSON is expected', async () => {
    const uploads = ['/api/setup/uploads', '/api/email/imports', '/api/monetization/lead-magnets'];
    for (const { method, path } of writeRoutes().filter(({ path }) => !uploads.includes(path))) {
      const response = await forged(method, path, { origin: server.url });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 415 });
    }
  });

  test('the reviewed attacks change nothing: ban, key reveal, sample workspace, mark all read', async () => {
    const evil = { origin: 'https://evil.example' };
    expect((await forged('POST', `/api/admin/users/${victimId}/ban`, evil)).status).toBe(403);
    expect((await victim.get('/api/me')).status).toBe(200);
    expect((await forged('POST', '/api/admin/api-keys/AI_API_KEY/reveal', evil)).status).toBe(403);
    expect((await forged('POST', '/api/workspaces/sample', evil)).status).toBe(403);
    expect((await admin.get('/api/workspaces')).body.workspaces).toHaveLength(1);
    const unread = (await admin.get('/api/notifications')).body.unread;
    expect(unread).toBeGreaterThan(0);
    expect((await forged('POST', '/api/notifications/read-all', evil)).status).toBe(403);
    expect((await admin.get('/api/notifications')).body.unread).toBe(unread);
  });

  test('Uplift’s own pages still write, with or without a body', async () => {
    expect((await victim.post('/api/notifications/read-all')).status).toBe(200);
    const signIn = await server.client().signIn('victim@uplift.test', testPassword);
    expect(signIn.status).toBe(200);
  });

  test("Stripe's webhook is a public write: no Origin needed, its signature decides", async () => {
    const response = await fetch(`${server.url}/api/billing/webhook`, { method: 'POST', body: '{}' });
    expect(response.status).not.toBe(403);
  });
});
