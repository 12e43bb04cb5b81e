import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { until } from '../../test/until';
import { emailMessages } from '@/shared/email/email';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';
import { userEvents } from '../../events/schema';
import { domainEvents } from '../../domain-events/schema';
import { emailCampaigns, emailSends } from './schema';
import { startSmtpSink, type SmtpSink, type SinkMail } from '../../test/smtp-sink';

let sink: SmtpSink;
const env: Record<string, string> = {};
// Registered before useTestServer's own hook, so the server starts with the sink's address.
beforeAll(async () => {
  sink = await startSmtpSink({ refuse: (address) => address.startsWith('bounce') });
  env.SMTP_URL = sink.url;
  env.MAIL_FROM = 'Uplift <mail@uplift.test>';
  env.MAILGUN_WEBHOOK_SIGNING_KEY = 'mailgun-signing-key';
  env.EMAIL_WEBHOOK_SECRET = 'generic-webhook-secret';
});
afterAll(() => sink.close());
const uplift = useTestServer(env);

async function sender(email: string): Promise<TestClient> {
  const client = await uplift.member(email);
  expect((await client.put('/api/email/settings', { senderName: 'Sunrise Bakery', postalAddress: '1 Mill Lane, Bristol' })).status).toBe(
    200,
  );
  // The sink holds only campaign mail: the sender's own notices stay in the bell.
  expect((await client.put('/api/notifications/preferences', { kind: 'email_campaigns', inApp: true, email: false })).status).toBe(200);
  return client;
}

async function listWith(client: TestClient, people: Array<{ email: string; name?: string; attributes?: Record<string, string> }>) {
  const list = (await client.post('/api/email/lists', { name: 'Bread lovers', optIn: 'single' })).body as { id: string };
  const ids: string[] = [];
  for (const person of people) {
    const added = await client.post('/api/email/subscribers', { ...person, listIds: [list.id] });
    expect(added.status).toBe(201);
    ids.push(added.body.id);
  }
  return { listId: list.id, subscriberIds: ids };
}

async function sendCampaign(client: TestClient, body: Record<string, unknown>) {
  const created = await client.post('/api/email/campaigns', { name: 'Spring bake sale', subject: 'Fresh rye', ...body });
  expect(created.status).toBe(201);
  const sent = await client.post(`/api/email/campaigns/${created.body.id}/send`);
  expect(sent.status).toBe(200);
  return created.body.id as string;
}

async function finished(client: TestClient, campaignId: string) {
  return until(
    async () => (await client.get(`/api/email/campaigns/${campaignId}`)).body,
    (body) => body.status !== 'sending',
  );
}

const mailTo = (address: string, after = 0): SinkMail | undefined => sink.received.slice(after).find((mail) => mail.to === address);
const linkIn = (mail: SinkMail, pattern: RegExp) =>
  (typeof mail.parsed.html === 'string' ? mail.parsed.html : '').match(pattern)?.[0] ?? '';

describe('a campaign', () => {
  test('reaches the mail server with merge tags, the law’s footer, one-click unsubscribe headers and tracked links', async () => {
    const client = await sender('campaigns@email.test');
    const { listId } = await listWith(client, [
      { email: 'ada@readers.test', name: 'Ada Lovelace', attributes: { city: 'London' } },
      { email: 'bob@readers.test' },
    ]);
    const before = sink.received.length;
    const campaignId = await sendCampaign(client, {
      listId,
      subject: 'Hi {{ first_name | default: "there" }}',
      content: 'Hello {{ first_name | default: "friend" }} from {{ city }}!\n\n[Our loaves](https://bakery.example/loaves)',
    });
    await sink.waitFor(before + 2);
    const ada = mailTo('ada@readers.test', before)!;
    const bob = mailTo('bob@readers.test', before)!;
    expect(ada.parsed.subject).toBe('Hi Ada');
    expect(bob.parsed.subject).toBe('Hi there');
    expect(ada.parsed.from?.value[0]).toEqual({ name: 'Sunrise Bakery', address: 'mail@uplift.test' });
    expect(ada.parsed.html).toContain('Hello Ada from London!');
    expect(bob.parsed.text).toContain('Hello friend from !');
    expect(ada.parsed.text).toContain('Sunrise Bakery, 1 Mill Lane, Bristol');
    expect(ada.header('List-Unsubscribe')).toMatch(new RegExp(`^<${uplift.server.url}/m/unsubscribe/[\\w.-]+>$`));
    expect(ada.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const click = linkIn(ada, new RegExp(`${uplift.server.url}/m/c/[\\w.-]+`));
    const redirect = await fetch(click, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const destination = new URL(redirect.headers.get('location')!);
    expect(`${destination.origin}${destination.pathname}`).toBe('https://bakery.example/loaves');
    expect(destination.searchParams.get('utm_medium')).toBe('email');
    expect(destination.searchParams.get('utm_campaign')).toMatch(/^spring-bake-sale-[0-9a-f]{6}$/);
    // One character of the signature changed (to another one, whatever it was).
    const tampered = `${click.slice(0, -3)}${click.at(-3) === 'A' ? 'B' : 'A'}${click.slice(-2)}`;
    expect((await fetch(tampered, { redirect: 'manual' })).status).toBe(400);
    const pixel = linkIn(ada, new RegExp(`${uplift.server.url}/m/o/[\\w.-]+`));
    for (let time = 0; time < 2; time++) expect((await fetch(pixel)).headers.get('content-type')).toBe('image/gif');

    const campaign = await finished(client, campaignId);
    expect(campaign).toMatchObject({ status: 'sent', recipients: 2, sent: 2, opens: 1, clicks: 1, openRate: 50, clickRate: 50 });
    expect(campaign.links).toEqual([{ url: destination.toString(), clicks: 1 }]);
    expect((await client.get('/api/email/overview')).body).toMatchObject({ subscribers: 2, newThisWeek: 2, openRate: 50, clickRate: 50 });
    const events = await uplift.server.db.select().from(userEvents).where(eq(userEvents.eventType, 'email_campaign_created'));
    expect(events.length).toBeGreaterThan(0);
    // Webhooks and workflows hear of it once (ADR 028).
    const sent = await uplift.server.db.select().from(domainEvents).where(eq(domainEvents.type, 'campaign.sent'));
    expect(sent.filter((event) => event.data.id === campaignId)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ recipients: 2, sent: 2, failed: 0 }) }),
    ]);
  });

  test('a one-click unsubscribe leaves the list, and the next campaign does not reach them', async () => {
    const client = await sender('unsubscribe@email.test');
    const { listId } = await listWith(client, [{ email: 'carol@readers.test' }, { email: 'dan@readers.test' }]);
    let before = sink.received.length;
    await finished(client, await sendCampaign(client, { listId }));
    const unsubscribe = mailTo('carol@readers.test', before)!.header('List-Unsubscribe').slice(1, -1);
    expect((await fetch(unsubscribe)).status).toBe(200);
    const oneClick = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    const carol = (await client.get(`/api/email/subscribers?search=carol`)).body.subscribers[0];
    expect(carol.lists).toEqual([expect.objectContaining({ listId, status: 'unsubscribed' })]);
    // Once, though the link was followed twice (ADR 028).
    const left = await uplift.server.db.select().from(domainEvents).where(eq(domainEvents.type, 'subscriber.unsubscribed'));
    expect(left.filter((event) => event.data.id === carol.id)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ email: 'carol@readers.test', listId }) }),
    ]);

    before = sink.received.length;
    const second = await finished(client, await sendCampaign(client, { listId, name: 'Second' }));
    expect(second.recipients).toBe(1);
    expect(sink.received.slice(before).map((mail) => mail.to)).toEqual(['dan@readers.test']);
  });

  test('a 550 to an address marks it bounced, and it is never sent to again', async () => {
    const client = await sender('bounces@email.test');
    const { listId } = await listWith(client, [{ email: 'bounce@nowhere.test' }, { email: 'erin@readers.test' }]);
    const first = await finished(client, await sendCampaign(client, { listId }));
    expect(first).toMatchObject({ status: 'sent', recipients: 2, sent: 1, failed: 1 });
    const bounced = (await client.get('/api/email/subscribers?search=bounce')).body.subscribers[0];
    expect(bounced.lists).toEqual([expect.objectContaining({ status: 'bounced' })]);
    const second = await finished(client, await sendCampaign(client, { listId, name: 'Again' }));
    expect(second.recipients).toBe(1);
  });

  test('what a dead process left claimed is interrupted, never sent again; the rest still goes', async () => {
    const client = await sender('crash@email.test');
    const { listId } = await listWith(client, [{ email: 'gail@readers.test' }, { email: 'hal@readers.test' }]);
    const campaignId = await sendCampaign(client, { listId });
    await finished(client, campaignId);
    const before = sink.received.length;
    // As a process killed mid-batch leaves it: one message claimed three minutes ago, one still to go.
    const { db } = uplift.server;
    await db.update(emailCampaigns).set({ status: 'paused' }).where(eq(emailCampaigns.id, campaignId));
    await db
      .update(emailSends)
      .set({ status: 'sending', claimedAt: new Date(Date.now() - 180_000) })
      .where(eq(emailSends.email, 'gail@readers.test'));
    await db.update(emailSends).set({ status: 'pending' }).where(eq(emailSends.email, 'hal@readers.test'));
    expect((await client.post(`/api/email/campaigns/${campaignId}/resume`)).status).toBe(200);
    await finished(client, campaignId);
    expect(sink.received.slice(before).map((mail) => mail.to)).toEqual(['hal@readers.test']);
    const [gail] = await db.select().from(emailSends).where(eq(emailSends.email, 'gail@readers.test'));
    expect(gail!.status).toBe('interrupted');
  });

  test('a mail server that takes nothing pauses the campaign with its answer; resumed, it sends each message once', async () => {
    const client = await sender('server-down@email.test');
    const { listId } = await listWith(client, [{ email: 'nia@readers.test' }, { email: 'oli@readers.test' }]);
    const setSmtp = (value: string) => uplift.admin.put('/api/admin/api-keys/SMTP_URL', { value });
    expect((await setSmtp('smtp://127.0.0.1:9')).status).toBe(200);
    const before = sink.received.length;
    const campaignId = await sendCampaign(client, { listId });
    let campaign = await finished(client, campaignId);
    expect(campaign.status).toBe('paused');
    expect(campaign.error).toMatch(/^The mail server did not take the messages/);
    expect(campaign.sent).toBe(0);
    expect((await setSmtp(sink.url)).status).toBe(200);
    expect((await client.post(`/api/email/campaigns/${campaignId}/resume`)).status).toBe(200);
    campaign = await finished(client, campaignId);
    expect(campaign).toMatchObject({ status: 'sent', sent: 2, failed: 0, error: null });
    expect(
      sink.received
        .slice(before)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(['nia@readers.test', 'oli@readers.test']);
  });

  test('the month’s e-mails stay counted when a sent campaign is deleted', async () => {
    const client = await sender('allowance@email.test');
    const list = (await client.post('/api/email/lists', { name: 'Many', optIn: 'single' })).body;
    const body = new FormData();
    body.append(
      'file',
      new Blob([`email\n${Array.from({ length: 600 }, (_, index) => `many${index}@readers.test`).join('\n')}\n`], { type: 'text/csv' }),
      'many.csv',
    );
    body.append('mapping', JSON.stringify({ listId: list.id, email: ' email ' }));
    const imported = await fetch(`${uplift.server.url}/api/email/imports`, {
      method: 'POST',
      headers: { origin: uplift.server.url, cookie: client.cookies },
      body,
    });
    const importId = ((await imported.json()) as { id: string }).id;
    await until(
      async () => (await client.get(`/api/email/imports/${importId}`)).body.status,
      (status) => status === 'done',
    );
    const first = await sendCampaign(client, { listId: list.id });
    expect((await finished(client, first)).sent).toBe(600);
    expect((await client.delete(`/api/email/campaigns/${first}`)).status).toBe(204);
    const second = (await client.post('/api/email/campaigns', { name: 'Again', listId: list.id, subject: 'S' })).body;
    const refused = await client.post(`/api/email/campaigns/${second.id}/send`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'PLAN_LIMIT_REACHED', details: { used: 600, limit: 1000 } });
    expect((await client.get(`/api/email/campaigns/${second.id}`)).body.status).toBe('draft');
  });

  test('is refused with the spec’s texts, needs a postal address to send, and draft or scheduled follows the schedule', async () => {
    const client = await uplift.member('rules@email.test');
    const { listId } = await listWith(client, [{ email: 'fay@readers.test' }]);
    expect((await client.post('/api/email/campaigns', {})).body.error.message).toBe(emailMessages.campaignNameRequired);
    expect((await client.post('/api/email/campaigns', { name: 'A' })).body.error.message).toBe(emailMessages.listRequired);
    expect((await client.post('/api/email/campaigns', { name: 'A', listId })).body.error.message).toBe(emailMessages.subjectRequired);
    const draft = await client.post('/api/email/campaigns', { name: 'A', listId, subject: 'S' });
    expect(draft.body.status).toBe('draft');
    const scheduled = await client.post('/api/email/campaigns', {
      name: 'B',
      listId,
      subject: 'S',
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(scheduled.body.status).toBe('scheduled');
    const past = await client.post('/api/email/campaigns', {
      name: 'C',
      listId,
      subject: 'S',
      scheduledAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.body.error.message).toBe(emailMessages.scheduleInPast);
    const refused = await client.post(`/api/email/campaigns/${draft.body.id}/send`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(emailMessages.postalAddressNeeded);
    const custom = await client.post('/api/email/campaigns', { name: 'D', listId, subject: 'S', abTest: { subjectB: 'Other' } });
    expect(custom.body.error.code).toBe('FEATURE_NOT_AVAILABLE');
    // A list changes only in what is sent.
    const renamed = await client.patch(`/api/email/lists/${listId}`, { name: 'Renamed' });
    expect(renamed.body).toMatchObject({ name: 'Renamed', optIn: 'single' });
  });
});

describe('revenue', () => {
  const chrome = (version: number) =>
    `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
  const track = (browser: number, event: Record<string, unknown>) =>
    fetch(`${uplift.server.url}/api/event`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': chrome(browser) },
      body: JSON.stringify(event),
    });

  test('is what analytics attributes to the campaign’s links, else its conversions times the value per conversion', async () => {
    const client = await sender('revenue@email.test');
    await uplift.setPlan(client, 'professional');
    await client.put('/api/email/settings', {
      senderName: 'Sunrise Bakery',
      postalAddress: '1 Mill Lane, Bristol',
      valuePerConversion: 20,
    });
    const project = (await client.post('/api/projects', { name: 'Bakery', url: 'https://bakery.example' })).body;
    expect((await client.post(`/api/analytics/projects/${project.id}/goals`, { kind: 'event', value: 'Purchase' })).status).toBe(201);
    const { listId } = await listWith(client, [{ email: 'max@readers.test' }]);
    const content = '[Our loaves](https://bakery.example/loaves)';
    const before = sink.received.length;
    const paid = await sendCampaign(client, { listId, name: 'Paid', content });
    await finished(client, paid);
    const counted = await sendCampaign(client, { listId, name: 'Counted', content });
    await finished(client, counted);
    const [paidMail, countedMail] = sink.received.slice(before);
    const landing = async (mail: SinkMail) =>
      (await fetch(linkIn(mail, /http[^"]+\/m\/c\/[\w.-]+/), { redirect: 'manual' })).headers.get('location')!;

    // Before any reader converts there is no revenue (checked before the visits: the collector writes them within a second).
    expect((await client.get('/api/email/overview')).body).toMatchObject({ revenue: 0, revenueEstimated: false });

    // One reader buys through the first campaign's link; another converts through the second's, with no amount.
    await track(131, { p: project.id, n: 'pageview', u: await landing(paidMail!) });
    await track(131, { p: project.id, n: 'Purchase', u: 'https://bakery.example/thanks', $: { amount: 42.5, currency: 'USD' } });
    await track(130, { p: project.id, n: 'pageview', u: await landing(countedMail!) });
    await track(130, { p: project.id, n: 'Purchase', u: 'https://bakery.example/thanks' });
    const campaigns = await until(
      async () =>
        (await client.get('/api/email/campaigns')).body.campaigns as Array<{
          name: string;
          converted: number;
          revenue: number;
          revenueEstimated: boolean;
        }>,
      (list) => list.filter((campaign) => campaign.converted > 0).length >= 2,
    );
    expect(campaigns.map(({ name, converted, revenue, revenueEstimated }) => ({ name, converted, revenue, revenueEstimated }))).toEqual([
      { name: 'Counted', converted: 1, revenue: 20, revenueEstimated: true },
      { name: 'Paid', converted: 1, revenue: 42.5, revenueEstimated: false },
    ]);
    // Part of the tile's figure is conversions times the value per conversion: it says so.
    expect((await client.get('/api/email/overview')).body).toMatchObject({ revenue: 62.5, revenueEstimated: true });
  });
});

describe('an A/B test of subject lines', () => {
  test('sends each subject to its share, then the one opened more to the rest', async () => {
    const client = await sender('ab@email.test');
    await uplift.setPlan(client, 'professional');
    const people = Array.from({ length: 10 }, (_, index) => ({ email: `ab${index}@readers.test` }));
    const { listId } = await listWith(client, people);
    const before = sink.received.length;
    const campaignId = await sendCampaign(client, {
      listId,
      subject: 'Subject A',
      abTest: { subjectB: 'Subject B', sharePercent: 20, waitMinutes: 60 },
    });
    await sink.waitFor(before + 4);
    // The shares' run has ended (the rest waits for the winner, due in an hour): no fifth mail comes.
    await uplift.server.drained(['email-campaign-send']);
    const shares = sink.received.slice(before);
    expect(shares.map((mail) => mail.parsed.subject).sort()).toEqual(['Subject A', 'Subject A', 'Subject B', 'Subject B']);
    let campaign = (await client.get(`/api/email/campaigns/${campaignId}`)).body;
    expect(campaign).toMatchObject({ status: 'sending', recipients: 10, sent: 4, abTest: { winner: null } });
    for (const mail of shares.filter((candidate) => candidate.parsed.subject === 'Subject B'))
      await fetch(linkIn(mail, /http[^"]+\/m\/o\/[\w.-]+/));

    // The wait is over.
    const [row] = await uplift.server.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId));
    await uplift.server.db
      .update(emailCampaigns)
      .set({ abTest: { ...row!.abTest!, decideAt: new Date(Date.now() - 1000).toISOString() } })
      .where(eq(emailCampaigns.id, campaignId));
    await client.post(`/api/email/campaigns/${campaignId}/pause`);
    await client.post(`/api/email/campaigns/${campaignId}/resume`);
    campaign = await finished(client, campaignId);
    expect(campaign).toMatchObject({ status: 'sent', sent: 10, opens: 2, abTest: { winner: 'b' } });
    expect(sink.received.slice(before + 4).map((mail) => mail.parsed.subject)).toEqual(Array(6).fill('Subject B'));
  });
});

describe('bounce and complaint webhooks', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${uplift.server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const statusOf = async (client: TestClient, search: string) =>
    (await client.get(`/api/email/subscribers?search=${search}`)).body.subscribers[0].lists[0].status;

  test('Mailgun’s signed permanent failure bounces the message’s address; a bad signature is refused', async () => {
    const client = await sender('mailgun@email.test');
    const { listId } = await listWith(client, [{ email: 'ken@readers.test' }]);
    const before = sink.received.length;
    await finished(client, await sendCampaign(client, { listId }));
    const messageId = mailTo('ken@readers.test', before)!.parsed.messageId!;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const event = (signature: string) =>
      JSON.stringify({
        signature: { timestamp, token: 'a-token', signature },
        'event-data': {
          event: 'failed',
          severity: 'permanent',
          recipient: 'ken@readers.test',
          message: { headers: { 'message-id': messageId.replace(/[<>]/g, '') } },
        },
      });
    expect((await post('/api/email/webhooks/mailgun', event('0'.repeat(64)))).status).toBe(401);
    expect(await statusOf(client, 'ken')).toBe('subscribed');
    const signed = createHmac('sha256', 'mailgun-signing-key').update(`${timestamp}a-token`).digest('hex');
    expect((await post('/api/email/webhooks/mailgun', event(signed))).status).toBe(200);
    expect(await statusOf(client, 'ken')).toBe('bounced');
  });

  test('a generic signed complaint suppresses the address; stale, unsigned or malformed events are refused', async () => {
    const client = await sender('generic@email.test');
    await listWith(client, [{ email: 'lou@readers.test' }]);
    const body = JSON.stringify({ event: 'complaint', email: 'LOU@readers.test' });
    const sign = (timestamp: string, text: string) =>
      `sha256=${createHmac('sha256', 'generic-webhook-secret').update(`${timestamp}.${text}`).digest('hex')}`;
    const now = String(Math.floor(Date.now() / 1000));
    const stale = String(Math.floor(Date.now() / 1000) - 3600);
    expect((await post('/api/email/webhooks/generic', body)).status).toBe(401);
    expect(
      (await post('/api/email/webhooks/generic', body, { 'x-uplift-timestamp': stale, 'x-uplift-signature': sign(stale, body) })).status,
    ).toBe(401);
    expect(
      (
        await post('/api/email/webhooks/generic', '{"event":"x"}', {
          'x-uplift-timestamp': now,
          'x-uplift-signature': sign(now, '{"event":"x"}'),
        })
      ).status,
    ).toBe(400);
    expect(
      (await post('/api/email/webhooks/generic', body, { 'x-uplift-timestamp': now, 'x-uplift-signature': sign(now, body) })).status,
    ).toBe(200);
    expect(await statusOf(client, 'lou')).toBe('complained');
  });
});
