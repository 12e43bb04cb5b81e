// A local Shopify shop: enough of its Admin API (2025-01) for Uplift, the shop and the app's webhook
// subscriptions, authenticated by X-Shopify-Access-Token; and its webhook deliveries (paid orders,
// refunds, customers), posted to every address subscribed to the topic with Shopify's headers, signed
// with the app's API secret key.
import { createHmac, randomUUID } from 'node:crypto';
import { type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';

export interface FakeShopifyWebhook {
  id: number;
  topic: string;
  address: string;
  format: 'json';
}

export interface FakeShopifyCustomer {
  id: number;
  email: string | null;
  first_name: string;
  last_name: string;
  created_at: string;
  email_marketing_consent: { state: 'subscribed' | 'not_subscribed' | 'unsubscribed'; opt_in_level: string | null } | null;
}

/** What a delivery got back from the address it was posted to. */
export interface FakeShopifyDelivery {
  address: string;
  status: number;
}

export interface FakeShopify {
  origin: string;
  received: ReceivedRequest[];
  /** The shop's myshopify.com domain, the Admin API token and the app's secret it accepts and signs with. */
  shop: string;
  accessToken: string;
  apiSecret: string;
  shopName: string;
  webhooks: FakeShopifyWebhook[];
  /** While true, creating a webhook answers 403, as for an app without the topic's scope. */
  refuseWebhooks: boolean;
  /** A paid order (orders/paid), delivered unless `withheld`; answers the payload and each delivery's status. */
  placeOrder(
    order?: Partial<{
      id: number;
      total: string;
      currency: string;
      email: string | null;
      customer: FakeShopifyCustomer | null;
      /** Where the buyer landed, a path with its query (`/products/loaf?uc=…`). */
      landingSite: string | null;
      withheld: boolean;
    }>,
  ): Promise<{ payload: Record<string, unknown>; deliveries: FakeShopifyDelivery[] }>;
  /** A refund of `amount` ("5.00") of an order (refunds/create, as Admin API 2025-01 writes it), delivered unless `withheld`. */
  refundOrder(
    order: Record<string, unknown>,
    amount: string,
    options?: { withheld?: boolean },
  ): Promise<{ payload: Record<string, unknown>; deliveries: FakeShopifyDelivery[] }>;
  /** A new customer (customers/create), delivered. */
  createCustomer(customer?: Partial<FakeShopifyCustomer>): Promise<{ payload: FakeShopifyCustomer; deliveries: FakeShopifyDelivery[] }>;
  /** Posts `payload` for `topic` to its subscribers, signed with `secret` (the app's by default), as Shopify does and retries. */
  deliver(topic: string, payload: unknown, secret?: string): Promise<FakeShopifyDelivery[]>;
  close(): Promise<void>;
}

const apiVersion = '2025-01';
const topics = new Set(['orders/paid', 'orders/create', 'refunds/create', 'customers/create', 'customers/update', 'app/uninstalled']);
const base = `/admin/api/${apiVersion}`;

export async function startFakeShopify(): Promise<FakeShopify> {
  let nextId = 5_000_000_000_000;
  const fake: Pick<FakeShopify, 'shop' | 'accessToken' | 'apiSecret' | 'shopName' | 'webhooks' | 'refuseWebhooks'> = {
    shop: 'bakery-co.myshopify.com',
    accessToken: 'shpat_0123456789abcdef0123456789abcdef',
    apiSecret: '5f1e7a9c0b2d4e6f8a1c3e5f7a9b1d3e',
    shopName: 'Bakery & Co',
    webhooks: [],
    refuseWebhooks: false,
  };

  const server = await startFakeHttp((request, response) => {
    if (request.headers['x-shopify-access-token'] !== fake.accessToken)
      return sendJson(response, 401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    const route = `${request.method} ${request.path}`;
    if (route === `GET ${base}/shop.json`) {
      return sendJson(response, 200, {
        shop: { id: 548380009, name: fake.shopName, domain: fake.shop, myshopify_domain: fake.shop, currency: 'EUR' },
      });
    }
    if (route === `GET ${base}/webhooks.json`) return sendJson(response, 200, { webhooks: fake.webhooks });
    if (route === `POST ${base}/webhooks.json`) {
      if (fake.refuseWebhooks)
        return sendJson(response, 403, { errors: '[API] This action requires merchant approval for read_orders scope.' });
      const asked = (request.json as { webhook?: { topic?: string; address?: string } } | undefined)?.webhook;
      if (!asked?.topic || !topics.has(asked.topic)) return sendJson(response, 422, { errors: { topic: ['Invalid topic specified.'] } });
      if (!asked.address || !/^https?:\/\//.test(asked.address)) return sendJson(response, 422, { errors: { address: ['is invalid'] } });
      if (fake.webhooks.some((webhook) => webhook.topic === asked.topic && webhook.address === asked.address))
        return sendJson(response, 422, { errors: { address: ['for this topic has already been taken'] } });
      const webhook: FakeShopifyWebhook = { id: nextId++, topic: asked.topic, address: asked.address, format: 'json' };
      fake.webhooks.push(webhook);
      return sendJson(response, 201, { webhook });
    }
    const removal = request.method === 'DELETE' && new RegExp(`^${base}/webhooks/(\\d+)\\.json$`).exec(request.path);
    if (removal) {
      const at = fake.webhooks.findIndex((webhook) => webhook.id === Number(removal[1]));
      if (at < 0) return sendJson(response, 404, { errors: 'Not Found' });
      fake.webhooks.splice(at, 1);
      return sendJson(response, 200, {});
    }
    return sendJson(response, 404, { errors: 'Not Found' });
  });

  const deliver = async (topic: string, payload: unknown, secret = fake.apiSecret): Promise<FakeShopifyDelivery[]> => {
    const body = JSON.stringify(payload);
    const headers = {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-hmac-sha256': createHmac('sha256', secret).update(body).digest('base64'),
      'x-shopify-shop-domain': fake.shop,
      'x-shopify-webhook-id': randomUUID(),
      'x-shopify-api-version': apiVersion,
      'x-shopify-triggered-at': new Date().toISOString(),
    };
    const deliveries: FakeShopifyDelivery[] = [];
    for (const { address } of fake.webhooks.filter((webhook) => webhook.topic === topic)) {
      const answer = await fetch(address, { method: 'POST', headers, body });
      await answer.arrayBuffer();
      deliveries.push({ address, status: answer.status });
    }
    return deliveries;
  };

  const customerWith = (customer: Partial<FakeShopifyCustomer> = {}): FakeShopifyCustomer => ({
    id: nextId++,
    email: 'ann@example.com',
    first_name: 'Ann',
    last_name: 'Baker',
    created_at: new Date().toISOString(),
    email_marketing_consent: { state: 'subscribed', opt_in_level: 'single_opt_in' },
    ...customer,
  });

  return Object.assign(fake, {
    origin: server.origin,
    received: server.received,
    close: server.close,
    deliver,
    async createCustomer(customer?: Partial<FakeShopifyCustomer>) {
      const payload = customerWith(customer);
      return { payload, deliveries: await deliver('customers/create', payload) };
    },
    async placeOrder(order: Parameters<FakeShopify['placeOrder']>[0] = {}) {
      const now = new Date().toISOString();
      const customer = order.customer === undefined ? customerWith() : order.customer;
      const total = order.total ?? '24.50';
      const payload = {
        id: order.id ?? nextId++,
        email: order.email === undefined ? (customer?.email ?? null) : order.email,
        created_at: now,
        processed_at: now,
        currency: order.currency ?? 'EUR',
        financial_status: 'paid',
        total_price: total,
        current_total_price: total,
        subtotal_price: total,
        line_items: [{ id: nextId++, title: 'Sourdough loaf', quantity: 1, price: total }],
        landing_site: order.landingSite === undefined ? '/products/sourdough' : order.landingSite,
        referring_site: '',
        note_attributes: [],
        customer,
      };
      return { payload, deliveries: order.withheld ? [] : await deliver('orders/paid', payload) };
    },
    async refundOrder(order: Record<string, unknown>, amount: string, options: { withheld?: boolean } = {}) {
      const now = new Date().toISOString();
      const currency = String(order.currency);
      const money = (value: string) => ({
        shop_money: { amount: value, currency_code: currency },
        presentment_money: { amount: value, currency_code: currency },
      });
      const id = nextId++;
      const lineItem = (order.line_items as Array<Record<string, unknown>>)[0]!;
      const payload = {
        id,
        order_id: order.id,
        created_at: now,
        note: 'Damaged in transit',
        user_id: null,
        processed_at: now,
        restock: false,
        duties: [],
        total_duties_set: money('0.00'),
        additional_fees: [],
        total_additional_fees_set: money('0.00'),
        return: null,
        admin_graphql_api_id: `gid://shopify/Refund/${id}`,
        refund_line_items: [
          {
            id: nextId++,
            quantity: 1,
            line_item_id: lineItem.id,
            location_id: null,
            restock_type: 'no_restock',
            subtotal: Number(amount),
            total_tax: 0,
            subtotal_set: money(amount),
            total_tax_set: money('0.00'),
            line_item: lineItem,
          },
        ],
        transactions: [
          {
            id: nextId++,
            order_id: order.id,
            kind: 'refund',
            gateway: 'bogus',
            status: 'success',
            message: 'Bogus Gateway: Forced success',
            created_at: now,
            test: true,
            authorization: null,
            location_id: null,
            user_id: null,
            parent_id: nextId++,
            processed_at: now,
            device_id: null,
            error_code: null,
            source_name: 'web',
            receipt: {},
            amount,
            currency,
            payment_id: `#${String(order.id)}.2`,
            total_unsettled_set: money('0.00'),
            manual_payment_gateway: false,
            admin_graphql_api_id: `gid://shopify/OrderTransaction/${nextId}`,
          },
        ],
        order_adjustments: [],
      };
      return { payload, deliveries: options.withheld ? [] : await deliver('refunds/create', payload) };
    },
  });
}
