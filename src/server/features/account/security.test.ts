import { describe, expect, test } from 'vitest';
import { accountMessages } from '@/shared/account/account';
import { testPassword, type TestClient } from '../../test/harness';
import { lastMailTo, mailCountTo } from '../../test/outbox';
import { totpCode } from '../../test/totp';
import { useTestServer } from '../../test/use-test-server';

const ctx = useTestServer();
const newPassword = 'battery-staple-9';

/** A second sign-in of the same account: another browser. */
async function anotherDevice(email: string, password = testPassword): Promise<TestClient> {
  const client = ctx.server.client();
  expect((await client.signIn(email, password)).status).toBe(200);
  return client;
}

/** Follows a mailed link from the API's own address, as the browser does, without leaving for the page. */
async function openLink(client: TestClient, link: string) {
  const url = new URL(link);
  return client.get(`${url.pathname}${url.search}`);
}

describe('change password', () => {
  test('checks the current password and the new one, then ends every other session', async () => {
    const email = 'change.password@example.com';
    const client = await ctx.member(email);
    const laptop = await anotherDevice(email);

    const wrong = await client.post('/api/auth/change-password', { currentPassword: 'not-it-123', newPassword });
    expect(wrong.status).toBe(400);
    const short = await client.post('/api/auth/change-password', { currentPassword: testPassword, newPassword: '12345' });
    expect(short.body.error).toEqual({ code: 'VALIDATION_FAILED', message: accountMessages.passwordTooShort });
    const empty = await client.post('/api/auth/change-password', { currentPassword: '', newPassword });
    expect(empty.body.error.message).toBe(accountMessages.fillAllPasswordFields);

    // Even a caller that asks to keep the other sessions has them ended.
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: testPassword,
      newPassword,
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await ctx.server.client().signIn(email, testPassword)).status).toBe(401);
    expect((await ctx.server.client().signIn(email, newPassword)).status).toBe(200);
  });
});

describe('forgot password', () => {
  test('answers alike whether or not the address has an account, and mails only a real one', async () => {
    const email = 'forgot.me@example.com';
    await ctx.member(email);
    const visitor = ctx.server.client();
    const known = await visitor.post('/api/auth/request-password-reset', { email });
    const unknown = await visitor.post('/api/auth/request-password-reset', { email: 'nobody.here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    expect(await mailCountTo(ctx.server.db, 'nobody.here@example.com')).toBe(0);
    expect((await lastMailTo(ctx.server.db, email))?.subject).toBe('Choose a new password for Uplift');
  });

  test('a reset link works once, lands on our page, and ends every session', async () => {
    const email = 'reset.link@example.com';
    const client = await ctx.member(email);
    const visitor = ctx.server.client();
    // The caller cannot choose where the link lands.
    await visitor.post('/api/auth/request-password-reset', { email, redirectTo: 'https://evil.example/steal' });
    const mail = await lastMailTo(ctx.server.db, email);
    const landing = await openLink(visitor, mail!.link);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location')!, ctx.server.url);
    expect(target.origin).toBe(ctx.server.url);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;

    expect((await visitor.post('/api/auth/reset-password', { token, newPassword: 'short' })).status).toBe(400);
    // A token is better-auth's letters and digits: anything else is refused before it is looked up.
    for (const malformed of ['\u0000', `${token}!`, 'x'.repeat(201)]) {
      expect((await visitor.post('/api/auth/reset-password', { token: malformed, newPassword })).body.error.message).toBe(
        accountMessages.resetLinkInvalid,
      );
    }
    expect((await visitor.get('/api/auth/reset-password/%00?callbackURL=%2Freset-password')).status).toBe(404);
    expect((await visitor.get(`/api/auth/reset-password/${token}?callbackURL=https%3A%2F%2Fevil.example`)).status).toBe(400);
    expect((await visitor.post('/api/auth/reset-password', { token, newPassword })).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await visitor.post('/api/auth/reset-password', { token, newPassword: 'another-one-1' })).status).toBe(400);
    expect((await ctx.server.client().signIn(email, newPassword)).status).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  test('is set up with the password and a first code, then asked for at sign-in', async () => {
    const email = 'two.factor@example.com';
    const client = await ctx.member(email);
    expect((await client.post('/api/auth/two-factor/enable', { password: 'wrong-password' })).status).toBe(400);
    const enabled = await client.post('/api/auth/two-factor/enable', { password: testPassword });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = enabled.body as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Uplift:/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);

    // Not on until the app's first code confirms it.
    const beforeConfirming = ctx.server.client();
    expect((await beforeConfirming.signIn(email, testPassword)).body.twoFactorRedirect).toBeUndefined();
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: 'abc' })).body.error.message).toBe(
      accountMessages.twoFactorCodeRequired,
    );
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })).status).toBe(200);

    const phone = ctx.server.client();
    const signIn = await phone.signIn(email, testPassword);
    expect(signIn.body).toMatchObject({ twoFactorRedirect: true });
    expect((await phone.get('/api/me')).status).toBe(401);
    // The confirming code was used once: the app's next one signs in.
    const nextCode = totpCode(totpURI, Date.now() + 30_000);
    const wrongCode = String((Number(nextCode) + 1) % 1_000_000).padStart(6, '0');
    expect((await phone.post('/api/auth/two-factor/verify-totp', { code: wrongCode })).status).toBe(401);
    expect((await phone.post('/api/auth/two-factor/verify-totp', { code: nextCode })).status).toBe(200);
    expect((await phone.get('/api/me')).body.email).toBe(email);

    // A backup code stands in for the app once.
    const tablet = ctx.server.client();
    await tablet.signIn(email, testPassword);
    expect((await tablet.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(200);
    expect((await tablet.get('/api/me')).status).toBe(200);
    const again = ctx.server.client();
    await again.signIn(email, testPassword);
    expect((await again.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(401);
  });

  test('is turned off only with the password and a code', async () => {
    const email = 'two.factor.off@example.com';
    const client = await ctx.member(email);
    const { totpURI } = (await client.post('/api/auth/two-factor/enable', { password: testPassword })).body;
    await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) });

    expect((await client.post('/api/auth/two-factor/disable', { password: testPassword })).status).toBe(400);
    const wrongCode = String((Number(totpCode(totpURI)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await client.post('/api/auth/two-factor/disable', { password: testPassword, code: wrongCode });
    expect(refused.body.error.message).toBe(accountMessages.twoFactorCodeInvalid);
    expect((await client.post('/api/auth/two-factor/disable', { password: 'wrong-password', code: totpCode(totpURI) })).status).toBe(400);
    // The code that turned it on was used: the app's next one.
    expect(
      (await client.post('/api/auth/two-factor/disable', { password: testPassword, code: totpCode(totpURI, Date.now() + 30_000) })).status,
    ).toBe(200);

    const next = ctx.server.client();
    expect((await next.signIn(email, testPassword)).body.twoFactorRedirect).toBeUndefined();
    expect((await next.get('/api/me')).status).toBe(200);
  });
});

describe('sessions', () => {
  test('lists the devices signed in, and signs one out', async () => {
    const email = 'sessions@example.com';
    const client = await ctx.member(email);
    const other = await anotherDevice(email);
    const listed = await client.get('/api/account/sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.body.sessions as { id: string; current: boolean; ipAddress: string; device: string; lastActiveAt: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ ipAddress: '127.0.0.1', device: expect.any(String), lastActiveAt: expect.any(String) });
    expect(JSON.stringify(listed.body)).not.toMatch(/token/i);

    const current = sessions.find((session) => session.current)!;
    const notCurrent = sessions.find((session) => !session.current)!;
    expect((await client.delete(`/api/account/sessions/${current.id}`)).status).toBe(400);
    const stranger = await ctx.member('session.stranger@example.com');
    expect((await stranger.delete(`/api/account/sessions/${notCurrent.id}`)).status).toBe(404);
    expect((await other.get('/api/me')).status).toBe(200);

    expect((await client.delete(`/api/account/sessions/${notCurrent.id}`)).status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/account/sessions')).body.sessions).toHaveLength(1);
  });

  test("signs out every other session at once; better-auth's list of tokens stays closed", async () => {
    const email = 'sessions.all@example.com';
    const client = await ctx.member(email);
    const others = [await anotherDevice(email), await anotherDevice(email)];
    expect((await client.get('/api/auth/list-sessions')).status).toBe(404);
    expect((await client.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    for (const other of others) expect((await other.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});

describe('e-mail change', () => {
  test('takes effect when the link sent to the new address is opened', async () => {
    const client = await ctx.member('old.address@example.com');
    const sent = await client.post('/api/auth/change-email', { newEmail: 'New.Address@example.com', callbackURL: 'https://evil.example' });
    expect(sent.status).toBe(200);
    expect((await client.get('/api/me')).body.email).toBe('old.address@example.com');
    const mail = await lastMailTo(ctx.server.db, 'new.address@example.com');
    expect(mail?.subject).toBe('Confirm your new e-mail for Uplift');
    const opened = await openLink(client, mail!.link);
    expect(opened.status).toBe(302);
    expect(new URL(opened.headers.get('location')!, ctx.server.url).pathname).toBe('/settings');
    expect((await client.get('/api/me')).body.email).toBe('new.address@example.com');
    expect((await ctx.server.client().signIn('new.address@example.com', testPassword)).status).toBe(200);
  });

  test("an address that is taken is answered alike, and the other account's owner is not changed", async () => {
    await ctx.member('taken.address@example.com');
    const client = await ctx.member('wants.taken@example.com');
    expect((await client.post('/api/auth/change-email', { newEmail: 'taken.address@example.com' })).status).toBe(200);
    expect((await client.get('/api/me')).body.email).toBe('wants.taken@example.com');
  });
});

describe('activity', () => {
  const types = async (client: TestClient) =>
    ((await client.get('/api/events')).body.events as { type: string }[]).map((event) => event.type);

  test('records profile_updated, password_changed, and settings_accessed once an hour', async () => {
    const client = await ctx.member('activity@example.com');
    await client.post('/api/auth/update-user', { name: 'Active Person' });
    await client.post('/api/auth/change-password', { currentPassword: 'wrong-password', newPassword });
    expect(await types(client)).not.toContain('password_changed');
    await client.post('/api/auth/change-password', { currentPassword: testPassword, newPassword });
    expect((await client.post('/api/events/visits', { screen: 'settings' })).status).toBe(200);
    expect((await client.post('/api/events/visits', { screen: 'settings' })).status).toBe(200);
    expect((await client.post('/api/events/visits', { screen: 'nowhere' })).status).toBe(400);

    const recorded = await types(client);
    expect(recorded.filter((type) => type === 'settings_accessed')).toHaveLength(1);
    expect(recorded).toEqual(expect.arrayContaining(['profile_updated', 'password_changed', 'settings_accessed']));
  });
});

describe('backup codes', () => {
  test('new ones take a code as well as the password, so the password alone cannot turn two-factor sign-in off', async () => {
    const client = await ctx.member('backup.codes@example.com');
    const { totpURI } = (await client.post('/api/auth/two-factor/enable', { password: testPassword })).body;
    await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) });
    expect((await client.post('/api/auth/two-factor/generate-backup-codes', { password: testPassword })).status).toBe(400);
    const wrongCode = String((Number(totpCode(totpURI)) + 1) % 1_000_000).padStart(6, '0');
    expect((await client.post('/api/auth/two-factor/generate-backup-codes', { password: testPassword, code: wrongCode })).status).toBe(400);
    const renewed = await client.post('/api/auth/two-factor/generate-backup-codes', {
      password: testPassword,
      code: totpCode(totpURI, Date.now() + 30_000),
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.backupCodes.length).toBeGreaterThanOrEqual(8);
  });
});
