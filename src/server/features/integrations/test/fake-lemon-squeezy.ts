// A Lemon Squeezy store's webhook, as Lemon Squeezy sends it: the event in X-Event-Name, a JSON:API
// body (`meta` with the checkout's custom data, `data` the order, amounts in cents) and X-Signature,
// the hex HMAC-SHA256 of the body under the webhook's signing secret. A refund re-sends the order as
// `order_refunded`, with `refunded_amount` what is refunded so far.
import { createHmac, randomUUID } from 'node:crypto';

export interface FakeLemonOrder {
  type: 'orders';
  id: string;
  attributes: {
    currency: string;
    total: number;
    status: 'pending' | 'failed' | 'paid' | 'refunded' | 'partial_refund' | 'fraudulent';
    user_email: string;
    refunded: boolean;
    refunded_amount: number;
    refunded_at: string | null;
    created_at: string;
    updated_at: string;
    [field: string]: unknown;
  };
  [field: string]: unknown;
}

export interface FakeLemonSqueezy {
  signingSecret: string;
  /** The Callback URL the user pasted from the card. */
  callbackUrl: string;
  /** A paid order (order_created), bought through a checkout with `customData`. */
  placeOrder(
    order?: Partial<{ total: number; currency: string; customData: Record<string, string> }>,
  ): Promise<{ order: FakeLemonOrder; customData: Record<string, string>; status: number }>;
  /** Refunds `amount` cents of the order (all of it by default) and sends order_refunded. */
  refund(order: FakeLemonOrder, customData: Record<string, string>, amount?: number): Promise<number>;
  deliver(event: string, order: FakeLemonOrder, customData: Record<string, string>, secret?: string): Promise<number>;
}

export function fakeLemonSqueezy(): FakeLemonSqueezy {
  let nextId = 1_402_000;
  const webhookId = randomUUID();
  const fake: FakeLemonSqueezy = {
    signingSecret: `lemon-${randomUUID().slice(0, 20)}`,
    callbackUrl: '',
    async placeOrder({ total = 2900, currency = 'USD', customData = {} } = {}) {
      const now = new Date().toISOString().replace('Z', '000Z');
      const id = String(nextId++);
      const order: FakeLemonOrder = {
        type: 'orders',
        id,
        attributes: {
          store_id: 4021,
          customer_id: nextId++,
          identifier: randomUUID(),
          order_number: Number(id) % 100_000,
          user_name: 'Ann Baker',
          user_email: 'ann@example.com',
          currency,
          currency_rate: '1.00000000',
          subtotal: total,
          setup_fee: 0,
          discount_total: 0,
          tax: 0,
          total,
          refunded_amount: 0,
          subtotal_usd: total,
          total_usd: total,
          tax_name: null,
          tax_rate: '0.00',
          tax_inclusive: false,
          status: 'paid',
          status_formatted: 'Paid',
          refunded: false,
          refunded_at: null,
          subtotal_formatted: `$${(total / 100).toFixed(2)}`,
          total_formatted: `$${(total / 100).toFixed(2)}`,
          first_order_item: {
            id: nextId++,
            order_id: Number(id),
            product_id: 77,
            variant_id: 78,
            product_name: 'Rye course',
            price: total,
          },
          urls: { receipt: `https://app.lemonsqueezy.com/my-orders/${randomUUID()}` },
          created_at: now,
          updated_at: now,
          test_mode: true,
        },
        relationships: {},
        links: { self: `https://api.lemonsqueezy.com/v1/orders/${id}` },
      };
      return { order, customData, status: await fake.deliver('order_created', order, customData) };
    },
    async refund(order, customData, amount) {
      const given = amount ?? order.attributes.total - order.attributes.refunded_amount;
      const attributes = order.attributes;
      attributes.refunded_amount += given;
      attributes.refunded = true;
      attributes.status = attributes.refunded_amount >= attributes.total ? 'refunded' : 'partial_refund';
      attributes.refunded_at = new Date().toISOString();
      attributes.updated_at = attributes.refunded_at;
      return fake.deliver('order_refunded', order, customData);
    },
    async deliver(event, order, customData, secret = fake.signingSecret) {
      const body = JSON.stringify({
        meta: { test_mode: true, event_name: event, custom_data: customData, webhook_id: webhookId },
        data: order,
      });
      const answer = await fetch(fake.callbackUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'LemonSqueezy-Hookshot',
          'x-event-name': event,
          'x-signature': createHmac('sha256', secret).update(body).digest('hex'),
        },
        body,
      });
      await answer.arrayBuffer();
      return answer.status;
    },
  };
  return fake;
}
