import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { type IntegrationCard, integrationsMessages as text } from '@/shared/integrations/catalogue';
import { rowsOf } from '../../../db/rows';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { workspaceMembers } from '../../../tenancy/schema';
import { type FakeShopify, startFakeShopify } from '../test/fake-shopify';

let shopify: FakeShopify;
const overrides = { guardedApi: { allowLoopbackForTests: true }, originsForTests: {} as Record<string, string> };
beforeAll(async () => {
  shopify = await startFakeShopify();
  overrides.originsForTests.shopify = shopify.origin;
});
afterAll(async () => {
  await shopify?.close();
});
// Each test's shop starts without subscriptions, so a delivery reaches only that test's connection.
beforeEach(() => {
  shopify.webhooks = [];
  shopify.refuseWebhooks = false;
});
const uplift = useTestServer({}, overrides);

const credentials = () => ({
  shop: ` https://${shopify.shop.toUpperCase()}/ `,
  accessToken: shopify.accessToken,
  apiSecret: shopify.apiSecret,
});
const connect = (client: TestClient, values: Record<string, string> = credentials()) =>
  client.post('/api/integrations/shopify/connect', { credentials: values });
const receiveUrl = (connectionId: string) => `${uplift.server.url}/api/integrations/stores/${connectionId}`;

async function card(client: TestClient): Promise<IntegrationCard> {
  const cards: IntegrationCard[] = (await client.get('/api/integrations')).body.integrations;
  return cards.find((candidate) => candidate.id === 'shopify')!;
}

async function workspaceOf(client: TestClient): Promise<string> {
  return (await client.get('/api/me')).body.workspace.id as string;
}

async function connectionOf(workspaceId: string): Promise<string> {
  const result = await uplift.server.db.execute(
    sql`select id from integration_connections where workspace_id = ${workspaceId} and provider = 'shopify'`,
  );
  return rowsOf<{ id: string }>(result)[0]!.id;
}

/** A member whose workspace is connected to the fake shop, with the connection's id. */
async function connectedShop(email: string): Promise<{ client: TestClient; workspaceId: string; connectionId: string }> {
  const client = await uplift.member(email);
  const connected = await connect(client);
  expect(connected.status).toBe(200);
  const workspaceId = await workspaceOf(client);
  return { client, workspaceId, connectionId: await connectionOf(workspaceId) };
}

const sales = async (connectionId: string) =>
  rowsOf<{ external_id: string; amount_minor: number; currency: string; customer_email: string | null }>(
    await uplift.server.db.execute(
      sql`select external_id, amount_minor::int as amount_minor, currency, customer_email from commerce_sales where connection_id = ${connectionId}`,
    ),
  );
const customers = async (connectionId: string) =>
  rowsOf<{ external_id: string; email: string | null; name: string }>(
    await uplift.server.db.execute(sql`select external_id, email, name from commerce_customers where connection_id = ${connectionId}`),
  );
const events = async (workspaceId: string, type: string) =>
  rowsOf<{ data: Record<string, unknown> }>(
    await uplift.server.db.execute(sql`select data from domain_events where workspace_id = ${workspaceId} and type = ${type}`),
  ).map((row) => row.data);

describe('connecting Shopify', () => {
  test('a wrong token is refused in Shopify’s words, and nothing is kept', async () => {
    const client = await uplift.member('shopify.wrong@example.com');
    const wrong = await connect(client, { ...credentials(), accessToken: 'shpat_wrong' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.message).toBe(text.testFailed('Shopify', 'Shopify refused the access token.'));
    expect(await card(client)).toMatchObject({ connected: false, category: 'ecommerce' });
    expect(shopify.webhooks).toEqual([]);

    const notAShop = await connect(client, { ...credentials(), shop: 'https://bakery.example' });
    expect(notAShop.status).toBe(400);
    expect(notAShop.body.error.message).toContain('myshopify.com');
  });

  test('connecting subscribes the shop’s paid orders, refunds and new customers to the connection’s address, once', async () => {
    const { client, connectionId } = await connectedShop('shopify.connect@example.com');
    expect(await card(client)).toMatchObject({ connected: true, detail: shopify.shopName, settings: null });
    expect(await card(client).then((shown) => shown.fields.map((field) => field.name))).toEqual(['shop', 'accessToken', 'apiSecret']);
    const subscribed = () =>
      shopify.webhooks.map(({ topic, address, format }) => ({ topic, address, format })).sort((a, b) => a.topic.localeCompare(b.topic));
    const expected = [
      { topic: 'customers/create', address: receiveUrl(connectionId), format: 'json' },
      { topic: 'orders/paid', address: receiveUrl(connectionId), format: 'json' },
      { topic: 'refunds/create', address: receiveUrl(connectionId), format: 'json' },
    ];
    expect(subscribed()).toEqual(expected);
    expect(JSON.stringify((await client.get('/api/integrations')).body)).not.toContain(shopify.apiSecret);

    // Connecting again finds them there and adds none.
    expect((await connect(client)).status).toBe(200);
    expect(subscribed()).toEqual(expected);
  });

  test('a shop that refuses the subscriptions leaves the card disconnected, with the reason', async () => {
    const client = await uplift.member('shopify.scopes@example.com');
    shopify.refuseWebhooks = true;
    const refused = await connect(client);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain('read_orders and read_customers scopes');
    expect((await card(client)).connected).toBe(false);
  });

  test('a Viewer may not connect a shop', async () => {
    const owner = await uplift.member('shopify.owner@example.com');
    const viewer = await uplift.member('shopify.viewer@example.com');
    const [workspaceId, userId] = [await workspaceOf(owner), (await viewer.get('/api/me')).body.id];
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
    expect((await connect(viewer)).status).toBe(403);
    expect(shopify.webhooks).toEqual([]);
  });
});

describe('Shopify’s webhooks', () => {
  test('a paid order becomes a sale and revenue.recorded, once however often Shopify sends it', async () => {
    const { workspaceId, connectionId } = await connectedShop('shopify.orders@example.com');
    const { payload, deliveries } = await shopify.placeOrder({ total: '42.10', currency: 'eur' });
    expect(deliveries).toEqual([{ address: receiveUrl(connectionId), status: 200 }]);
    expect(await shopify.deliver('orders/paid', payload)).toEqual([{ address: receiveUrl(connectionId), status: 200 }]);
    await uplift.server.drained();

    expect(await sales(connectionId)).toEqual([
      { external_id: String(payload.id), amount_minor: 4210, currency: 'EUR', customer_email: 'ann@example.com' },
    ]);
    expect(await events(workspaceId, 'revenue.recorded')).toEqual([
      expect.objectContaining({
        source: 'shopify',
        id: String(payload.id),
        amount: 42.1,
        amountMinor: 4210,
        currency: 'EUR',
        customerEmail: 'ann@example.com',
      }),
    ]);
    // The order's customer is new too.
    expect(await customers(connectionId)).toHaveLength(1);
  });

  test('a new customer becomes a customer.created lead, with their marketing consent', async () => {
    const { workspaceId, connectionId } = await connectedShop('shopify.customers@example.com');
    const { payload } = await shopify.createCustomer({ email: 'Bob@Example.com', first_name: 'Bob', last_name: 'Crust' });
    await shopify.createCustomer({ email: 'quiet@example.com', email_marketing_consent: { state: 'not_subscribed', opt_in_level: null } });
    await uplift.server.drained();

    expect((await customers(connectionId)).map((row) => `${row.email} ${row.name}`).sort()).toEqual([
      'bob@example.com Bob Crust',
      'quiet@example.com Ann Baker',
    ]);
    const created = await events(workspaceId, 'customer.created');
    expect(created.map((event) => [event.email, event.consent]).sort()).toEqual([
      ['bob@example.com', true],
      ['quiet@example.com', false],
    ]);
    expect(created.find((event) => event.email === 'bob@example.com')).toMatchObject({ source: 'shopify', id: String(payload.id) });
  });

  test('a wrong signature, an unknown connection, a body that is no payload and a topic not asked for', async () => {
    const { workspaceId, connectionId } = await connectedShop('shopify.refusals@example.com');
    const { payload } = await shopify.placeOrder({ customer: null, email: null });
    await uplift.server.db.execute(sql`delete from commerce_sales where connection_id = ${connectionId}`);
    await uplift.server.db.execute(sql`delete from domain_events where workspace_id = ${workspaceId} and type = 'revenue.recorded'`);

    expect(await shopify.deliver('orders/paid', payload, 'not-the-app-secret')).toEqual([
      { address: receiveUrl(connectionId), status: 401 },
    ]);
    const post = (body: string, topic = 'orders/paid', id = connectionId) =>
      fetch(receiveUrl(id), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': topic,
          'x-shopify-hmac-sha256': createHmac('sha256', shopify.apiSecret).update(body).digest('base64'),
        },
        body,
      });
    expect((await post('{"id":', 'orders/paid')).status).toBe(400);
    expect((await post(JSON.stringify({ id: 1, currency: 'EUR', total_price: 'lots' }))).status).toBe(400);
    expect((await post(JSON.stringify({ id: 2, currency: 'EUR', total_price: '1.00', email: 'a\u0000@example.com' }))).status).toBe(400);
    expect((await post('[]', 'customers/create')).status).toBe(400);
    expect((await post(JSON.stringify({ id: 4, order_id: 'x', transactions: 'none' }), 'refunds/create')).status).toBe(400);
    expect((await post(JSON.stringify({ id: 3 }), 'products/update')).status).toBe(200);
    expect((await post(JSON.stringify(payload), 'orders/paid', crypto.randomUUID())).status).toBe(404);
    expect((await post(JSON.stringify(payload), 'orders/paid', 'not-an-id')).status).toBe(404);

    expect(await sales(connectionId)).toEqual([]);
    expect(await events(workspaceId, 'revenue.recorded')).toEqual([]);
  });

  test('disconnecting removes the subscriptions, and the address answers 404 from then on', async () => {
    const { client, connectionId } = await connectedShop('shopify.disconnect@example.com');
    const { payload } = await shopify.placeOrder();
    expect(shopify.webhooks).toHaveLength(3);

    const disconnected = await client.post('/api/integrations/shopify/disconnect');
    expect(disconnected.body).toMatchObject({ connected: false, detail: null });
    expect(shopify.webhooks).toEqual([]);
    expect(shopify.received.filter((request) => request.method === 'DELETE')).toHaveLength(3);

    // Shopify may still be retrying an earlier delivery.
    shopify.webhooks = [{ id: 1, topic: 'orders/paid', address: receiveUrl(connectionId), format: 'json' }];
    expect(await shopify.deliver('orders/paid', { ...payload, id: 99 })).toEqual([{ address: receiveUrl(connectionId), status: 404 }]);
    expect(await sales(connectionId)).toHaveLength(1);
  });

  test('a disconnect goes through even when the shop cannot be reached', async () => {
    const { client } = await connectedShop('shopify.unreachable@example.com');
    const token = shopify.accessToken;
    shopify.accessToken = 'shpat_revoked';
    try {
      const disconnected = await client.post('/api/integrations/shopify/disconnect');
      expect(disconnected.status).toBe(200);
      expect(disconnected.body).toMatchObject({ connected: false });
    } finally {
      shopify.accessToken = token;
    }
  });
});

describe('Shopify’s refunds', () => {
  const total = async (connectionId: string) =>
    rowsOf<{ total: number }>(
      await uplift.server.db.execute(
        sql`select coalesce(sum(amount_minor), 0)::int as total from commerce_sales where connection_id = ${connectionId}`,
      ),
    )[0]!.total;
  const rows = async (connectionId: string) =>
    rowsOf<{ external_id: string; amount_minor: number; click_ref: string | null; refund_of: string | null }>(
      await uplift.server.db.execute(
        sql`select external_id, amount_minor::int as amount_minor, click_ref, refund_of from commerce_sales
            where connection_id = ${connectionId} order by amount_minor desc`,
      ),
    );

  test('a refund subtracts as a row of its own with the order’s click, once however often Shopify sends it', async () => {
    const { workspaceId, connectionId } = await connectedShop('shopify.refund@example.com');
    const { payload: order } = await shopify.placeOrder({ total: '42.10', landingSite: '/products/loaf?utm_source=uplift&uc=click-abc' });
    const { payload: refund, deliveries } = await shopify.refundOrder(order, '10.00');
    expect(deliveries).toEqual([{ address: receiveUrl(connectionId), status: 200 }]);
    expect(await shopify.deliver('refunds/create', refund)).toEqual([{ address: receiveUrl(connectionId), status: 200 }]);
    await uplift.server.drained();

    expect(await rows(connectionId)).toEqual([
      { external_id: String(order.id), amount_minor: 4210, click_ref: 'click-abc', refund_of: null },
      { external_id: `refund:${refund.id}`, amount_minor: -1000, click_ref: 'click-abc', refund_of: String(order.id) },
    ]);
    expect(await total(connectionId)).toBe(3210);
    // A refund is not a payment taken: revenue.recorded told of the order alone.
    expect(await events(workspaceId, 'revenue.recorded')).toHaveLength(1);
  });

  test('a refund that arrives before its order is a negative row, and the sum is right once both are there', async () => {
    const { connectionId } = await connectedShop('shopify.refund.early@example.com');
    const { payload: order } = await shopify.placeOrder({ total: '24.50', landingSite: '/?uc=click-early', withheld: true });
    await shopify.refundOrder(order, '5.00');
    expect(await total(connectionId)).toBe(-500);

    expect(await shopify.deliver('orders/paid', order)).toEqual([{ address: receiveUrl(connectionId), status: 200 }]);
    expect(await total(connectionId)).toBe(1950);
    expect((await rows(connectionId)).map((row) => row.click_ref)).toEqual(['click-early', 'click-early']);
  });

  test('a refund without transactions takes off its line items; one that gave nothing back keeps nothing', async () => {
    const { connectionId } = await connectedShop('shopify.refund.lines@example.com');
    const { payload: order } = await shopify.placeOrder({ total: '30.00' });
    const { payload: refund } = await shopify.refundOrder(order, '12.50', { withheld: true });
    await shopify.deliver('refunds/create', { ...refund, transactions: [] });
    await shopify.deliver('refunds/create', { ...refund, id: Number(refund.id) + 1, transactions: [], refund_line_items: [] });
    expect(await total(connectionId)).toBe(1750);
    expect(await rows(connectionId)).toHaveLength(2);
  });
});
