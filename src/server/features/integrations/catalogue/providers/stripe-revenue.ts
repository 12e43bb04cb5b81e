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
});
type Charge = z.infer<typeof chargeSchema>;

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
 * (less their refunds) as sales; with User profiles on, customers. Each is kept once, so a sync reads
 * from the newest it already holds and an overlap adds nothing.
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
        403: 'The key may no longer read charges and customers: give it Read access to both.',
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

function saleOf(charge: Charge): Sale {
  return {
    externalId: charge.id,
    // Stripe counts in the minor unit already.
    amountMinor: charge.amount - charge.amount_refunded,
    currency: charge.currency,
    customerEmail: charge.billing_details?.email ?? charge.receipt_email ?? null,
    occurredAt: new Date(charge.created * 1000),
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
