import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type IntegrationCard, type IntegrationsOverview, integrationsMessages as text } from '@/shared/integrations/catalogue';
import { rowsOf } from '../../../db/rows';
import type { TestClient } from '../../../test/harness';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { type FakeChatWebhooks, startFakeChatWebhooks } from '../test/fake-chat-webhooks';
import { type FakeGhost, startFakeGhost } from '../test/fake-ghost';
import { type FakeMailchimp, startFakeMailchimp } from '../test/fake-mailchimp';
import { type FakeStripeAccount, startFakeStripeAccount } from '../test/fake-stripe-account';
import { type FakeWordPress, startFakeWordPress } from '../test/fake-wordpress';

let wordpress: FakeWordPress;
let ghost: FakeGhost;
let chat: FakeChatWebhooks;
let mailchimp: FakeMailchimp;
let stripe: FakeStripeAccount;
const overrides = { guardedApi: { allowLoopbackForTests: true }, originsForTests: {} as Record<string, string> };

beforeAll(async () => {
  [wordpress, ghost, chat, mailchimp, stripe] = await Promise.all([
    startFakeWordPress(),
    startFakeGhost(),
    startFakeChatWebhooks(),
    startFakeMailchimp(),
    startFakeStripeAccount(),
  ]);
  overrides.originsForTests.mailchimp = mailchimp.origin;
  overrides.originsForTests.stripe = stripe.origin;
});
afterAll(async () => {
  await Promise.all([wordpress.close(), ghost.close(), chat.close(), mailchimp.close(), stripe.close()]);
});

const uplift = useTestServer({}, overrides);

async function cards(client: TestClient): Promise<IntegrationCard[]> {
  const response = await client.get('/api/integrations');
  expect(response.status).toBe(200);
  return (response.body as IntegrationsOverview).integrations;
}

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const card = async (client: TestClient, id: string) => (await cards(client)).find((entry) => entry.id === id)!;

const wordpressCredentials = () => ({
  siteUrl: wordpress.origin,
  username: wordpress.username,
  applicationPassword: wordpress.applicationPassword,
});

describe('the catalogue', () => {
  test('lists every category’s cards, disconnected until something connects them, with the forms they ask for', async () => {
    const member = await uplift.member('catalogue.list@example.com');
    const all = await cards(member);
    expect(new Set(all.map((entry) => entry.category))).toEqual(new Set(['analytics', 'social', 'email', 'ecommerce', 'seo', 'other']));
    expect(all.filter((entry) => entry.connected)).toEqual([]);
    const wp = all.find((entry) => entry.id === 'wordpress')!;
    expect(wp).toMatchObject({ connectVia: 'form', connected: false, lastSync: null, settings: null });
    expect(wp.fields.map((field) => field.name)).toEqual(['siteUrl', 'username', 'applicationPassword']);
    expect(all.find((entry) => entry.id === 'google-search-console')).toMatchObject({
      connectVia: 'elsewhere',
      manageAt: '/seo?tab=keywords',
    });
    expect(all.find((entry) => entry.id === 'dataforseo')).toMatchObject({ connectVia: 'operator', connected: false });
    expect(
      all.filter((entry) => entry.category === 'social').every((entry) => entry.connectVia === 'elsewhere' && entry.manageAt === '/social'),
    ).toBe(true);
  });

  test('the tracker’s card gives the project’s snippet, and turns Connected with the first visit', async () => {
    const member = await uplift.member('catalogue.tracker@example.com');
    const project = (await member.post('/api/projects', { name: 'Bakery', url: 'https://bakery.example', niche: 'Baking' })).body;
    const overview = (await member.get(`/api/integrations?projectId=${project.id}`)).body as IntegrationsOverview;
    expect(overview.trackerSnippet).toContain(`data-project="${project.id}"`);
    expect(overview.integrations.find((entry) => entry.id === 'uplift-tracker')).toMatchObject({ connected: false });
    expect((await member.get('/api/integrations?projectId=not-a-uuid')).status).toBe(400);

    const visit = await fetch(`${uplift.server.url}/api/event`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': chrome, origin: 'https://bakery.example' },
      body: JSON.stringify({ p: project.id, n: 'pageview', u: 'https://bakery.example/' }),
    });
    expect(visit.status).toBe(202);
    // The collector writes in batches every second.
    const tracker = await until(
      async () => ((await member.get(`/api/integrations?projectId=${project.id}`)).body as IntegrationsOverview).integrations[0]!,
      (card) => card.connected,
    );
    expect(tracker).toMatchObject({ id: 'uplift-tracker', detail: 'Receiving visits from bakery.example' });
  });
});

describe('connecting with credentials', () => {
  test('WordPress: the test call decides, the card says what it reached, and nothing secret comes back', async () => {
    const member = await uplift.member('connect.wordpress@example.com');
    const wrong = await member.post('/api/integrations/wordpress/connect', {
      credentials: { ...wordpressCredentials(), applicationPassword: 'nope' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.message).toBe(text.testFailed('WordPress', 'WordPress refused the username or application password.'));
    expect((await card(member, 'wordpress')).connected).toBe(false);

    const connected = await member.post('/api/integrations/wordpress/connect', { credentials: wordpressCredentials() });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({
      id: 'wordpress',
      connected: true,
      detail: `${new URL(wordpress.origin).host} (Editor Ed)`,
      lastError: null,
    });
    expect(connected.body.lastSync).not.toBeNull();
    const listed = JSON.stringify((await member.get('/api/integrations')).body);
    expect(listed).not.toContain('Q9zL');
    const events = (await member.get('/api/events?limit=5')).body.events as { type: string }[];
    expect(events.map((event) => event.type)).toContain('integration_connected');

    const disconnected = await member.post('/api/integrations/wordpress/disconnect');
    expect(disconnected.body).toMatchObject({ connected: false, detail: null, lastSync: null });
    expect((await member.get('/api/events?limit=5')).body.events.map((event: { type: string }) => event.type)).toContain(
      'integration_disconnected',
    );
  });

  test('a WordPress user who may not publish is refused with the reason', async () => {
    const member = await uplift.member('connect.contributor@example.com');
    wordpress.mayPublish = false;
    try {
      const refused = await member.post('/api/integrations/wordpress/connect', { credentials: wordpressCredentials() });
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toContain('This WordPress user may not publish posts.');
    } finally {
      wordpress.mayPublish = true;
    }
  });

  test('Ghost: a signed Admin API token reaches the site', async () => {
    const member = await uplift.member('connect.ghost@example.com');
    const malformed = await member.post('/api/integrations/ghost/connect', {
      credentials: { adminUrl: ghost.origin, adminApiKey: 'not-a-key' },
    });
    expect(malformed.status).toBe(400);
    const otherKey = `${'a'.repeat(24)}:${'b'.repeat(64)}`;
    expect(
      (await member.post('/api/integrations/ghost/connect', { credentials: { adminUrl: ghost.origin, adminApiKey: otherKey } })).status,
    ).toBe(422);
    const connected = await member.post('/api/integrations/ghost/connect', {
      credentials: { adminUrl: ghost.origin, adminApiKey: ghost.adminApiKey },
    });
    expect(connected.status).toBe(200);
    expect(connected.body.detail).toBe(`Field Notes (${new URL(ghost.origin).host})`);
  });

  test('Slack posts its test message; Discord is read without posting; a removed hook is refused', async () => {
    const member = await uplift.member('connect.chat@example.com');
    expect((await member.post('/api/integrations/slack/connect', { credentials: { webhookUrl: chat.slackUrl } })).status).toBe(200);
    expect(chat.slackMessages.at(-1)).toMatch(/Uplift is connected/);
    const discord = await member.post('/api/integrations/discord/connect', { credentials: { webhookUrl: chat.discordUrl } });
    expect(discord.body).toMatchObject({ connected: true, detail: 'Discord webhook “Uplift alerts”' });
    expect(chat.discordMessages).toEqual([]);

    chat.hooksExist = false;
    try {
      const gone = await member.post('/api/integrations/slack/connect', { credentials: { webhookUrl: chat.slackUrl } });
      expect(gone.status).toBe(422);
      expect(gone.body.error.message).toContain('Slack does not know this webhook');
    } finally {
      chat.hooksExist = true;
    }
  });

  test('Mailchimp finds the key’s data centre; Stripe wants a restricted key that may read charges', async () => {
    const member = await uplift.member('connect.commerce@example.com');
    const chimp = await member.post('/api/integrations/mailchimp/connect', { credentials: { apiKey: mailchimp.apiKey } });
    expect(chimp.body).toMatchObject({ connected: true, detail: 'Bakery & Co' });
    const secretKey = await member.post('/api/integrations/stripe/connect', { credentials: { restrictedKey: 'sk_test_123456789012' } });
    expect(secretKey.status).toBe(400);
    expect(secretKey.body.error.message).toBe('Enter a restricted key: it starts with rk_live_ or rk_test_');
    const narrow = await member.post('/api/integrations/stripe/connect', { credentials: { restrictedKey: stripe.narrowKey } });
    expect(narrow.status).toBe(422);
    expect(narrow.body.error.message).toContain('give it Read access to Charges and Customers');
    const readable = await member.post('/api/integrations/stripe/connect', { credentials: { restrictedKey: stripe.readKey } });
    expect(readable.body).toMatchObject({ connected: true, detail: 'Stripe account (test mode)' });
  });

  test('an address on a private network is refused, and nothing is stored', async () => {
    const member = await uplift.member('connect.private@example.com');
    const refused = await member.post('/api/integrations/wordpress/connect', {
      credentials: { ...wordpressCredentials(), siteUrl: 'http://10.0.0.7' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain('private or internal network');
    expect((await card(member, 'wordpress')).connected).toBe(false);
  });

  test('Starter connects five integrations at most; reconnecting one already connected is not a sixth', async () => {
    const member = await uplift.member('connect.limit@example.com');
    const connect = (id: string, credentials: Record<string, string>) => member.post(`/api/integrations/${id}/connect`, { credentials });
    for (const [id, credentials] of [
      ['wordpress', wordpressCredentials()],
      ['ghost', { adminUrl: ghost.origin, adminApiKey: ghost.adminApiKey }],
      ['slack', { webhookUrl: chat.slackUrl }],
      ['discord', { webhookUrl: chat.discordUrl }],
      ['mailchimp', { apiKey: mailchimp.apiKey }],
    ] as const) {
      expect((await connect(id, credentials)).status).toBe(200);
    }
    expect((await connect('wordpress', wordpressCredentials())).status).toBe(200);
    const sixth = await connect('stripe', { restrictedKey: stripe.readKey });
    expect(sixth.status).toBe(403);
    expect(sixth.body.error).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message: text.limitReached });
    await uplift.setPlan(member, 'professional');
    expect((await connect('stripe', { restrictedKey: stripe.readKey })).status).toBe(200);
  });

  test('an unknown integration, a card another screen connects, and bad bodies', async () => {
    const member = await uplift.member('connect.unknown@example.com');
    expect((await member.post('/api/integrations/myspace/connect', { credentials: { a: 'b' } })).status).toBe(404);
    expect((await member.post('/api/integrations/google-search-console/connect', { credentials: { a: 'b' } })).status).toBe(404);
    expect((await member.post('/api/integrations/slack/connect', { credentials: { webhookUrl: '' } })).status).toBe(400);
    expect((await member.post('/api/integrations/slack/connect', { credentials: 'x' })).status).toBe(400);
    expect(
      (
        await member.put('/api/integrations/slack/settings', {
          syncFrequency: 'hourly',
          imports: { analytics: true, profiles: true, content: true },
        })
      ).status,
    ).toBe(404);
  });
});

describe('custom integrations', () => {
  test('Enterprise adds one with an incoming address and a secret shown once, and deletes it', async () => {
    const starter = await uplift.member('custom.starter@example.com');
    const refused = await starter.post('/api/integrations/custom', { name: 'CRM', category: 'other', description: 'Leads from our CRM' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(text.customNeedsEnterprise);

    const member = await uplift.member('custom.enterprise@example.com', 'enterprise');
    expect((await member.post('/api/integrations/custom', { name: ' ', category: 'other', description: 'x' })).body.error.message).toBe(
      'Name is required',
    );
    expect((await member.post('/api/integrations/custom', { name: 'CRM', category: 'other', description: '' })).body.error.message).toBe(
      'Description is required',
    );
    const added = await member.post('/api/integrations/custom', { name: 'CRM', category: 'other', description: 'Leads from our CRM' });
    expect(added.status).toBe(201);
    expect(added.body.secret).toMatch(/^whsec_/);
    expect(added.body.integration).toMatchObject({ name: 'CRM', connectVia: 'custom', connected: false });
    expect(added.body.integration.incomingUrl).toMatch(new RegExp(`/api/integrations/incoming/${added.body.integration.id}$`));
    expect(JSON.stringify((await member.get('/api/integrations')).body)).not.toContain(added.body.secret);
    expect((await member.get('/api/events?limit=5')).body.events.map((event: { type: string }) => event.type)).toContain(
      'integration_added',
    );

    // Other software posts to it: signed, or with the secret as a Bearer token.
    const address = `${uplift.server.url}/api/integrations/incoming/${added.body.integration.id}`;
    const body = JSON.stringify({ email: 'lead@example.com', source: 'crm' });
    const signed = (messageId: string, secret = added.body.secret as string) => ({
      'content-type': 'application/json',
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
      'webhook-signature': new Webhook(secret).sign(messageId, new Date(), body),
    });
    const post = (headers: Record<string, string>, payload = body) => fetch(address, { method: 'POST', headers, body: payload });
    expect((await post(signed('msg_1'))).status).toBe(202);
    expect(await (await post(signed('msg_1'))).json()).toEqual({ received: true, duplicate: true });
    expect((await post(signed('msg_2', `whsec_${Buffer.from('another secret of 32 bytes......').toString('base64')}`))).status).toBe(401);
    expect((await post({ 'content-type': 'application/json' })).status).toBe(401);
    expect((await post({ authorization: `Bearer ${added.body.secret}` }, '[1, 2]')).status).toBe(400);
    expect((await post({ authorization: `Bearer ${added.body.secret}` })).status).toBe(202);
    expect((await fetch(`${uplift.server.url}/api/integrations/incoming/${crypto.randomUUID()}`, { method: 'POST', body })).status).toBe(
      404,
    );
    const received = await uplift.server.db.execute(
      sql`select data from domain_events where type = 'integration.received' and data->>'integrationId' = ${added.body.integration.id}`,
    );
    expect(rowsOf<{ data: { payload: unknown } }>(received).map((row) => row.data.payload)).toEqual([
      { email: 'lead@example.com', source: 'crm' },
      { email: 'lead@example.com', source: 'crm' },
    ]);
    expect(await card(member, added.body.integration.id)).toMatchObject({ connected: true });
    // Off the Enterprise plan, it keeps its address but takes no posts.
    await uplift.setPlan(member, 'professional');
    expect((await post({ authorization: `Bearer ${added.body.secret}` })).status).toBe(403);
    await uplift.setPlan(member, 'enterprise');

    const stranger = await uplift.member('custom.stranger@example.com', 'enterprise');
    expect((await stranger.delete(`/api/integrations/custom/${added.body.integration.id}`)).status).toBe(404);
    expect((await member.delete(`/api/integrations/custom/${added.body.integration.id}`)).status).toBe(204);
    expect((await cards(member)).some((entry) => entry.id === added.body.integration.id)).toBe(false);
  });
});
