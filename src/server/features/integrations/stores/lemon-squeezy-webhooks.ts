import { z } from 'zod';
import type { Sale } from '../commerce/ledger';
import { type StoreReceiver, orNull, parsedJson, readable, signedWith } from './store-webhooks';

const cents = z.number().int().min(0).max(1e13);
const moment = z
  .string()
  .max(64)
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), 'Not a date');

/** An order event as Lemon Squeezy sends it (JSON:API): `meta` with the checkout's custom data, `data` the order. */
const orderEvent = z.looseObject({
  meta: z.looseObject({ event_name: z.string().max(100), custom_data: z.record(z.string(), z.unknown()).nullish() }),
  data: z.looseObject({
    type: z.literal('orders'),
    id: z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()]).transform(String),
    attributes: z.looseObject({
      currency: z.string().regex(/^[A-Za-z]{3}$/),
      /** In cents, as every amount here. */
      total: cents,
      status: z.string().max(50),
      user_email: z.string().max(320).nullish(),
      refunded: z.boolean().nullish(),
      refunded_amount: cents.nullish(),
      refunded_at: moment.nullish(),
      created_at: moment.nullish(),
      updated_at: moment.nullish(),
    }),
  }),
});
type OrderEvent = z.infer<typeof orderEvent>;

const paidStatuses = new Set(['paid', 'refunded', 'partial_refund']);

/**
 * A Lemon Squeezy store's webhooks (`X-Signature`: hex HMAC-SHA256 of the body with the signing
 * secret). `order_created` of a paid order is a sale; `order_refunded` says how much of the order is
 * refunded so far, kept as one negative row per order (`refund:<order id>`) that a larger total
 * replaces. The checkout's `custom_data` may name Monetization's click and product.
 */
export const lemonSqueezyReceiver: StoreReceiver = {
  provider: 'lemon-squeezy',
  badSignature: 'The X-Signature does not match the webhook’s signing secret.',

  authentic: (delivery, { credentials }) => signedWith(credentials.signingSecret, delivery.raw, delivery.header('x-signature'), 'hex'),

  read(delivery, received) {
    const event = delivery.header('x-event-name');
    if (event !== 'order_created' && event !== 'order_refunded') return {};
    const order = readable(orderEvent, parsedJson(delivery.raw));
    if (!paidStatuses.has(order.data.attributes.status) && !order.data.attributes.refunded) return {};
    const sale = saleOf(order, received);
    const refund = event === 'order_refunded' ? refundOf(order, sale, received) : null;
    return { sales: [sale], refundsSoFar: refund ? [refund] : [] };
  },
};

function saleOf({ meta, data }: OrderEvent, received: Date): Sale {
  const custom = (key: string) => {
    const value = meta.custom_data?.[key];
    return typeof value === 'string' && value ? value : null;
  };
  return {
    externalId: data.id,
    amountMinor: data.attributes.total,
    currency: data.attributes.currency,
    customerEmail: orNull(data.attributes.user_email),
    occurredAt: data.attributes.created_at ?? received,
    clickRef: custom('uplift_click'),
    productRef: custom('uplift_product'),
  };
}

/** What is refunded so far: `refunded_amount`, or the whole order when only `refunded` says so. */
function refundOf({ data }: OrderEvent, sale: Sale, received: Date): Sale | null {
  const { attributes } = data;
  const amount = attributes.refunded_amount || (attributes.refunded || attributes.status === 'refunded' ? attributes.total : 0);
  if (amount <= 0) return null;
  return {
    externalId: `refund:${data.id}`,
    amountMinor: -Math.min(amount, attributes.total),
    currency: attributes.currency,
    customerEmail: null,
    occurredAt: attributes.refunded_at ?? attributes.updated_at ?? received,
    refundOf: sale.externalId,
  };
}
