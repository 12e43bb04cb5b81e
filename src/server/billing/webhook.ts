import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { ServiceError } from '../lib/service-error';
import type { Notify } from '../notifications/notify';
import { notifyBillingChange, subscriptionState } from './billing-notices';
import { stripeWebhookEvents } from './schema';
import type { StripeProvider } from './stripe-client';
import { forgetCustomer, syncCustomerSubscriptions, syncPrice, syncProduct, syncSubscription } from './sync';
import type { WorkspacePlans } from './workspace-plan';

interface WebhookDeps {
  db: Database;
  stripe: StripeProvider;
  plans: WorkspacePlans;
  logger: Logger;
  /** Owners hear of activations, failed payments and cancellations (billing-notices.ts). */
  notify: Notify;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Applies one signed Stripe event. The signature is checked over the raw body; an event id already
 * applied is acknowledged and skipped; the objects it names are re-read from Stripe (see sync.ts).
 */
export async function handleStripeWebhook(
  deps: WebhookDeps,
  payload: string,
  signature: string | undefined,
): Promise<{ duplicate: boolean }> {
  const { db, plans, logger } = deps;
  const [stripe, webhookSecret] = await Promise.all([deps.stripe.client(), deps.stripe.webhookSecret()]);
  if (!stripe || !webhookSecret) {
    throw new ServiceError(503, 'PAYMENTS_NOT_CONFIGURED', 'Stripe webhooks are not configured on this server.');
  }
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature ?? '', webhookSecret);
  } catch {
    throw new ServiceError(400, 'BAD_SIGNATURE', 'The Stripe signature is missing or does not match.');
  }

  const [seen] = await db.select({ id: stripeWebhookEvents.id }).from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id));
  if (seen) return { duplicate: true };

  const subscriptionId = subscriptionNamedBy(event);
  const before = subscriptionId ? await subscriptionState(db, subscriptionId) : null;
  const workspaceId = await applyEvent(db, stripe, event);
  if (workspaceId) plans.forget(workspaceId);
  if (workspaceId && subscriptionId) await notifyBillingChange(deps, workspaceId, before, await subscriptionState(db, subscriptionId));
  // Recorded after applying: a failure above makes Stripe retry, and applying twice is harmless.
  await db.insert(stripeWebhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  logger.info('stripe event applied', { id: event.id, type: event.type });
  return { duplicate: false };
}

/** The one subscription an event is about, where it names one (customer-wide events do not). */
function subscriptionNamedBy(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return idOf(event.data.object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return event.data.object.id;
    default:
      return null;
  }
}

/** Answers the workspace whose plan may have changed. */
async function applyEvent(db: Database, stripe: Stripe, event: Stripe.Event): Promise<string | null> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // The customer was linked to its workspace when checkout began; the event's own ids (which a
      // payment link's buyer can choose) are not trusted to link anything.
      const subscriptionId = idOf(event.data.object.subscription);
      return subscriptionId ? syncSubscription(db, stripe, subscriptionId) : null;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.trial_will_end':
      return syncSubscription(db, stripe, event.data.object.id);
    case 'customer.updated':
      return syncCustomerSubscriptions(db, stripe, event.data.object.id);
    case 'payment_method.attached':
    case 'payment_method.updated': {
      const customerId = idOf(event.data.object.customer);
      return customerId ? syncCustomerSubscriptions(db, stripe, customerId) : null;
    }
    case 'customer.deleted':
      return forgetCustomer(db, event.data.object.id);
    case 'product.created':
    case 'product.updated':
    case 'product.deleted':
      await syncProduct(db, stripe, event.data.object.id);
      return null;
    case 'price.created':
    case 'price.updated':
    case 'price.deleted':
      await syncPrice(db, stripe, event.data.object.id);
      return null;
    default:
      return null;
  }
}
