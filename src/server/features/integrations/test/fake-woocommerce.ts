// A WooCommerce store's webhooks as WooCommerce 8 sends them: saving a webhook tries its Delivery URL
// with an unsigned `webhook_id=<id>`; each order.created / order.updated posts the order as REST API v3
// writes it, encoded as PHP's json_encode does (slashes escaped), with the X-WC-Webhook-* headers and
// X-WC-Webhook-Signature: base64 of the body's HMAC-SHA256 under the webhook's secret.
import { createHmac, randomUUID } from 'node:crypto';

export interface FakeWooOrder {
  id: number;
  status: 'pending' | 'processing' | 'on-hold' | 'completed' | 'cancelled' | 'refunded' | 'failed';
  currency: string;
  total: string;
  date_created_gmt: string;
  date_modified_gmt: string;
  date_paid_gmt: string | null;
  billing: { first_name: string; last_name: string; email: string };
  meta_data: Array<{ id: number; key: string; value: string }>;
  refunds: Array<{ id: number; reason: string; total: string }>;
  [field: string]: unknown;
}

export interface FakeWooCommerce {
  /** The secret the user gave the webhooks in WooCommerce (and enters in Uplift). */
  secret: string;
  /** The Delivery URL the user pasted from the card. */
  deliveryUrl: string;
  /** Saving the webhooks: WooCommerce tries the address; answers the status it got. */
  saveWebhook(): Promise<number>;
  /** A new order (order.created), paid by card unless told otherwise; answers the order and the status. */
  placeOrder(order?: Partial<FakeWooOrder> & { landingPage?: string }): Promise<{ order: FakeWooOrder; status: number }>;
  /** Refunds `amount` ("5.00") of an order; all that is left marks it refunded. Posts order.updated. */
  refund(order: FakeWooOrder, amount?: string): Promise<number>;
  /** Posts the order for `topic`, signed with `secret` (the webhook's by default), as WooCommerce does and retries. */
  deliver(topic: 'order.created' | 'order.updated', order: FakeWooOrder, secret?: string): Promise<number>;
}

const gmt = (date: Date) => date.toISOString().slice(0, 19);
/** PHP's json_encode, which WordPress's wp_json_encode follows: "/" is written "\/". */
const phpJson = (value: unknown) => JSON.stringify(value).replaceAll('/', '\\/');

export function fakeWooCommerce(): FakeWooCommerce {
  let nextId = 700;
  const webhookId = 12;
  const fake: FakeWooCommerce = {
    secret: `woo-${randomUUID()}`,
    deliveryUrl: '',
    async saveWebhook() {
      const answer = await fetch(fake.deliveryUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'WooCommerce/8.5.2 Hookshot (WordPress/6.4.3)' },
        body: `webhook_id=${webhookId}`,
      });
      await answer.arrayBuffer();
      return answer.status;
    },
    async placeOrder({ landingPage, ...order } = {}) {
      const now = new Date();
      const id = order.id ?? nextId++;
      const paid: FakeWooOrder = {
        id,
        parent_id: 0,
        status: 'processing',
        currency: 'USD',
        version: '8.5.2',
        prices_include_tax: false,
        date_created: gmt(now),
        date_modified: gmt(now),
        discount_total: '0.00',
        shipping_total: '0.00',
        total: '29.35',
        total_tax: '0.00',
        customer_id: 0,
        order_key: `wc_order_${id}abc`,
        billing: { first_name: 'Ann', last_name: 'Baker', email: 'ann@example.com' },
        payment_method: 'stripe',
        payment_method_title: 'Credit Card (Stripe)',
        transaction_id: `ch_${id}`,
        created_via: 'checkout',
        number: String(id),
        meta_data: landingPage ? [{ id: nextId++, key: '_wc_order_attribution_session_entry', value: landingPage }] : [],
        line_items: [{ id: nextId++, name: 'Rye course', product_id: 31, quantity: 1, subtotal: '29.35', total: '29.35', price: 29.35 }],
        tax_lines: [],
        shipping_lines: [],
        fee_lines: [],
        coupon_lines: [],
        refunds: [],
        date_created_gmt: gmt(now),
        date_modified_gmt: gmt(now),
        date_completed_gmt: null,
        date_paid_gmt: gmt(now),
        currency_symbol: '$',
        _links: { self: [{ href: `https://shop.example/wp-json/wc/v3/orders/${id}` }] },
        ...order,
      };
      return { order: paid, status: await fake.deliver('order.created', paid) };
    },
    async refund(order, amount) {
      const refunded = order.refunds.reduce((sum, refund) => sum - Number(refund.total), 0);
      const given = amount ?? (Number(order.total) - refunded).toFixed(2);
      order.refunds.unshift({ id: nextId++, reason: '', total: `-${given}` });
      if (refunded + Number(given) >= Number(order.total)) order.status = 'refunded';
      order.date_modified_gmt = gmt(new Date());
      return fake.deliver('order.updated', order);
    },
    async deliver(topic, order, secret = fake.secret) {
      const body = phpJson(order);
      const answer = await fetch(fake.deliveryUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'WooCommerce/8.5.2 Hookshot (WordPress/6.4.3)',
          'x-wc-webhook-source': 'https://shop.example/',
          'x-wc-webhook-topic': topic,
          'x-wc-webhook-resource': 'order',
          'x-wc-webhook-event': topic.split('.')[1]!,
          'x-wc-webhook-signature': createHmac('sha256', secret).update(body).digest('base64'),
          'x-wc-webhook-id': String(webhookId),
          'x-wc-webhook-delivery-id': randomUUID().replaceAll('-', ''),
        },
        body,
      });
      await answer.arrayBuffer();
      return answer.status;
    },
  };
  return fake;
}
