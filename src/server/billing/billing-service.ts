import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  type BillingInterval,
  type BillingInvoice,
  type BillingOverview,
  type BillingPrice,
  type BillingSubscription,
  type CheckoutInput,
  type CheckoutResponse,
  type PortalResponse,
  checkoutReturnPaths,
} from '@/shared/billing';
import type { ErrorCode } from '@/shared/error-codes';
import { billingMessages } from '@/shared/messages';
import { centsToAmount, getPlan, isPlanId, type PlanId } from '@/shared/plans';
import { isOwner } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import type { Database } from '../db/database';
import type { UsageMeter } from '../usage/meter';
import { workspaces } from '../tenancy/schema';
import { notFound, ServiceError } from '../lib/service-error';
import { stripeCustomers, stripePrices, stripeProducts } from './schema';
import { findCurrentSubscription } from './current-subscription';
import { isMissingResource, type StripeProvider } from './stripe-client';
import { importCatalogue } from './sync';
import type { WorkspacePlans } from './workspace-plan';

interface BillingDeps {
  db: Database;
  stripe: StripeProvider;
  plans: WorkspacePlans;
  usage: UsageMeter;
  publicUrl: string;
  supportEmail: string | undefined;
}

/** What the billing screens read and do, for the viewer's workspace. */
export class BillingService {
  constructor(private readonly deps: BillingDeps) {}

  async overview(viewer: Viewer): Promise<BillingOverview> {
    const { plans, usage } = this.deps;
    const [stripe, { plan, source }, currentUsage, customerId, subscription] = await Promise.all([
      this.deps.stripe.client(),
      plans.forViewer(viewer),
      usage.forWorkspace(viewer.workspaceId),
      this.customerOf(viewer.workspaceId),
      this.currentSubscription(viewer.workspaceId),
    ]);
    return {
      paymentsEnabled: stripe !== null,
      plan,
      planSource: source,
      limits: getPlan(plan).limits,
      usage: currentUsage,
      hasCustomer: customerId !== null,
      subscription,
      canManage: isOwner(viewer),
      supportEmail: this.deps.supportEmail ?? null,
    };
  }

  /** Active monthly and yearly prices of active products that name a plan, cheapest first. */
  async prices(): Promise<BillingPrice[]> {
    const rows = await this.deps.db
      .select({
        id: stripePrices.id,
        productId: stripePrices.productId,
        productName: stripeProducts.name,
        plan: stripePrices.plan,
        unitAmount: stripePrices.unitAmount,
        currency: stripePrices.currency,
        interval: stripePrices.interval,
      })
      .from(stripePrices)
      .innerJoin(stripeProducts, eq(stripeProducts.id, stripePrices.productId))
      .where(
        and(
          eq(stripePrices.active, true),
          eq(stripeProducts.active, true),
          isNotNull(stripePrices.plan),
          isNotNull(stripePrices.unitAmount),
          inArray(stripePrices.interval, ['month', 'year']),
        ),
      )
      .orderBy(asc(stripePrices.unitAmount), desc(stripeProducts.created));
    return rows.flatMap((row) =>
      isPlanId(row.plan) && row.unitAmount !== null
        ? [
            {
              id: row.id,
              productId: row.productId,
              productName: row.productName,
              planId: row.plan,
              amount: centsToAmount(row.unitAmount),
              currency: row.currency,
              interval: row.interval as BillingInterval,
            },
          ]
        : [],
    );
  }

  /** The workspace's Stripe invoices, newest first; none without Stripe or a customer. */
  async invoices(viewer: Viewer): Promise<BillingInvoice[]> {
    const stripe = await this.deps.stripe.client();
    const customerId = await this.customerOf(viewer.workspaceId);
    if (!stripe || !customerId) return [];
    const list = await stripe.invoices.list({ customer: customerId, limit: 24 }).catch((error: unknown) => {
      throw toServiceError(error, 'BILLING_LOAD_FAILED', billingMessages.loadFailed);
    });
    return list.data.map((invoice) => ({
      id: invoice.id ?? '',
      date: new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000).toISOString(),
      description: invoice.lines?.data[0]?.description || invoice.description || 'Subscription payment',
      amount: centsToAmount(invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due),
      currency: invoice.currency,
      status: invoice.status ?? 'draft',
      pdfUrl: invoice.invoice_pdf ?? null,
      hostedUrl: invoice.hosted_invoice_url ?? null,
    }));
  }

  /**
   * Starts paying for a plan. A workspace without a subscription goes to Stripe Checkout; one that
   * already pays changes plan through the Billing Portal's confirmation page, so it never ends up
   * with two subscriptions.
   */
  async checkout(viewer: Viewer, input: CheckoutInput): Promise<CheckoutResponse> {
    const stripe = await this.requireStripe();
    const successUrl = this.sameOriginUrl(input.successUrl ?? checkoutReturnPaths.success);
    const cancelUrl = this.sameOriginUrl(input.cancelUrl ?? checkoutReturnPaths.cancel);

    const price = (await this.prices()).find((candidate) => candidate.id === input.priceId);
    if (!price) throw new ServiceError(400, 'UNKNOWN_PRICE', billingMessages.unknownPrice);
    if (price.planId === 'starter') throw new ServiceError(400, 'STARTER_NOT_FOR_SALE', billingMessages.starterNotForSale);

    const current = await this.currentSubscription(viewer.workspaceId);
    if (current?.priceId === price.id) throw new ServiceError(409, 'ALREADY_ON_PLAN', billingMessages.alreadyOnPlan);

    try {
      const customerId = await this.ensureCustomer(stripe, viewer);
      if (current) return await this.changePlan(stripe, customerId, current.id, price.id, { successUrl, cancelUrl });
      // One checkout at a time per customer: paying in two tabs must not make two subscriptions.
      for await (const open of stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 })) {
        await stripe.checkout.sessions.expire(open.id);
      }
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: viewer.workspaceId,
        metadata: { workspaceId: viewer.workspaceId },
        subscription_data: { metadata: { workspaceId: viewer.workspaceId } },
        allow_promotion_codes: true,
      });
      return { sessionId: session.id, url: session.url };
    } catch (error) {
      throw toServiceError(error, 'CHECKOUT_FAILED', billingMessages.createCheckoutFailed);
    }
  }

  /** A workspace that already pays changes plan on the portal's confirmation page. */
  private async changePlan(
    stripe: Stripe,
    customerId: string,
    subscriptionId: string,
    priceId: string,
    urls: { successUrl: string; cancelUrl: string },
  ): Promise<CheckoutResponse> {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new ServiceError(502, 'CHECKOUT_FAILED', billingMessages.createCheckoutFailed);
    const change = await stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: urls.cancelUrl,
      flow_data: {
        type: 'subscription_update_confirm',
        subscription_update_confirm: { subscription: subscriptionId, items: [{ id: item.id, price: priceId, quantity: 1 }] },
        after_completion: { type: 'redirect', redirect: { return_url: urls.successUrl } },
      },
    });
    return { sessionId: change.id, url: change.url };
  }

  async portal(viewer: Viewer, returnUrl: string | undefined): Promise<PortalResponse> {
    const stripe = await this.requireStripe();
    const target = this.sameOriginUrl(returnUrl ?? checkoutReturnPaths.portal);
    const customerId = await this.customerOf(viewer.workspaceId);
    if (!customerId) throw new ServiceError(404, 'NO_CUSTOMER', billingMessages.noCustomerId);
    try {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: target });
      return { url: session.url };
    } catch (error) {
      if (!isMissingResource(error)) throw toServiceError(error, 'PORTAL_FAILED', billingMessages.createPortalFailed);
      // Deleted in Stripe: forget it, so the next checkout makes a new customer.
      await this.deps.db.delete(stripeCustomers).where(eq(stripeCustomers.customerId, customerId));
      throw new ServiceError(404, 'NO_CUSTOMER', billingMessages.noCustomerId);
    }
  }

  /** The admin's hand-set plan for a workspace; null returns it to its subscription's plan. */
  /** An admin's hand-set plan; a workspace that does not exist answers 404. */
  async setWorkspacePlan(workspaceId: string, plan: PlanId | null): Promise<void> {
    const updated = await this.deps.db
      .update(workspaces)
      .set({ planOverride: plan })
      .where(eq(workspaces.id, workspaceId))
      .returning({ id: workspaces.id });
    if (updated.length === 0) throw notFound();
    this.deps.plans.forget(workspaceId);
  }

  async importCatalogue() {
    const stripe = await this.requireStripe();
    return importCatalogue(this.deps.db, stripe).catch((error: unknown) => {
      throw toServiceError(error, 'IMPORT_FAILED', billingMessages.importFailed);
    });
  }

  private async requireStripe(): Promise<Stripe> {
    const stripe = await this.deps.stripe.client();
    if (!stripe) throw new ServiceError(503, 'PAYMENTS_NOT_CONFIGURED', billingMessages.paymentsNotConfigured);
    return stripe;
  }

  /** Return addresses may only lead back to this site: a path, or an absolute URL of our origin. */
  private sameOriginUrl(value: string): string {
    const origin = new URL(this.deps.publicUrl).origin;
    let url: URL;
    try {
      url = new URL(value, origin);
    } catch {
      throw new ServiceError(400, 'FOREIGN_RETURN_URL', billingMessages.foreignReturnUrl);
    }
    if (url.origin !== origin || url.username || url.password) {
      throw new ServiceError(400, 'FOREIGN_RETURN_URL', billingMessages.foreignReturnUrl);
    }
    return url.toString();
  }

  private async customerOf(workspaceId: string): Promise<string | null> {
    const [row] = await this.deps.db
      .select({ customerId: stripeCustomers.customerId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.workspaceId, workspaceId));
    return row?.customerId ?? null;
  }

  /**
   * The workspace's customer, created on its first checkout with the signed-in owner's e-mail. One
   * deleted in Stripe is replaced. Two checkouts started at once may each create one; the database
   * keeps the first link and the other stays unused in Stripe.
   */
  private async ensureCustomer(stripe: Stripe, viewer: Viewer): Promise<string> {
    const existing = await this.customerOf(viewer.workspaceId);
    if (existing) {
      const customer = await stripe.customers.retrieve(existing).catch((error: unknown) => {
        if (isMissingResource(error)) return null;
        throw error;
      });
      if (customer && !('deleted' in customer && customer.deleted)) return existing;
      await this.deps.db.delete(stripeCustomers).where(eq(stripeCustomers.customerId, existing));
    }
    const customer = await stripe.customers.create({
      email: viewer.email,
      name: viewer.workspaceName,
      metadata: { workspaceId: viewer.workspaceId },
    });
    await this.deps.db
      .insert(stripeCustomers)
      .values({ customerId: customer.id, workspaceId: viewer.workspaceId, createdBy: viewer.userId })
      .onConflictDoNothing();
    const linked = await this.customerOf(viewer.workspaceId);
    if (!linked) throw new ServiceError(502, 'CUSTOMER_NOT_FOUND', billingMessages.customerNotFound);
    return linked;
  }

  private async currentSubscription(workspaceId: string): Promise<BillingSubscription | null> {
    const row = await findCurrentSubscription(this.deps.db, workspaceId);
    if (!row) return null;
    return {
      id: row.id,
      status: row.status,
      planId: isPlanId(row.plan) ? row.plan : null,
      priceId: row.priceId,
      amount: row.unitAmount === null ? null : centsToAmount(row.unitAmount),
      currency: row.currency ?? 'usd',
      interval: row.interval === 'month' || row.interval === 'year' ? row.interval : null,
      currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      cancelAt: row.cancelAtPeriodEnd ? ((row.cancelAt ?? row.currentPeriodEnd)?.toISOString() ?? null) : null,
      card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    };
  }
}

/** Stripe's failures become 502 with the spec's message; anything else passes through unchanged. */
function toServiceError(error: unknown, code: ErrorCode, message: string): unknown {
  return error instanceof Stripe.errors.StripeError ? new ServiceError(502, code, message) : error;
}
