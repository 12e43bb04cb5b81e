import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { webhookMessages, type WebhookDelivery, type WebhookEndpoint } from '@/shared/integrations/webhooks';
import { domainEvents } from '../../../domain-events/schema';
import { apiCallMessages } from '../../../http/guarded-api';
import { notifications } from '../../../notifications/schema';
import { workspaceMembers } from '../../../tenancy/schema';
import type { TestClient } from '../../../test/harness';
import { TestClock } from '../../../test/test-clock';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver';
import { disableAfterMs, retrySchedule } from './attempt-queue';

const day = 86_400_000;
// Standing a week back, the clock makes every retry due at once by the real time pg-boss reads, while
// the attempts' times still follow it: the schedule is checked without waiting for it.
const clock = new TestClock();
clock.set(Date.now() - 7 * day);
const uplift = useTestServer({}, { guardedApi: { allowLoopbackForTests: true }, clock });

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
});

async function endpointFor(client: TestClient, body: Record<string, unknown> = {}): Promise<WebhookEndpoint & { secret: string }> {
  const created = await client.post('/api/integrations/webhooks', { url: receiver.url, ...body });
  expect(created.status).toBe(201);
  receiver.secrets.push(created.body.secret);
  return created.body;
}

const deliveriesOf = async (client: TestClient, endpointId: string): Promise<WebhookDelivery[]> =>
  (await client.get(`/api/integrations/webhooks/${endpointId}/deliveries`)).body.deliveries;

const blog = (title: string) => ({ type: 'blog', title, body: { title, metaDescription: '', content: 'Rye and spelt.', tags: [] } });

describe('endpoints', () => {
  test('are Professional and up: Starter is told so', async () => {
    const starter = await uplift.member('starter@webhooks.test');
    const list = await starter.get('/api/integrations/webhooks');
    expect(list.status).toBe(403);
    expect(list.body.error).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE', message: webhookMessages.notOnPlan });
    expect((await starter.post('/api/integrations/webhooks', { url: 'https://hooks.example/a' })).status).toBe(403);
  });

  test('show the secret once, reveal it on request, and rotate it', async () => {
    const owner = await uplift.member('secret@webhooks.test', 'professional');
    const created = await endpointFor(owner, { description: 'CRM', eventTypes: ['content.published'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { endpoints } = (await owner.get('/api/integrations/webhooks')).body;
    expect(endpoints).toEqual([
      expect.objectContaining({ id: created.id, description: 'CRM', eventTypes: ['content.published'], enabled: true }),
    ]);
    expect(JSON.stringify(endpoints)).not.toContain(created.secret);
    const revealed = await owner.post(`/api/integrations/webhooks/${created.id}/reveal-secret`);
    expect(revealed.body.secret).toBe(created.secret);
    const rotated = await owner.post(`/api/integrations/webhooks/${created.id}/rotate-secret`);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.secret);
  });

  test('refuse bad input with 400 and the screen’s message', async () => {
    const owner = await uplift.member('input@webhooks.test', 'professional');
    const refused = await owner.post('/api/integrations/webhooks', { url: 'ftp://hooks.example/a' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(webhookMessages.urlInvalid);
    expect((await owner.post('/api/integrations/webhooks', { url: 'https://hooks.example/a', eventTypes: ['nope'] })).status).toBe(400);
    expect((await owner.post('/api/integrations/webhooks', { url: 'https://hooks.example/a', eventTypes: [] })).status).toBe(400);
  });

  test('of another workspace answer 404, and a Viewer reads but does not write', async () => {
    const owner = await uplift.member('owner@webhooks.test', 'professional');
    const endpoint = await endpointFor(owner);
    const stranger = await uplift.member('stranger@webhooks.test', 'professional');
    const base = `/api/integrations/webhooks/${endpoint.id}`;
    expect((await stranger.get(base)).status).toBe(404);
    expect((await stranger.patch(base, { enabled: false })).status).toBe(404);
    expect((await stranger.get(`${base}/deliveries`)).status).toBe(404);
    expect((await stranger.post(`${base}/reveal-secret`)).status).toBe(404);
    expect((await stranger.delete(base)).status).toBe(404);

    const viewer = await uplift.server.signedUpClient('viewer@webhooks.test');
    const workspaceId = (await owner.get('/api/me')).body.workspace.id;
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId: (await viewer.get('/api/me')).body.id, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
    expect((await viewer.get('/api/integrations/webhooks')).body.endpoints).toHaveLength(1);
    expect((await viewer.get(`${base}/deliveries`)).status).toBe(200);
    expect((await viewer.patch(base, { enabled: false })).status).toBe(403);
    expect((await viewer.post(`${base}/reveal-secret`)).status).toBe(403);
    expect((await viewer.post(`${base}/test`)).status).toBe(403);
    expect((await viewer.delete(base)).status).toBe(403);
  });

  test('REST hooks subscribe to one event and unsubscribe', async () => {
    const owner = await uplift.member('zapier@webhooks.test', 'professional');
    const hook = await owner.post('/api/integrations/webhooks/hooks', {
      target_url: 'https://hooks.zapier.com/1/2',
      event: 'campaign.sent',
    });
    expect(hook.status).toBe(201);
    expect(Object.keys(hook.body)).toEqual(['id']);
    const { endpoints } = (await owner.get('/api/integrations/webhooks')).body;
    expect(endpoints).toEqual([expect.objectContaining({ id: hook.body.id, eventTypes: ['campaign.sent'], source: 'hook' })]);
    expect((await owner.post('/api/integrations/webhooks/hooks', { url: 'https://n8n.example/w', event: 'nope' })).status).toBe(400);
    // An unsubscribe removes the endpoints hooks made, never one set up in Settings.
    const own = await owner.post('/api/integrations/webhooks', { url: 'https://crm.example/hook' });
    expect((await owner.delete(`/api/integrations/webhooks/hooks/${own.body.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/integrations/webhooks/hooks/${hook.body.id}`)).status).toBe(204);
    expect((await owner.get('/api/integrations/webhooks')).body.endpoints).toEqual([expect.objectContaining({ id: own.body.id })]);
  });
});

describe('deliveries', () => {
  test('a published piece reaches the endpoint once, signed as Standard Webhooks', async () => {
    const owner = await uplift.member('publish@webhooks.test', 'professional');
    const endpoint = await endpointFor(owner, { eventTypes: ['content.published'] });
    const piece = (await owner.post('/api/content', blog('Spring menu'))).body;
    expect((await owner.patch(`/api/content/${piece.id}/status`, { status: 'published' })).status).toBe(200);
    // Published again: nothing new happened.
    expect((await owner.patch(`/api/content/${piece.id}/status`, { status: 'published' })).status).toBe(200);
    await uplift.server.drained();

    const got = receiver.received.filter((request) => request.body.includes(piece.id));
    expect(got).toHaveLength(1);
    expect(got[0]!.verified).toBe(true);
    expect(got[0]!.signature).toMatch(/^v1,/);
    expect(JSON.parse(got[0]!.body)).toEqual({
      type: 'content.published',
      timestamp: expect.any(String),
      data: expect.objectContaining({ id: piece.id, title: 'Spring menu', type: 'blog' }),
    });
    const [delivery] = await deliveriesOf(owner, endpoint.id);
    expect(delivery).toMatchObject({ id: got[0]!.id, eventType: 'content.published', status: 'succeeded' });
    expect(delivery!.attempts).toEqual([expect.objectContaining({ attempt: 1, status: 'succeeded', responseStatus: 204 })]);
  });

  test('a failing endpoint is retried on the schedule, each attempt sent once, and a resend goes with the same id', async () => {
    const owner = await uplift.member('retry@webhooks.test', 'professional');
    const endpoint = await endpointFor(owner);
    receiver.failNext(retrySchedule.length);
    const test = await owner.post(`/api/integrations/webhooks/${endpoint.id}/test`);
    expect(test.status).toBe(201);
    const deliveryId: string = test.body.id;
    const [failed] = await until(
      () => deliveriesOf(owner, endpoint.id),
      ([delivery]) => delivery?.status === 'failed',
    );
    await uplift.server.drained();

    const sent = receiver.received.filter((request) => request.id === deliveryId);
    expect(sent.map((request) => request.status)).toEqual(Array(retrySchedule.length).fill(500));
    expect(sent.every((request) => request.verified)).toBe(true);
    const attempts = failed!.attempts;
    expect(attempts.map((attempt) => [attempt.attempt, attempt.status, attempt.responseStatus])).toEqual(
      retrySchedule.map((_, index) => [index + 1, 'failed', 500]),
    );
    // The clock stands still, so each attempt is due its schedule's wait after the (same) time of the failure before.
    const start = Date.parse(attempts[0]!.scheduledAt);
    expect(attempts.map((attempt) => Date.parse(attempt.scheduledAt) - start)).toEqual(retrySchedule);

    expect((await owner.post(`/api/integrations/webhooks/${endpoint.id}/deliveries/${deliveryId}/resend`)).status).toBe(204);
    const [resent] = await until(
      () => deliveriesOf(owner, endpoint.id),
      ([delivery]) => delivery?.status === 'succeeded',
    );
    expect(resent!.attempts.at(-1)).toMatchObject({ attempt: retrySchedule.length + 1, trigger: 'resend', status: 'succeeded' });
    await uplift.server.drained();
    expect(receiver.received.filter((request) => request.id === deliveryId)).toHaveLength(retrySchedule.length + 1);
  });

  test('an endpoint failing for five days is turned off and its Owner told', async () => {
    const owner = await uplift.member('failing@webhooks.test', 'professional');
    const endpoint = await endpointFor(owner);
    const sendTest = async () => {
      receiver.failNext(retrySchedule.length);
      const { id } = (await owner.post(`/api/integrations/webhooks/${endpoint.id}/test`)).body;
      await until(
        () => deliveriesOf(owner, endpoint.id),
        (deliveries) => deliveries.find((delivery) => delivery.id === id)?.status === 'failed',
      );
      await uplift.server.drained();
    };
    await sendTest();
    expect((await owner.get(`/api/integrations/webhooks/${endpoint.id}`)).body).toMatchObject({
      enabled: true,
      failingSince: expect.any(String),
    });
    clock.advance(disableAfterMs);
    await sendTest();
    const after = (await owner.get(`/api/integrations/webhooks/${endpoint.id}`)).body;
    expect(after).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const userId = (await owner.get('/api/me')).body.id;
    const told = await uplift.server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'webhook_failures')));
    expect(told).toEqual([expect.objectContaining({ title: webhookMessages.failedNoticeTitle })]);

    // Turned on again, it starts with a clean slate.
    const on = await owner.patch(`/api/integrations/webhooks/${endpoint.id}`, { enabled: true });
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });
});

describe('events', () => {
  test('subscribers and goal conversions are recorded where they happen', async () => {
    const owner = await uplift.member('events@webhooks.test', 'professional');
    const workspaceId: string = (await owner.get('/api/me')).body.workspace.id;
    const list = (await owner.post('/api/email/lists', { name: 'Bread lovers', optIn: 'single' })).body;
    const added = await owner.post('/api/email/subscribers', { email: 'reader@webhooks.test', name: 'Ada', listIds: [list.id] });
    expect(added.status).toBe(201);

    const project = (await owner.post('/api/projects', { name: 'Shop', url: 'https://shop.example.com' })).body;
    expect((await owner.post(`/api/analytics/projects/${project.id}/goals`, { kind: 'event', value: 'Signup' })).status).toBe(201);
    for (const name of ['pageview', 'Signup']) {
      const sent = await fetch(`${uplift.server.url}/api/event`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36' },
        body: JSON.stringify({ p: project.id, n: name, u: 'https://shop.example.com/join', r: '' }),
      });
      expect(sent.status).toBe(202);
    }

    const events = await uplift.server.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.workspaceId, workspaceId))
      .orderBy(domainEvents.occurredAt);
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['subscriber.created', expect.objectContaining({ id: added.body.id, email: 'reader@webhooks.test', listIds: [list.id] })],
      ['goal.converted', expect.objectContaining({ projectId: project.id, event: 'Signup', pathname: '/join' })],
    ]);
  });
});

describe('outside tests, private addresses', () => {
  const guarded = useTestServer({}, { guardedApi: { resolveHostForTests: async () => ['10.1.2.3'] } });

  test('are refused when named, and when a name resolves to one', async () => {
    const owner = await guarded.member('ssrf@webhooks.test', 'professional');
    const plain = await owner.post('/api/integrations/webhooks', { url: receiver.url });
    expect(plain.status).toBe(400);
    expect(plain.body.error.message).toBe(webhookMessages.urlInvalid);
    const literal = await owner.post('/api/integrations/webhooks', { url: 'https://10.0.0.7/hooks' });
    expect(literal.status).toBe(400);
    expect(literal.body.error.message).toBe(apiCallMessages.blocked);

    const named = await owner.post('/api/integrations/webhooks', { url: 'https://intranet.example/hooks' });
    expect(named.status).toBe(201);
    await owner.post(`/api/integrations/webhooks/${named.body.id}/test`);
    const [delivery] = await until(
      async () => (await owner.get(`/api/integrations/webhooks/${named.body.id}/deliveries`)).body.deliveries as WebhookDelivery[],
      ([first]) => first?.attempts[0]?.status === 'failed',
    );
    expect(delivery!.attempts[0]).toMatchObject({ responseStatus: null, error: apiCallMessages.blocked });
  });
});
