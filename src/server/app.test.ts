import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiMessages, authMessages } from '@/shared/messages';
import { startTestServer, testPassword, type TestClient, type TestResponse, type TestServer } from './test/harness';

let server: TestServer;
let admin: TestClient;
let member: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  member = server.client();
  // The first account is the admin; the second an ordinary user.
  expect((await admin.signUp('admin@example.com', testPassword)).status).toBe(200);
  expect((await member.signUp('member@example.com', testPassword)).status).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

const protectedRoutes: [method: 'get' | 'post', path: string][] = [
  ['get', '/api/me'],
  ['get', '/api/notifications'],
  ['post', '/api/notifications/read-all'],
  ['post', `/api/notifications/${randomUUID()}/read`],
  ['get', '/api/analytics/traffic-change'],
  ['get', '/api/admin/users'],
  ['get', '/api/no-such-route'],
];

describe('access rules', () => {
  test.each(protectedRoutes)('%s %s answers 401 without a session', async (method, path) => {
    const response = await server.client()[method](path);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'UNAUTHORIZED', message: apiMessages.unauthorized } });
  });

  test('a forged session cookie is no session', async () => {
    const forged = await fetch(new URL('/api/me', server.url), {
      headers: { cookie: 'better-auth.session_token=forged.signature' },
    });
    expect(forged.status).toBe(401);
  });

  test('/api/admin/* answers 403 to a non-admin', async () => {
    const response = await member.get('/api/admin/users');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { code: 'FORBIDDEN', message: apiMessages.forbidden } });
  });

  test('/api/admin/* lets the admin through', async () => {
    expect((await admin.get('/api/admin/users')).status).toBe(200);
    const unknown = await admin.get('/api/admin/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
  });

  test('an unknown /api path answers 404 JSON to a signed-in user', async () => {
    for (const response of [await member.get('/api/no-such-route'), await member.post('/api/no-such-route', {})]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: apiMessages.notFound } });
    }
  });

  test("the traffic change is the current project's, null until real visits are recorded", async () => {
    expect((await member.get('/api/analytics/traffic-change')).status).toBe(400);
    const project = await member.post('/api/projects', { name: 'Traffic', url: 'https://traffic.example.com' });
    const response = await member.get(`/api/analytics/traffic-change?projectId=${project.body.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ trafficChange: null });
  });
});

describe('health', () => {
  test('reports the app and a real database check, without a session', async () => {
    const response = await server.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      app: { name: 'uplift', version: expect.any(String) },
      database: { status: 'ok', driver: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });
});

describe('bad input to sign-in and sign-up', () => {
  const longEmail = `${'a'.repeat(64)}@${'b'.repeat(186)}.com`; // 255 characters
  const longPassword = 'p'.repeat(129);
  const endpoints = ['/api/auth/sign-in/email', '/api/auth/sign-up/email'];

  const cases: [label: string, body: string, message: string | undefined][] = [
    ['malformed JSON', '{"email": "a@example.com", ', apiMessages.malformedJson],
    ['no body fields', '{}', authMessages.emailOrPhoneRequired],
    ['no password', JSON.stringify({ email: 'a@example.com' }), authMessages.emailOrPhoneRequired],
    ['no e-mail', JSON.stringify({ password: testPassword }), authMessages.emailOrPhoneRequired],
    ['a blank e-mail', JSON.stringify({ email: '   ', password: testPassword }), authMessages.emailOrPhoneRequired],
    ['a number for the e-mail', JSON.stringify({ email: 123, password: testPassword }), undefined],
    ['an object for the password', JSON.stringify({ email: 'a@example.com', password: {} }), undefined],
    ['a JSON array', '[]', undefined],
    ['JSON null', 'null', undefined],
    ['an e-mail over 254 characters', JSON.stringify({ email: longEmail, password: testPassword }), authMessages.emailTooLong],
    ['a password over 128 characters', JSON.stringify({ email: 'a@example.com', password: longPassword }), authMessages.passwordTooLong],
    ['an address that is not an e-mail', JSON.stringify({ email: 'not-an-email', password: testPassword }), authMessages.invalidEmail],
  ];

  for (const endpoint of endpoints) {
    test.each(cases)(`${endpoint}: %s answers 400`, async (_label, body, message) => {
      const response = await server.client().postRaw(endpoint, body);
      expectBadRequest(response, message);
    });
  }

  test('sign-up refuses a password under 6 characters', async () => {
    const response = await server.client().signUp('short@example.com', '12345');
    expectBadRequest(response, authMessages.passwordTooShort);
  });

  test('an e-mail of exactly 254 characters is not refused for its length', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(email).toHaveLength(254);
    const response = await server.client().signIn(email, testPassword);
    expect(response.status).toBe(401);
  });

  test('malformed JSON to another auth endpoint answers 400', async () => {
    const response = await member.postRaw('/api/auth/sign-out', '{');
    expectBadRequest(response, apiMessages.malformedJson);
  });
});

function expectBadRequest(response: TestResponse, message: string | undefined) {
  expect(response.status).toBe(400);
  expect(response.body.error.code).toMatch(/^(MALFORMED_JSON|VALIDATION_FAILED)$/);
  if (message) expect(response.body.error.message).toBe(message);
  else expect(response.body.error.message).toEqual(expect.any(String));
}
