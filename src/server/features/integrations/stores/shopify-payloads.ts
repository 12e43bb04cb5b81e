import { z } from 'zod';
import { toMinorUnits } from '@/shared/money';
import type { Customer, Sale } from '../commerce/ledger';

// Shopify's webhook bodies, read loosely: only the fields Uplift keeps are checked, the rest pass.

const shopifyId = z.union([z.number().int().nonnegative(), z.string().trim().min(1).max(100)]).transform(String);
const optionalText = (max: number) => z.string().max(max).nullish();
/** Shopify writes money as strings in the shop's major unit ("24.50"). */
const money = z
  .union([z.string().max(40), z.number()])
  .transform(Number)
  .pipe(z.number().min(0).max(1e11));
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
    currency: z.string().regex(/^[A-Za-z]{3}$/),
    total_price: money.nullish(),
    current_total_price: money.nullish(),
    processed_at: moment.nullish(),
    created_at: moment.nullish(),
    customer: shopifyCustomerPayload.nullish(),
  })
  .refine((order) => order.current_total_price != null || order.total_price != null, 'An order without its total');
type ShopifyOrder = z.infer<typeof shopifyOrderPayload>;

/** An empty e-mail is none. */
const emailOf = (value: string | null | undefined) => (value ? value : null);

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

/** A paid order as a sale: what it comes to now (refunds taken off) when Shopify says. */
export function saleOf(order: ShopifyOrder, received: Date): Sale {
  return {
    externalId: order.id,
    amountMinor: toMinorUnits(order.current_total_price ?? order.total_price ?? 0, order.currency),
    currency: order.currency,
    customerEmail: emailOf(order.email) ?? emailOf(order.customer?.email),
    occurredAt: order.processed_at ?? order.created_at ?? received,
  };
}
