import { hostname, networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiMessages } from '@/shared/messages';
import { startTestServer, testPassword, type TestServer } from '../test/harness';

/** The names this machine answers to at `port`: what a newcomer may type instead of localhost. */
function localOrigins(port: number): string[] {
  const addresses = Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .map(({ address, family }) => (family === 'IPv6' ? `[${address}]` : address));
  return ['localhost', '127.0.0.1', '[::1]', hostname(), ...addresses].map((host) => new URL(`http://${host}:${port}`).origin);
}

let signUps = 0;
/** A sign-up as a browser sends it from a page at `origin`: it passes our middleware and better-auth's check. */
function signUpFrom(server: TestServer, origin: string) {
  return fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email: `person${++signUps}@uplift.test`, password: testPassword, name: '' }),
  });
}

const port = (server: TestServer) => Number(new URL(server.url).port);
const refusal = { error: { code: 'CROSS_ORIGIN_REQUEST', message: apiMessages.originNotServed } };

describe('without PUBLIC_URL, the local names of the same port are Uplift too', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: undefined });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('a sign-up from http://127.0.0.1:PORT succeeds although the default PUBLIC_URL says localhost', async () => {
    const client = server.client();
    expect((await client.signUp('first@uplift.test', testPassword)).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await client.post('/api/notifications/read-all')).status).toBe(200);
  });

  test('so does one from localhost, [::1], the hostname and every interface address', async () => {
    for (const origin of localOrigins(port(server))) {
      const response = await signUpFrom(server, origin);
      expect({ origin, status: response.status }).toEqual({ origin, status: 200 });
    }
  });

  test('a foreign origin, or a local name at another port or scheme, is refused with what to set', async () => {
    const elsewhere = ['https://evil.example', `http://127.0.0.1:${port(server) + 1}`, `https://localhost:${port(server)}`];
    for (const origin of elsewhere) {
      const response = await signUpFrom(server, origin);
      expect({ origin, status: response.status }).toEqual({ origin, status: 403 });
      expect(await response.json()).toEqual(refusal);
    }
  });
});

describe('with PUBLIC_URL set, only it and TRUSTED_ORIGINS are', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The harness sets PUBLIC_URL to http://127.0.0.1:PORT.
    server = await startTestServer({ TRUSTED_ORIGINS: 'https://app.example.com' });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('PUBLIC_URL and a trusted origin sign up', async () => {
    expect((await signUpFrom(server, server.url)).status).toBe(200);
    expect((await signUpFrom(server, 'https://app.example.com')).status).toBe(200);
  });

  test('the other local names are refused, and the answer says what to set', async () => {
    const aliases = localOrigins(port(server)).filter((origin) => origin !== server.url);
    expect(aliases).toContain(`http://localhost:${port(server)}`);
    for (const origin of aliases) {
      const response = await signUpFrom(server, origin);
      expect({ origin, status: response.status }).toEqual({ origin, status: 403 });
      expect(await response.json()).toEqual(refusal);
    }
  });
});
