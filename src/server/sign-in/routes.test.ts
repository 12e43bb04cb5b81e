import { betterAuth } from 'better-auth';
import { memoryAdapter } from 'better-auth/adapters/memory';
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { apiMessages } from '@/shared/messages';
import { loadConfig } from '../config';
import type { CoreDeps } from '../context';
import { testPassword } from '../test/harness';
import { authRoutes } from './routes';

/**
 * Our same-origin middleware refuses an unknown origin before better-auth sees it, so in the running
 * app better-auth's own check is a second net; this puts a real better-auth that refuses the origin
 * straight behind our front.
 */
describe("better-auth's origin refusal", () => {
  test("says what to set instead of a bare 'Invalid origin'", async () => {
    const auth = betterAuth({
      baseURL: 'http://localhost:3000',
      basePath: '/api/auth',
      secret: 'a-secret-for-this-test-only-0123456789',
      database: memoryAdapter({}),
      emailAndPassword: { enabled: true },
      advanced: { disableOriginCheck: false },
      logger: { disabled: true },
    });
    const deps = { auth, config: loadConfig({}) } as unknown as CoreDeps;
    const app = new Hono().route('/api/auth', authRoutes(deps));
    // What @hono/node-server hands the routes: the caller's socket.
    const connection = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

    const response = await app.request(
      '/api/auth/sign-up/email',
      {
        method: 'POST',
        headers: { origin: 'http://192.0.2.9:3000', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'new@uplift.test', password: testPassword, name: '' }),
      },
      connection,
    );

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'CROSS_ORIGIN_REQUEST', message: apiMessages.originNotServed } });
  });
});
