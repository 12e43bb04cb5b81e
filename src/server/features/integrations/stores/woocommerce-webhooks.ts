import { z } from 'zod';
import { toMinorUnits } from '@/shared/money';
import type { Sale } from '../commerce/ledger';
import { type StoreReceiver, clickOfAddress, orNull, parsedJson, readable, signedWith } from './store-webhooks';

// An order as WooCommerce's REST API (v3) writes it in a webhook, read loosely: only what Uplift keeps is checked.

const wooId = z.union([z.number().int().nonnegative(), z.string().trim().min(1).max(100)]).transform(String);
/** WooCommerce writes money as strings in the major unit ("29.35"); a refund's total is negative. */
const money = z
  .union([z.string().max(40), z.number()])
  .transform(Number)
  .pipe(z.number().min(-1e11).max(1e11));
/** `_gmt` dates carry no zone: they are UTC. */
const gmtDate = z
  .string()
  .max(64)
  .transform((value) => new Date(/(Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`))
  .refine((date) => !Number.isNaN(date.getTime()), 'Not a date');

const wooOrder = z.looseObject({
  id: wooId,
  status: z.string().max(50),
  currency: z.string().regex(/^[A-Za-z]{3}$/),
  total: money,
  date_created_gmt: gmtDate.nullish(),
  date_paid_gmt: gmtDate.nullish(),
  date_modified_gmt: gmtDate.nullish(),
  billing: z.looseObject({ email: z.string().max(320).nullish() }).nullish(),
  meta_data: z.array(z.looseObject({ key: z.string().max(255), value: z.unknown() })).nullish(),
  refunds: z.array(z.looseObject({ id: wooId, total: money })).nullish(),
});
type WooOrder = z.infer<typeof wooOrder>;

/** Statuses of an order whose money was taken (a refunded order was paid first). */
const paidStatuses = new Set(['processing', 'completed', 'refunded']);
const orderTopics = new Set(['order.created', 'order.updated']);

/**
 * A WooCommerce store's order webhooks (`X-WC-Webhook-Signature`: base64 HMAC-SHA256 of the body with
 * the webhook's secret). An order counts once it is paid (processing, completed, refunded, or with a
 * payment date) and each refund in it is a negative row `refund:<order id>:<refund id>`: WooCommerce
 * makes a refund of what is left when an order is marked refunded, so the list says it all.
 * `order.updated` comes with every change; the ledger keeps each once.
 */
export const wooCommerceReceiver: StoreReceiver = {
  provider: 'woocommerce',
  badSignature: 'The X-WC-Webhook-Signature does not match the webhook’s secret.',

  // Saving a webhook in WooCommerce posts `webhook_id=<id>`, unsigned, to try the address.
  isProbe: (delivery) => !delivery.header('x-wc-webhook-signature') && /^webhook_id=\d+$/.test(delivery.raw.toString('utf8')),

  authentic: (delivery, { credentials }) =>
    signedWith(credentials.webhookSecret, delivery.raw, delivery.header('x-wc-webhook-signature'), 'base64'),

  read(delivery, received) {
    if (!orderTopics.has(delivery.header('x-wc-webhook-topic') ?? '')) return {};
    const order = readable(wooOrder, parsedJson(delivery.raw));
    if (!paidStatuses.has(order.status) && !order.date_paid_gmt) return {};
    return { sales: [saleOf(order, received), ...refundsOf(order, received)] };
  },
};

function saleOf(order: WooOrder, received: Date): Sale {
  const meta = (key: string) => {
    const value = order.meta_data?.find((entry) => entry.key === key)?.value;
    return typeof value === 'string' && value ? value : null;
  };
  return {
    externalId: order.id,
    amountMinor: toMinorUnits(Math.abs(order.total), order.currency),
    currency: order.currency,
    customerEmail: orNull(order.billing?.email),
    occurredAt: order.date_paid_gmt ?? order.date_created_gmt ?? received,
    // A checkout field of the site's own, else the landing page WooCommerce's order attribution kept.
    clickRef: meta('uplift_click') ?? clickOfAddress(meta('_wc_order_attribution_session_entry')),
    productRef: meta('uplift_product'),
  };
}

function refundsOf(order: WooOrder, received: Date): Sale[] {
  return (order.refunds ?? [])
    .filter((refund) => refund.total !== 0)
    .map((refund) => ({
      externalId: `refund:${order.id}:${refund.id}`,
      amountMinor: -toMinorUnits(Math.abs(refund.total), order.currency),
      currency: order.currency,
      customerEmail: null,
      occurredAt: order.date_modified_gmt ?? received,
      refundOf: order.id,
    }));
}
