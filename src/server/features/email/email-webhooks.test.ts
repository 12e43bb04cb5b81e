import { createHmac } from 'node:crypto';
import { expect, test } from 'vitest';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

const uplift = useTestServer({ MAILGUN_WEBHOOK_SIGNING_KEY: 'mailgun-signing-key', EMAIL_WEBHOOK_SECRET: 'generic-webhook-secret' });

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${uplift.server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
const now = () => String(Math.floor(Date.now() / 1000));

async function subscribed(email: string, readers: string[]) {
  const client = await uplift.member(email);
  const list = (await client.post('/api/email/lists', { name: 'Readers', optIn: 'single' })).body;
  for (const reader of readers)
    expect((await client.post('/api/email/subscribers', { email: reader, listIds: [list.id] })).status).toBe(201);
  return client;
}
const statusOf = async (client: TestClient, search: string) =>
  (await client.get(`/api/email/subscribers?search=${search}`)).body.subscribers[0].lists[0].status;

function mailgunEvent(recipient: string, token: string, timestamp = now()) {
  const signature = createHmac('sha256', 'mailgun-signing-key').update(`${timestamp}${token}`).digest('hex');
  const event = (sign: string) =>
    JSON.stringify({
      signature: { timestamp, token, signature: sign },
      'event-data': { event: 'failed', severity: 'permanent', recipient },
    });
  return { event, signature };
}

test('a signed Mailgun event is taken once: the same token again, with any recipient, is refused and changes nothing', async () => {
  const client = await subscribed('mailgun-replay@email.test', ['first@replay.test', 'victim@replay.test']);
  // The replay carries the captured signature, timestamp and token: only the recipient is changed.
  const timestamp = now();
  const { event, signature } = mailgunEvent('first@replay.test', 'token-used-once', timestamp);
  expect((await post('/api/email/webhooks/mailgun', event(signature))).status).toBe(200);
  expect(await statusOf(client, 'first')).toBe('bounced');

  const replayed = await post(
    '/api/email/webhooks/mailgun',
    mailgunEvent('victim@replay.test', 'token-used-once', timestamp).event(signature),
  );
  expect(replayed.status).toBe(409);
  expect(((await replayed.json()) as { error: { code: string } }).error.code).toBe('ALREADY_RECEIVED');
  expect(await statusOf(client, 'victim')).toBe('subscribed');
});

test('a Mailgun signature with anything after its hex is refused', async () => {
  const client = await subscribed('mailgun-junk@email.test', ['junk@replay.test']);
  const { event, signature } = mailgunEvent('junk@replay.test', 'token-with-junk');
  for (const forged of [`${signature}zz`, `${signature}00`, `${signature.slice(0, -1)}g`, signature.slice(0, 62)]) {
    expect((await post('/api/email/webhooks/mailgun', event(forged))).status).toBe(401);
  }
  expect(await statusOf(client, 'junk')).toBe('subscribed');
  expect((await post('/api/email/webhooks/mailgun', event(signature.toUpperCase()))).status).toBe(200);
});

test('a generic signed event is taken once: the same signed body again is refused', async () => {
  const client = await subscribed('generic-replay@email.test', ['again@replay.test']);
  const body = JSON.stringify({ event: 'bounce', email: 'again@replay.test' });
  const timestamp = now();
  const signature = createHmac('sha256', 'generic-webhook-secret').update(`${timestamp}.${body}`).digest('hex');
  const headers = (sign: string) => ({ 'x-uplift-timestamp': timestamp, 'x-uplift-signature': `sha256=${sign}` });
  expect((await post('/api/email/webhooks/generic', body, headers(`${signature}zz`))).status).toBe(401);
  expect((await post('/api/email/webhooks/generic', body, headers(signature))).status).toBe(200);
  expect(await statusOf(client, 'again')).toBe('bounced');

  // The owner puts the address back by hand; a replay must not bounce it again.
  const person = (await client.get('/api/email/subscribers?search=again')).body.subscribers[0];
  expect((await client.delete(`/api/email/subscribers/${person.id}`)).status).toBe(204);
  const list = (await client.get('/api/email/lists')).body.lists[0];
  expect((await client.post('/api/email/subscribers', { email: 'again@replay.test', listIds: [list.id] })).status).toBe(201);
  const replayed = await post('/api/email/webhooks/generic', body, headers(signature));
  expect(replayed.status).toBe(409);
  expect(await statusOf(client, 'again')).toBe('subscribed');
});

test('a signed event with text the database cannot store is refused as bad input and changes nothing', async () => {
  const client = await subscribed('webhook-nul@email.test', ['nul@replay.test']);
  const { event, signature } = mailgunEvent('nul@replay.test\u0000', 'token-with-nul');
  expect((await post('/api/email/webhooks/mailgun', event(signature))).status).toBe(400);
  const body = JSON.stringify({ event: 'bounce', email: 'nul@replay.test', messageId: '<id\u0000@host>' });
  const timestamp = now();
  const generic = createHmac('sha256', 'generic-webhook-secret').update(`${timestamp}.${body}`).digest('hex');
  expect(
    (await post('/api/email/webhooks/generic', body, { 'x-uplift-timestamp': timestamp, 'x-uplift-signature': `sha256=${generic}` }))
      .status,
  ).toBe(400);
  expect(await statusOf(client, 'nul')).toBe('subscribed');
});
