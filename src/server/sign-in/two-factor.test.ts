import { describe, expect, test } from 'vitest';
import { credentialMessages } from '@/shared/credentials';
import { errorCodes } from '@/shared/error-codes';
import { testPassword, type TestClient } from '../test/harness';
import { totpCode } from '../test/totp';
import { useTestServer } from '../test/use-test-server';

const ctx = useTestServer();
const step = 30_000;

/** An account with two-factor sign-in on, confirmed with the app's code of the step at `at`. */
async function withTwoFactor(email: string, at: number): Promise<{ client: TestClient; totpURI: string }> {
  const client = await ctx.member(email);
  const { totpURI } = (await client.post('/api/auth/two-factor/enable', { password: testPassword })).body as { totpURI: string };
  expect((await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI, at) })).status).toBe(200);
  return { client, totpURI };
}

/** A sign-in waiting at the second step. */
async function waitingForCode(email: string): Promise<TestClient> {
  const device = ctx.server.client();
  expect((await device.signIn(email, testPassword)).body).toMatchObject({ twoFactorRedirect: true });
  return device;
}

// Codes are taken at steps around one instant: the server accepts a step either side of its own, so
// the answers do not depend on where in its 30 seconds the test runs.
describe('a code from the app works once (RFC 6238 §5.2)', () => {
  test('two sign-ins waiting at the second step cannot both get in with one code', async () => {
    const now = Date.now();
    const email = 'totp.twice@example.com';
    const { totpURI } = await withTwoFactor(email, now);
    const [first, second] = [await waitingForCode(email), await waitingForCode(email)];
    const code = totpCode(totpURI, now + step);

    expect((await first.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);
    const replayed = await second.post('/api/auth/two-factor/verify-totp', { code });
    expect(replayed.status).toBe(401);
    expect(replayed.body.error).toMatchObject({ code: errorCodes.TOTP_CODE_USED, message: credentialMessages.twoFactorCodeUsed });
    expect((await second.get('/api/me')).status).toBe(401);
    expect((await first.get('/api/me')).body.email).toBe(email);
  });

  test('nor when both send it at once', async () => {
    const now = Date.now();
    const email = 'totp.race@example.com';
    const { totpURI } = await withTwoFactor(email, now);
    const devices = [await waitingForCode(email), await waitingForCode(email), await waitingForCode(email)];
    const code = totpCode(totpURI, now + step);
    const answers = await Promise.all(devices.map((device) => device.post('/api/auth/two-factor/verify-totp', { code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  test('the code that turned it on, or one older than the last taken, does not sign in', async () => {
    const now = Date.now();
    const email = 'totp.older@example.com';
    const { totpURI } = await withTwoFactor(email, now);
    const phone = await waitingForCode(email);
    expect((await phone.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI, now) })).body.error.code).toBe(
      errorCodes.TOTP_CODE_USED,
    );
    expect((await phone.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI, now + step) })).status).toBe(200);
    const tablet = await waitingForCode(email);
    expect((await tablet.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI, now) })).body.error.code).toBe(
      errorCodes.TOTP_CODE_USED,
    );
  });

  test('turning it off takes a code not used before', async () => {
    const now = Date.now();
    const { client, totpURI } = await withTwoFactor('totp.off@example.com', now);
    const reused = await client.post('/api/auth/two-factor/disable', { password: testPassword, code: totpCode(totpURI, now) });
    expect(reused.body.error).toMatchObject({ code: errorCodes.TOTP_CODE_USED, message: credentialMessages.twoFactorCodeUsed });
    expect(
      (await client.post('/api/auth/two-factor/disable', { password: testPassword, code: totpCode(totpURI, now + step) })).status,
    ).toBe(200);
  });
});
