import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../../../tenancy/schema';
import { integrationConnections } from '../catalogue/schema';

const workspace = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const connection = () =>
  uuid('connection_id')
    .notNull()
    .references(() => integrationConnections.id, { onDelete: 'cascade' });

/**
 * Money a workspace's own shop took, as its store told Uplift (a Stripe charge, a paid Shopify order):
 * the revenue Monetization counts. Kept once per connection and the store's own id. A refund made after
 * its sale was kept is a row of its own with a negative amount (ADR 031), so the sum is what stayed.
 */
export const commerceSales = pgTable(
  'commerce_sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    connectionId: connection(),
    provider: text('provider').notNull(),
    /** The store's id of the charge or order, or of the refund. */
    externalId: text('external_id').notNull(),
    /** In the currency's minor unit (cents), less what was refunded when it was recorded; negative for a refund. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    customerEmail: text('customer_email'),
    /** The Monetization tracked click (`uc`) that brought the buyer, when the shop passed it on. */
    clickRef: text('click_ref'),
    /** The Monetization product the sale was for, when the shop says so. */
    productRef: text('product_ref'),
    /** On a refund: the external id of the sale it takes back. */
    refundOf: text('refund_of'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('commerce_sales_external_idx').on(table.connectionId, table.externalId),
    index('commerce_sales_workspace_idx').on(table.workspaceId, table.occurredAt),
  ],
);

/** A customer of the workspace's own shop, kept so each is announced (customer.created) once. */
export const commerceCustomers = pgTable(
  'commerce_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    connectionId: connection(),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    email: text('email'),
    name: text('name').notNull().default(''),
    /** When the store made the customer. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('commerce_customers_external_idx').on(table.connectionId, table.externalId),
    index('commerce_customers_workspace_idx').on(table.workspaceId, table.createdAt),
  ],
);
