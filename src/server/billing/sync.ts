import { and, eq, lt, lte, notInArray, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isPlanId, type PlanId } from '@/shared/plans';
import type { Database } from '../db/database';
import { workspaces } from '../tenancy/schema';
import { stripeCustomers, stripePrices, stripeProducts, stripeSubscriptions } from './schema';
import { isMissingResource } from './stripe-client';
import { isUuid } from '../lib/ids';

// Our tables follow Stripe by re-reading the object an event names, never by trusting the event's
// copy: events arrive late, twice or out of order, and the current state is what counts.

const fromEpoch = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

function planOf(metadata: Stripe.Metadata | null | undefined): PlanId | null {
  const plan = metadata?.plan?.trim().toLowerCase();
  return isPlanId(plan) ? plan : null;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

export async function syncProduct(db: Database, stripe: Stripe, productId: string): Promise<void> {
  let product: Stripe.Product | Stripe.DeletedProduct;
  try {
    product = await stripe.products.retrieve(productId);
  } catch (error) {
    if (!isMissingResource(error)) throw error;
    await db.update(stripeProducts).set({ active: false, updatedAt: new Date() }).where(eq(stripeProducts.id, productId));
    return;
  }
  if ('deleted' in product && product.deleted) {
    await db.update(stripeProducts).set({ active: false, updatedAt: new Date() }).where(eq(stripeProducts.id, productId));
    return;
  }
  await upsertProduct(db, product as Stripe.Product);
}

export async function syncPrice(db: Database, stripe: Stripe, priceId: string): Promise<void> {
  let price: Stripe.Price;
  try {
    price = await stripe.prices.retrieve(priceId);
  } catch (error) {
    if (!isMissingResource(error)) throw error;
    await db.update(stripePrices).set({ active: false, updatedAt: new Date() }).where(eq(stripePrices.id, priceId));
    return;
  }
  if ((price as Stripe.Price & { deleted?: boolean }).deleted) {
    await db.update(stripePrices).set({ active: false, updatedAt: new Date() }).where(eq(stripePrices.id, priceId));
    return;
  }
  await upsertPrice(db, price);
}

/** Imports every product and price; those Stripe no longer lists are marked inactive here. */
export async function importCatalogue(db: Database, stripe: Stripe): Promise<{ products: number; prices: number }> {
  const productIds: string[] = [];
  for await (const product of stripe.products.list({ limit: 100 })) {
    await upsertProduct(db, product);
    productIds.push(product.id);
  }
  const priceIds: string[] = [];
  for await (const price of stripe.prices.list({ limit: 100 })) {
    await upsertPrice(db, price);
    priceIds.push(price.id);
  }
  const now = new Date();
  await db
    .update(stripeProducts)
    .set({ active: false, updatedAt: now })
    .where(productIds.length ? notInArray(stripeProducts.id, productIds) : undefined);
  await db
    .update(stripePrices)
    .set({ active: false, updatedAt: now })
    .where(priceIds.length ? notInArray(stripePrices.id, priceIds) : undefined);
  return { products: productIds.length, prices: priceIds.length };
}

async function upsertProduct(db: Database, product: Stripe.Product) {
  const values = {
    name: product.name,
    description: product.description ?? null,
    active: product.active,
    created: new Date(product.created * 1000),
    updatedAt: new Date(),
  };
  await db
    .insert(stripeProducts)
    .values({ id: product.id, ...values })
    .onConflictDoUpdate({ target: stripeProducts.id, set: values });
}

async function upsertPrice(db: Database, price: Stripe.Price) {
  const values = {
    productId: idOf(price.product) ?? '',
    active: price.active,
    unitAmount: price.unit_amount ?? null,
    currency: price.currency,
    interval: price.recurring?.interval ?? null,
    plan: planOf(price.metadata),
    updatedAt: new Date(),
  };
  await db
    .insert(stripePrices)
    .values({ id: price.id, ...values })
    .onConflictDoUpdate({ target: stripePrices.id, set: values });
  // A price re-labelled with another plan moves its subscribers with it.
  await db.update(stripeSubscriptions).set({ plan: values.plan }).where(eq(stripeSubscriptions.priceId, price.id));
}

/**
 * Links a Stripe customer to its workspace: from our table, else from the customer's
 * `metadata.workspaceId` (set when we created it). Null for customers that are not ours.
 */
export async function workspaceOfCustomer(db: Database, stripe: Stripe, customerId: string): Promise<string | null> {
  const [known] = await db
    .select({ workspaceId: stripeCustomers.workspaceId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.customerId, customerId));
  if (known) return known.workspaceId;

  let customer: Stripe.Customer | Stripe.DeletedCustomer;
  try {
    customer = await stripe.customers.retrieve(customerId);
  } catch (error) {
    if (isMissingResource(error)) return null;
    throw error;
  }
  const workspaceId = 'metadata' in customer ? customer.metadata?.workspaceId : undefined;
  return workspaceId ? linkCustomer(db, workspaceId, customerId) : null;
}

/** Records the customer of a workspace that exists and has none yet; answers the workspace linked. */
export async function linkCustomer(db: Database, workspaceId: string, customerId: string): Promise<string | null> {
  if (!isUuid(workspaceId)) return null;
  const [workspace] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId));
  if (!workspace) return null;
  await db.insert(stripeCustomers).values({ customerId, workspaceId }).onConflictDoNothing();
  const [linked] = await db
    .select({ workspaceId: stripeCustomers.workspaceId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.customerId, customerId));
  return linked?.workspaceId ?? null;
}

/**
 * Brings one subscription up to date from Stripe. Answers the workspace it belongs to (so its plan
 * can be re-read), or null when it is not one of ours. Several events about one subscription arrive
 * together and their reads may finish in any order, so a write only lands over a row written from an
 * earlier read.
 */
export async function syncSubscription(db: Database, stripe: Stripe, subscriptionId: string): Promise<string | null> {
  const readAt = new Date();
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
  } catch (error) {
    if (!isMissingResource(error)) throw error;
    // Gone from Stripe altogether: whatever we held ends.
    const [ended] = await db
      .update(stripeSubscriptions)
      .set({ status: 'canceled', readAt, updatedAt: new Date() })
      .where(and(eq(stripeSubscriptions.id, subscriptionId), lt(stripeSubscriptions.readAt, readAt)))
      .returning({ workspaceId: stripeSubscriptions.workspaceId });
    return ended?.workspaceId ?? null;
  }

  const customerId = idOf(subscription.customer);
  if (!customerId) return null;
  const workspaceId = await workspaceOfCustomer(db, stripe, customerId);
  if (!workspaceId) return null;

  const item = subscription.items.data[0];
  const price = item?.price;
  const [knownPrice] = price ? await db.select({ plan: stripePrices.plan }).from(stripePrices).where(eq(stripePrices.id, price.id)) : [];
  const card = await cardOf(stripe, subscription, customerId);
  const values = {
    customerId,
    workspaceId,
    status: subscription.status,
    priceId: price?.id ?? null,
    plan: knownPrice?.plan ?? planOf(price?.metadata),
    currentPeriodStart: fromEpoch(item?.current_period_start),
    currentPeriodEnd: fromEpoch(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at),
    cancelAt: fromEpoch(subscription.cancel_at),
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    created: new Date(subscription.created * 1000),
    readAt,
    updatedAt: new Date(),
  };
  await db
    .insert(stripeSubscriptions)
    .values({ id: subscription.id, ...values })
    .onConflictDoUpdate({ target: stripeSubscriptions.id, set: values, setWhere: lte(stripeSubscriptions.readAt, readAt) });
  return workspaceId;
}

/** After a customer's card or details change: re-reads each of its subscriptions we hold. */
export async function syncCustomerSubscriptions(db: Database, stripe: Stripe, customerId: string): Promise<string | null> {
  const rows = await db
    .select({ id: stripeSubscriptions.id })
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.customerId, customerId));
  let workspaceId: string | null = null;
  for (const row of rows) workspaceId = (await syncSubscription(db, stripe, row.id)) ?? workspaceId;
  return workspaceId;
}

/** A customer deleted in Stripe: its link goes, so the next checkout makes a new one. */
export async function forgetCustomer(db: Database, customerId: string): Promise<string | null> {
  const [removed] = await db
    .delete(stripeCustomers)
    .where(eq(stripeCustomers.customerId, customerId))
    .returning({ workspaceId: stripeCustomers.workspaceId });
  await db
    .update(stripeSubscriptions)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(
      and(
        eq(stripeSubscriptions.customerId, customerId),
        or(eq(stripeSubscriptions.status, 'active'), eq(stripeSubscriptions.status, 'trialing')),
      ),
    );
  return removed?.workspaceId ?? null;
}

/** The card that pays: the subscription's own default, else the customer's invoice default. */
async function cardOf(stripe: Stripe, subscription: Stripe.Subscription, customerId: string) {
  const own = subscription.default_payment_method;
  if (own && typeof own === 'object' && own.card) return own.card;
  const customer = await stripe.customers.retrieve(customerId, { expand: ['invoice_settings.default_payment_method'] });
  if ('deleted' in customer && customer.deleted) return null;
  const fallback = (customer as Stripe.Customer).invoice_settings?.default_payment_method;
  return fallback && typeof fallback === 'object' ? (fallback.card ?? null) : null;
}
