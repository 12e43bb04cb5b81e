import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loginErrorText } from '@/shared/auth';
import { authMessages } from '@/shared/messages';
import { startTestServer, testPassword, type TestServer } from '../test/harness';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink';

let smtp: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ AUTH_REQUIRE_EMAIL_VERIFICATION: 'true', SMTP_URL: smtp.url });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** The verification link of a mail, on the test server's origin. */
function verificationLink(text: string): URL {
  const match = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(text);
  expect(match, `no verification link in:\n${text}`).not.toBeNull();
  const link = new URL(match![0]);
  return new URL(link.pathname + link.search, server.url);
}

describe('e-mail verification (AUTH_REQUIRE_EMAIL_VERIFICATION=true, SMTP)', () => {
  test('sign-up mails a link; sign-in waits for it; following it verifies and signs in', async () => {
    const client = server.client();
    const signUp = await client.signUp('verify.me@example.com', testPassword);
    expect(signUp.status).toBe(200);
    // No session until the address is confirmed.
    expect((await client.get('/api/me')).status).toBe(401);

    const mail = await smtp.nextMail();
    expect(mail.to).toBe('verify.me@example.com');
    expect(mail.parsed.subject).toBe('Confirm your e-mail for Uplift');
    const link = verificationLink(mail.parsed.text ?? '');

    const early = await client.signIn('verify.me@example.com', testPassword);
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(loginErrorText(early.body.error)).toBe(authMessages.emailNotConfirmed);

    const follow = await client.get(link.pathname + link.search);
    expect(follow.status).toBeGreaterThanOrEqual(200);
    expect(follow.status).toBeLessThan(400);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'verify.me@example.com', emailVerified: true });

    const later = server.client();
    expect((await later.signIn('verify.me@example.com', testPassword)).status).toBe(200);
    expect((await later.get('/api/me')).body.emailVerified).toBe(true);
  });

  test('sign-up answers alike for a new and a registered address, and mails the owner instead of telling', async () => {
    const fresh = await server.client().signUp('first.comer@example.com', testPassword);
    await smtp.nextMail();
    const again = await server.client().signUp('first.comer@example.com', 'another-password-9');
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(Object.keys(again.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    expect(again.body.token).toBeNull();
    expect(again.headers.get('set-cookie')).toBe(fresh.headers.get('set-cookie'));

    const notice = await smtp.nextMail();
    expect(notice.to).toBe('first.comer@example.com');
    expect(notice.parsed.subject).toBe('Someone tried to create an Uplift account with your e-mail');
    expect(notice.parsed.text).toContain(`${server.url}/login`);
    expect(notice.parsed.text).not.toMatch(/verify-email/);
    // The second attempt changed nothing: its password is not the account's.
    expect((await server.client().signIn('first.comer@example.com', 'another-password-9')).status).toBe(401);
  });

  test('a forged verification token does not verify and does not fail with 500', async () => {
    const client = server.client();
    await client.signUp('forger@example.com', testPassword);
    await smtp.nextMail();

    const forged = await client.get('/api/auth/verify-email?token=not-a-real-token');
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
    expect((await client.signIn('forger@example.com', testPassword)).status).toBe(403);
  });
});
