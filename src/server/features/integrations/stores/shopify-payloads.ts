import { z } from 'zod';
import { toMinorUnits } from '@/shared/money';
import type { Customer, Sale } from '../commerce/ledger';
import { clickOfAddress, orNull } from './store-webhooks';

// Shopify's webhook bodies, read loosely: only the fields Uplift keeps are checked, the rest pass.

const shopifyId = z.union([z.number().int().nonnegative(), z.string().trim().min(1).max(100)]).transform(String);
const optionalText = (max: number) => z.string().max(max).nullish();
/** Shopify writes money as strings in the shop's major unit ("24.50"). */
const money = z
  .union([z.string().max(40), z.number()])
  .transform(Number)
  .pipe(z.number().min(0).max(1e11));
const currencyCode = z.string().regex(/^[A-Za-z]{3}$/);
const moment = z
  .string()
  .max(64)
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), 'Not a date');

export const shopifyCustomerPayload = z.looseObject({
  id: shopifyId,
  email: optionalText(320),
  first_name: optionalText(255),
  last_name: optionalText(255),
  created_at: moment.nullish(),
  email_marketing_consent: z.looseObject({ state: z.string().max(50).nullish() }).nullish(),
  accepts_marketing: z.boolean().nullish(),
});
type ShopifyCustomer = z.infer<typeof shopifyCustomerPayload>;

export const shopifyOrderPayload = z
  .looseObject({
    id: shopifyId,
    email: optionalText(320),
    currency: currencyCode,
    total_price: money.nullish(),
    current_total_price: money.nullish(),
    processed_at: moment.nullish(),
    created_at: moment.nullish(),
    customer: shopifyCustomerPayload.nullish(),
    /** Where the buyer landed, a path with its query: Monetization's tracked links add `uc`. */
    landing_site: z.string().max(4000).nullish(),
    note_attributes: z.array(z.looseObject({ name: z.string().max(255), value: z.unknown() })).nullish(),
  })
  .refine((order) => order.current_total_price != null || order.total_price != null, 'An order without its total');
type ShopifyOrder = z.infer<typeof shopifyOrderPayload>;

const emailOf = orNull;

const amountIn = z.looseObject({ amount: money, currency_code: currencyCode });
const moneySet = z.looseObject({ shop_money: amountIn.nullish(), presentment_money: amountIn.nullish() });

/** A refund as `refunds/create` tells it: the money went back through its transactions of kind `refund`. */
export const shopifyRefundPayload = z.looseObject({
  id: shopifyId,
  order_id: shopifyId,
  created_at: moment.nullish(),
  processed_at: moment.nullish(),
  transactions: z
    .array(
      z.looseObject({ kind: z.string().max(50), status: z.string().max(50).nullish(), amount: money, currency: currencyCode.nullish() }),
    )
    .nullish(),
  refund_line_items: z
    .array(
      z.looseObject({
        subtotal: money.nullish(),
        total_tax: money.nullish(),
        subtotal_set: moneySet.nullish(),
        total_tax_set: moneySet.nullish(),
      }),
    )
    .nullish(),
});
type ShopifyRefund = z.infer<typeof shopifyRefundPayload>;

/** A customer as the ledger keeps it; `fallback` dates one Shopify sent without its own date. */
export function customerOf(customer: ShopifyCustomer, fallback: Date): Customer {
  return {
    externalId: customer.id,
    email: emailOf(customer.email),
    name: [customer.first_name, customer.last_name].filter(Boolean).join(' '),
    consent: customer.email_marketing_consent?.state === 'subscribed' || customer.accepts_marketing === true,
    createdAt: customer.created_at ?? fallback,
  };
}

/** A paid order as a sale, at what was paid: its refunds come as rows of their own (`refunds/create`). */
export function saleOf(order: ShopifyOrder, received: Date): Sale {
  const attribute = (name: string) => {
    const value = order.note_attributes?.find((note) => note.name === name)?.value;
    return typeof value === 'string' && value ? value : null;
  };
  return {
    externalId: order.id,
    amountMinor: toMinorUnits(order.total_price ?? order.current_total_price ?? 0, order.currency),
    currency: order.currency,
    customerEmail: emailOf(order.email) ?? emailOf(order.customer?.email),
    occurredAt: order.processed_at ?? order.created_at ?? received,
    clickRef: clickOfAddress(order.landing_site) ?? attribute('uplift_click'),
    productRef: attribute('uplift_product'),
  };
}

/**
 * A refund as a negative row keyed `refund:<id>`: the sum of its successful refund transactions, else
 * (a refund Shopify made without a transaction in the payload) its line items with their tax. Null
 * when nothing was given back (a restock alone) or the currency is not said.
 */
export function refundOf(refund: ShopifyRefund, received: Date): Sale | null {
  const transactions = (refund.transactions ?? []).filter(
    (transaction) => transaction.kind === 'refund' && (transaction.status ?? 'success') === 'success' && transaction.currency,
  );
  const lines = (refund.refund_line_items ?? []).map((line) => {
    const paid = line.subtotal_set?.presentment_money ?? line.subtotal_set?.shop_money;
    const tax = line.total_tax_set?.presentment_money ?? line.total_tax_set?.shop_money;
    return { currency: paid?.currency_code, amount: (paid?.amount ?? line.subtotal ?? 0) + (tax?.amount ?? line.total_tax ?? 0) };
  });
  const given = transactions.length > 0 ? transactions.map(({ currency, amount }) => ({ currency, amount })) : lines;
  const currency = given.find((part) => part.currency)?.currency;
  if (!currency) return null;
  const amountMinor = given
    .filter((part) => part.currency === currency)
    .reduce((sum, part) => sum + toMinorUnits(part.amount, currency), 0);
  if (amountMinor <= 0) return null;
  return {
    externalId: `refund:${refund.id}`,
    amountMinor: -amountMinor,
    currency,
    customerEmail: null,
    occurredAt: refund.processed_at ?? refund.created_at ?? received,
    refundOf: refund.order_id,
  };
}
