import { z } from 'zod';
import type { Sale } from '../commerce/ledger';
import type { StoreAddresses } from './store-addresses';
import { type StoreReceiver, orNull, readable } from './store-webhooks';

/** A sale as Gumroad's Ping posts it (application/x-www-form-urlencoded, `url_params[…]` from the product's address). */
const ping = z.looseObject({
  sale_id: z.string().trim().min(1).max(100),
  /** In cents. */
  price: z
    .string()
    .regex(/^\d{1,13}$/)
    .transform(Number),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .optional(),
  email: z.string().max(320).optional(),
  sale_timestamp: z
    .string()
    .max(64)
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime()), 'Not a date')
    .optional(),
  refunded: z.enum(['true', 'false']).optional(),
  resource_name: z.string().max(50).optional(),
  'url_params[uc]': z.string().max(200).optional(),
});

/** Resource subscriptions that post a sale's fields; a dispute or a cancellation is not money in or out here. */
const saleResources = new Set(['sale', 'refund']);

/**
 * Gumroad's Ping signs nothing: the address the card shows carries a token signed for the connection,
 * and a post without it is refused. A sale is kept once by its `sale_id`; one posted with
 * `refunded=true` (a `refund` resource subscription to the same address) adds `refund:<sale id>`,
 * the price back. Monetization's tracked click comes through `url_params[uc]`.
 */
export function gumroadReceiver(addresses: StoreAddresses): StoreReceiver {
  return {
    provider: 'gumroad',
    badSignature: 'This address is not the connection’s Ping URL: copy it from the Gumroad card again.',

    authentic: (delivery, { row }) => addresses.tokenHolds(row, delivery.query('token')),

    read(delivery, received) {
      const fields = readable(ping, Object.fromEntries(new URLSearchParams(delivery.raw.toString('utf8'))));
      if (fields.resource_name && !saleResources.has(fields.resource_name)) return {};
      const sale: Sale = {
        externalId: fields.sale_id,
        amountMinor: fields.price,
        currency: fields.currency ?? 'USD',
        customerEmail: orNull(fields.email),
        occurredAt: fields.sale_timestamp ?? received,
        clickRef: orNull(fields['url_params[uc]']),
      };
      if (fields.refunded !== 'true' || sale.amountMinor === 0) return { sales: [sale] };
      const refund: Sale = {
        ...sale,
        externalId: `refund:${sale.externalId}`,
        amountMinor: -sale.amountMinor,
        occurredAt: received,
        refundOf: sale.externalId,
      };
      return { sales: [sale, refund] };
    },
  };
}
