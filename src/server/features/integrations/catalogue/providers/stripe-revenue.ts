import { z } from 'zod';
import { dataImportLabels } from '@/shared/integrations/catalogue';
import type { Customer, Sale } from '../../commerce/ledger';
import { type ProviderContext, ProviderRejection, rejectionOf, type SyncRun } from './provider';

/** Stripe's largest page. */
const pageSize = 100;
/** A first import reaches this far back; later ones from the newest kept. */
const historyMs = 90 * 86_400_000;

const chargeSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  amount_refunded: z.number().int().catch(0),
  currency: z.string().length(3),
  status: z.string(),
  paid: z.boolean(),
  created: z.number().int(),
  receipt_email: z.string().nullish(),
  billing_details: z.object({ email: z.string().nullish() }).nullish(),
  metadata: z.record(z.string(), z.string()).catch({}),
});
type Charge = z.infer<typeof chargeSchema>;

const refundSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  // An id, or the charge itself when expanded; none for a refund of something else (a customer balance).
  charge: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  currency: z.string().length(3),
  status: z.string().nullish(),
  created: z.number().int(),
});
type Refund = z.infer<typeof refundSchema>;

const customerSchema = z.object({
  id: z.string(),
  email: z.string().nullish(),
  name: z.string().nullish(),
  created: z.number().int(),
  metadata: z.record(z.string(), z.string()).catch({}),
});
type StripeCustomer = z.infer<typeof customerSchema>;

interface StripeAccess {
  context: ProviderContext;
  base: string;
  key: string;
}

/**
 * Stripe's import, for Monetization and the workflows: with Analytics data on, succeeded charges
 * (less what was refunded by then) as sales, and the refunds made after a charge was kept as negative
 * rows of their own; with User profiles on, customers. Each is kept once, so a sync reads from the
 * newest it already holds and an overlap adds nothing.
 */
export async function importStripe(access: StripeAccess, run: SyncRun, now = Date.now()): Promise<string> {
  const { settings, store } = run;
  const latest = await store.ledger.latestOf(store.connection.id);
  const since = (kept: Date | null) => Math.floor((kept?.getTime() ?? now - historyMs) / 1000);
  const parts: string[] = [];

  if (settings.imports.analytics) {
    let sales = 0;
    for await (const charges of pages(access, '/v1/charges', chargeSchema, since(latest.sale))) {
      sales += await store.ledger.recordSales(store.connection, charges.filter(isTaken).map(saleOf));
    }
    parts.push(sales === 0 ? 'No new payments.' : `${sales} new ${sales === 1 ? 'payment' : 'payments'} recorded as revenue.`);
    const refunds = await importRefunds(access, run, since(latest.refund));
    if (refunds > 0) parts.push(`${refunds} ${refunds === 1 ? 'refund' : 'refunds'} taken off.`);
  }
  if (settings.imports.profiles) {
    let customers = 0;
    for await (const page of pages(access, '/v1/customers', customerSchema, since(latest.customer))) {
      customers += await store.ledger.recordCustomers(store.connection, page.map(customerOf));
    }
    parts.push(customers === 0 ? 'No new customers.' : `${customers} new ${customers === 1 ? 'customer' : 'customers'}.`);
  }
  if (!settings.imports.analytics && !settings.imports.profiles)
    parts.push(`${dataImportLabels.analytics} and ${dataImportLabels.profiles} imports are off: nothing imported.`);
  if (settings.imports.content) parts.push(`Stripe has no ${dataImportLabels.content.toLowerCase()}.`);
  return parts.join(' ');
}

/**
 * The refunds of charges the ledger took before they were refunded, each as a negative row keyed by
 * the refund's id. A refund made before its charge was kept is already netted by `saleOf`
 * (`amount_refunded`), and a charge never kept (failed, too old) has nothing to take back.
 */
async function importRefunds(access: StripeAccess, run: SyncRun, createdFrom: number): Promise<number> {
  const { connection, ledger } = run.store;
  let added = 0;
  for await (const page of pages(access, '/v1/refunds', refundSchema, createdFrom)) {
    const refunds = page.filter(isMade);
    const charges = refunds.flatMap((refund) => chargeOf(refund) ?? []);
    const keptAt = new Map((await ledger.keptSales(connection.id, charges)).map((sale) => [sale.externalId, sale.recordedAt]));
    const after = refunds.filter((refund) => {
      const recordedAt = keptAt.get(chargeOf(refund) ?? '');
      return recordedAt !== undefined && refund.created * 1000 > recordedAt.getTime();
    });
    added += await ledger.recordSales(connection, after.map(refundSaleOf));
  }
  return added;
}

/** A list's pages, newest first, from `createdFrom` (Unix seconds) on, following `starting_after`. */
async function* pages<Item extends { id: string }>(
  access: StripeAccess,
  path: string,
  item: z.ZodType<Item>,
  createdFrom: number,
): AsyncGenerator<Item[]> {
  const page = z.object({ object: z.literal('list'), data: z.array(item), has_more: z.boolean() });
  let after: string | undefined;
  for (;;) {
    const response = await access.context.api.call({
      method: 'GET',
      url: `${access.base}${path}`,
      query: { limit: String(pageSize), 'created[gte]': String(createdFrom), ...(after && { starting_after: after }) },
      headers: { authorization: `Bearer ${access.key}` },
    });
    if (response.status !== 200)
      throw rejectionOf('Stripe', response, {
        401: 'Stripe refused the key: connect again with a new one.',
        403:
          path === '/v1/refunds'
            ? 'The key may not read refunds: give it Read access to Refunds as well.'
            : 'The key may no longer read charges and customers: give it Read access to both.',
      });
    const parsed = page.safeParse(response.json);
    if (!parsed.success) throw new ProviderRejection(`Stripe answered without a list at ${path}.`);
    yield parsed.data.data;
    const last = parsed.data.data.at(-1);
    if (!parsed.data.has_more || !last) return;
    after = last.id;
  }
}

/** Money that was taken: a succeeded, paid charge with something left after refunds. */
function isTaken(charge: Charge): boolean {
  return charge.status === 'succeeded' && charge.paid && charge.amount > charge.amount_refunded;
}

/** The charge with what was refunded by now taken off; the checkout's metadata names the tracked click and product. */
function saleOf(charge: Charge): Sale {
  return {
    externalId: charge.id,
    // Stripe counts in the minor unit already.
    amountMinor: charge.amount - charge.amount_refunded,
    currency: charge.currency,
    customerEmail: charge.billing_details?.email ?? charge.receipt_email ?? null,
    occurredAt: new Date(charge.created * 1000),
    clickRef: charge.metadata.uplift_click || null,
    productRef: charge.metadata.uplift_product || null,
  };
}

/** A refund that gave (or is giving) the money back: a failed or canceled one did not. */
function isMade(refund: Refund): boolean {
  return refund.status !== 'failed' && refund.status !== 'canceled' && refund.amount > 0;
}

function chargeOf(refund: Refund): string | null {
  if (!refund.charge) return null;
  return typeof refund.charge === 'string' ? refund.charge : refund.charge.id;
}

/** The ledger copies the charge's click and product onto it. */
function refundSaleOf(refund: Refund): Sale {
  return {
    externalId: refund.id,
    amountMinor: -refund.amount,
    currency: refund.currency,
    customerEmail: null,
    occurredAt: new Date(refund.created * 1000),
    refundOf: chargeOf(refund),
  };
}

/** Stripe keeps no marketing consent: a customer whose metadata says `marketing_consent: true` gave it. */
function customerOf(customer: StripeCustomer): Customer {
  return {
    externalId: customer.id,
    email: customer.email ?? null,
    name: customer.name ?? '',
    consent: customer.metadata.marketing_consent === 'true',
    createdAt: new Date(customer.created * 1000),
  };
}
