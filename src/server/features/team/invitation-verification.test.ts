import { expect, test } from 'vitest';
import { testPassword } from '../../test/harness';
import { lastMailTo } from '../../test/outbox';
import { useTestServer } from '../../test/use-test-server';

const ctx = useTestServer({ AUTH_REQUIRE_EMAIL_VERIFICATION: 'true' });

test('an invitee who must confirm their address first is brought back to the invitation, signed in', async () => {
  const visitor = ctx.server.client();
  const invitation = '/invite?token=abc123';
  const signUp = await visitor.post('/api/auth/sign-up/email', {
    email: 'invitee@example.com',
    password: testPassword,
    name: '',
    callbackURL: invitation,
  });
  expect(signUp.status).toBe(200);
  const mail = await lastMailTo(ctx.server.db, 'invitee@example.com');
  const link = new URL(mail!.link);
  const opened = await visitor.get(`${link.pathname}${link.search}`);
  expect(opened.status).toBe(302);
  const target = new URL(opened.headers.get('location')!, ctx.server.url);
  expect(`${target.pathname}${target.search}`).toBe(invitation);
  expect((await visitor.get('/api/me')).body.email).toBe('invitee@example.com');
});
