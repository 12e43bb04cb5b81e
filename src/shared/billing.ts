// What the billing API answers, and the rules the screens apply to it.
import type { PlanId, PlanLimits } from './plans';
import type { Usage } from './user';

export type BillingInterval = 'month' | 'year';

export interface BillingCard {
  brand: string;
  last4: string;
}

export interface BillingSubscription {
  id: string;
  /** Stripe's status: active, trialing, past_due, canceled, ... */
  status: string;
  planId: PlanId | null;
  priceId: string | null;
  /** In currency units (cents / 100). */
  amount: number | null;
  currency: string;
  interval: BillingInterval | null;
  /** ISO dates. */
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** ISO date the subscription ends when cancelled; the period end unless Stripe names another date. */
  cancelAt: string | null;
  card: BillingCard | null;
}

/** Where the workspace's plan comes from. */
export type PlanSource = 'subscription' | 'admin' | 'override' | 'default';

/** GET /api/billing */
export interface BillingOverview {
  /** False when this server has no Stripe keys: plans show, checkout explains why it cannot run. */
  paymentsEnabled: boolean;
  plan: PlanId;
  planSource: PlanSource;
  limits: PlanLimits;
  usage: Usage;
  /** A Stripe customer exists for the workspace, so the Billing Portal can open. */
  hasCustomer: boolean;
  /** The active or trialing subscription, else none. */
  subscription: BillingSubscription | null;
  /** Whether the viewer may start checkout or open the portal (the workspace's Owner). */
  canManage: boolean;
  /** The operator's address for questions about charges (SUPPORT_EMAIL), if one is set. */
  supportEmail: string | null;
}

export interface BillingPrice {
  id: string;
  productId: string;
  productName: string;
  planId: PlanId;
  amount: number;
  currency: string;
  interval: BillingInterval;
}

/** GET /api/billing/prices: active prices of active products that name a plan, cheapest first. */
export interface BillingPricesResponse {
  prices: BillingPrice[];
}

export interface BillingInvoice {
  id: string;
  /** ISO date. */
  date: string;
  description: string;
  amount: number;
  currency: string;
  /** Stripe's status: paid, open, void, uncollectible, draft. */
  status: string;
  pdfUrl: string | null;
  hostedUrl: string | null;
}

/** GET /api/billing/invoices */
export interface BillingInvoicesResponse {
  invoices: BillingInvoice[];
}

export interface CheckoutInput {
  priceId: string;
  successUrl?: string;
  cancelUrl?: string;
}

/** POST /api/billing/checkout */
export interface CheckoutResponse {
  sessionId: string;
  url: string | null;
}

/** POST /api/billing/portal */
export interface PortalResponse {
  url: string;
}

/** Where checkout returns (DESIGN rule 5). */
export const checkoutReturnPaths = {
  success: '/setup?subscription=success',
  cancel: '/settings/billing?subscription=canceled',
  portal: '/settings/billing',
} as const;

/** Active and trialing both count as a current subscription. */
export function isCurrentSubscriptionStatus(status: string): boolean {
  return status === 'active' || status === 'trialing';
}

export type StatusBadgeColour = 'green' | 'blue' | 'red' | 'grey';

/** Active green, trialing blue, past_due red, anything else grey; the label is capitalised. */
export function subscriptionStatusBadge(status: string): { label: string; colour: StatusBadgeColour } {
  const colour = status === 'active' ? 'green' : status === 'trialing' ? 'blue' : status === 'past_due' ? 'red' : 'grey';
  return { label: status.charAt(0).toUpperCase() + status.slice(1), colour };
}
