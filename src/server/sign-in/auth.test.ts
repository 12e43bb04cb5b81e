import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loginErrorText } from '@/shared/auth';
import { apiMessages, authMessages } from '@/shared/messages';
import { usageKeys } from '@/shared/user';
import { startTestServer, testPassword, type TestClient, type TestResponse, type TestServer } from '../test/harness';

const sessionCookieName = 'better-auth.session_token';

let server: TestServer;
let admin: TestClient;
let adminSignUp: TestResponse;
let adminSetCookies: string[];

beforeAll(async () => {
  server = await startTestServer();
  // The first account of the instance; the e-mail arrives padded and in mixed case.
  admin = server.client();
  adminSignUp = await admin.signUp('  Admin@Example.COM ', testPassword);
  adminSetCookies = admin.lastSetCookies;
});

afterAll(async () => {
  await server?.close();
});

describe('sign-up', () => {
  test('answers 200 and sets an HttpOnly, SameSite=Lax session cookie, not Secure over http', () => {
    expect(adminSignUp.status).toBe(200);
    const sessionCookie = adminSetCookies.find((cookie) => cookie.startsWith(`${sessionCookieName}=`));
    expect(sessionCookie).toBeDefined();
    const attributes = sessionCookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).not.toContain('secure');
  });

  test('stores the e-mail trimmed and lower-cased', async () => {
    const me = await admin.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('admin@example.com');
  });

  test('makes the first account an admin on enterprise', async () => {
    const me = await admin.get('/api/me');
    expect(me.body).toMatchObject({ isAdmin: true, plan: 'enterprise' });
  });

  test('makes a later account a user on starter, named after the e-mail local part', async () => {
    const user = server.client();
    expect((await user.signUp('later.user@example.com', testPassword)).status).toBe(200);
    const me = await user.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'later.user@example.com',
      name: 'later.user',
      isAdmin: false,
      plan: 'starter',
      workspace: { role: 'owner' },
    });
  });

  test('refuses an e-mail that is already registered', async () => {
    const duplicate = await server.client().signUp('admin@example.com', testPassword);
    expect(duplicate.status).toBeGreaterThanOrEqual(400);
    expect(duplicate.status).toBeLessThan(500);
    expect(duplicate.body.error.code).toMatch(/^USER_ALREADY_EXISTS/);
    expect(loginErrorText(duplicate.body.error)).toBe(authMessages.alreadyRegistered);
  });
});

describe('/api/me', () => {
  test('answers the client user with every usage key and one team member', async () => {
    const me = await admin.get('/api/me');
    expect(me.body).toMatchObject({
      id: expect.any(String),
      email: 'admin@example.com',
      name: 'admin',
      emailVerified: false,
      workspace: { id: expect.any(String), name: expect.any(String), role: 'owner' },
    });
    expect(Object.keys(me.body.usage).sort()).toEqual([...usageKeys].sort());
    expect(me.body.usage).toMatchObject({
      contentGeneration: 0,
      socialAccounts: 0,
      emailContacts: 0,
      projects: 0,
      teamMembers: 1,
      storage: 0,
    });
  });
});

describe('sign-in and sign-out', () => {
  test('signs in with the right password, whatever the case and padding of the e-mail', async () => {
    const client = server.client();
    const signIn = await client.signIn('  ADMIN@example.com', testPassword);
    expect(signIn.status).toBe(200);
    expect((await client.get('/api/me')).body.email).toBe('admin@example.com');
  });

  test('answers 401 INVALID_EMAIL_OR_PASSWORD to a wrong password', async () => {
    const client = server.client();
    const signIn = await client.signIn('admin@example.com', 'not-the-password');
    expect(signIn.status).toBe(401);
    expect(signIn.body.error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(loginErrorText(signIn.body.error)).toBe(authMessages.invalidCredentials);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  test('answers the same to an unknown e-mail', async () => {
    const signIn = await server.client().signIn('nobody@example.com', testPassword);
    expect(signIn.status).toBe(401);
    expect(signIn.body.error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  test('sign-out with no body at all ends the session too', async () => {
    const client = await server.signedUpClient('bare.sign.out@example.com');
    const bare = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: client.cookies, origin: server.url },
    });
    expect(bare.status).toBe(200);
    expect((await server.client(client.cookies).get('/api/me')).status).toBe(401);
  });

  test('sign-out ends the session', async () => {
    const client = server.client();
    await client.signUp('leaving@example.com', testPassword);
    expect((await client.get('/api/me')).status).toBe(200);

    expect((await client.signOut()).status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.status).toBe(401);
    expect(me.body.error).toEqual({ code: 'UNAUTHORIZED', message: apiMessages.unauthorized });
  });
});

describe("better-auth's bodies pass Uplift's validation first", () => {
  const name = async (client: TestClient) => (await client.get('/api/me')).body.fullName;

  test('sign-up refuses a NUL in the name and a password of spaces with 400, storing nothing', async () => {
    const nul = await server.client().signUp('nul.name@example.com', testPassword, 'Ann\u0000Lee');
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: authMessages.nameInvalid } });
    const blank = await server.client().signUp('blank.password@example.com', '      ');
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(authMessages.passwordBlank);
    expect((await server.client().signIn('blank.password@example.com', '      ')).status).toBe(401);
  });

  test('update-user refuses a NUL, an object and a 900 KB name with 400, and keeps the stored name', async () => {
    const client = await server.signedUpClient('profile.edit@example.com');
    expect((await client.post('/api/auth/update-user', { name: 'Ada Lovelace' })).status).toBe(200);
    for (const bad of ['Ada\u0000', { a: 1 }, 'x'.repeat(900 * 1024), 42]) {
      const response = await client.post('/api/auth/update-user', { name: bad });
      expect({ bad: String(bad).slice(0, 20), status: response.status }).toEqual({ bad: String(bad).slice(0, 20), status: 400 });
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect(await name(client)).toBe('Ada Lovelace');
  });

  test('update-user passes only the name: no role, no ban, no photo address', async () => {
    const client = await server.signedUpClient('sneaky@example.com');
    const sneaky = await client.post('/api/auth/update-user', { name: 'Sneaky', role: 'admin', banned: true, emailVerified: true });
    expect(sneaky.status).toBe(200);
    expect((await client.get('/api/me')).body).toMatchObject({ fullName: 'Sneaky', isAdmin: false, emailVerified: false });
    await client.post('/api/auth/update-user', { name: 'Sneaky', image: 'javascript:alert(1)' });
    expect((await client.get('/api/me')).body.image).toBeNull();
  });

  test('a better-auth endpoint Uplift does not use answers 404 to a write', async () => {
    const client = await server.signedUpClient('unused.endpoints@example.com');
    for (const path of ['/api/auth/delete-user', '/api/auth/revoke-sessions', '/api/auth/set-password', '/api/auth/no-such-endpoint']) {
      expect({ path, status: (await client.post(path, {})).status }).toEqual({ path, status: 404 });
    }
    expect((await client.get('/api/me')).status).toBe(200);
  });
});

describe('sign-in rate limit', () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({ AUTH_SIGN_IN_RATE_LIMIT: '3' });
  });

  afterAll(async () => {
    await limited?.close();
  });

  test('answers 429 to the fourth attempt within a minute', async () => {
    const client = limited.client();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await client.signIn('guess@example.com', `guess-${attempt}`)).status).toBe(401);
    }
    const fourth = await client.signIn('guess@example.com', testPassword);
    expect(fourth.status).toBe(429);
  });
});
