import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/schema';
import { workspaces } from '../tenancy/schema';

// Our copy of what Stripe holds, kept in sync by the webhook and the catalogue import. The workspace
// is what pays: its customer, its subscription, its plan.

export const stripeCustomers = pgTable('stripe_customers', {
  customerId: text('customer_id').primaryKey(),
  workspaceId: uuid('workspace_id')
    .notNull()
    .unique()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stripeProducts = pgTable('stripe_products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  active: boolean('active').notNull(),
  /** Stripe's creation time: products are listed newest first. */
  created: timestamp('created', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stripePrices = pgTable(
  'stripe_prices',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    active: boolean('active').notNull(),
    /** Cents; null for prices Stripe computes (tiers, custom amounts), which we never offer. */
    unitAmount: integer('unit_amount'),
    currency: text('currency').notNull(),
    /** day, week, month or year; null for one-off prices. */
    interval: text('interval'),
    /** From the price's `metadata.plan`; a price without a known plan is never offered. */
    plan: text('plan', { enum: ['starter', 'professional', 'enterprise'] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stripe_prices_product_idx').on(table.productId)],
);

export const stripeSubscriptions = pgTable(
  'stripe_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    priceId: text('price_id'),
    plan: text('plan', { enum: ['starter', 'professional', 'enterprise'] }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When a scheduled cancellation takes effect, if Stripe names a date other than the period end. */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Stripe's creation time, to pick the newest when a customer has several. */
    created: timestamp('created', { withTimezone: true }).notNull(),
    /** When the read from Stripe that wrote this row began: an older read never overwrites a newer one. */
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stripe_subscriptions_workspace_idx').on(table.workspaceId),
    index('stripe_subscriptions_customer_idx').on(table.customerId),
  ],
);

/** Webhook events already applied, so a replayed event changes nothing. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
