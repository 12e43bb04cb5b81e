import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RevenueStream } from '@/shared/monetization/monetization';
import { user } from '../../../auth/schema';
import { workspaces } from '../../../tenancy/schema';
import { monetizationProducts } from '../products/schema';
import { monetizationPrograms } from '../programs/schema';
import { monetizationServices } from '../services/schema';

/**
 * Money the Monetization Hub recorded itself: entered by hand, imported from CSV, or posted back by an
 * affiliate network (ADR 031). Shop sales stay in integrations' commerce_sales and are read beside
 * these, never copied. A refund or a reversal is its own negative row; each source's key is kept
 * once, so a replayed postback or a re-imported file adds nothing.
 */
export const monetizationRevenue = pgTable(
  'monetization_revenue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    source: text('source').$type<'manual' | 'csv' | 'postback'>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    stream: text('stream').$type<RevenueStream>().notNull(),
    programId: uuid('program_id').references(() => monetizationPrograms.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => monetizationProducts.id, { onDelete: 'set null' }),
    serviceId: uuid('service_id').references(() => monetizationServices.id, { onDelete: 'set null' }),
    /** The tracked click a conversion names (`uc`); the click itself may be written a second later. */
    clickId: text('click_id'),
    /** In the currency's minor unit; negative for a refund or a reversed conversion. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    notes: text('notes').notNull().default(''),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('monetization_revenue_dedupe_idx').on(table.workspaceId, table.source, table.dedupeKey),
    index('monetization_revenue_workspace_idx').on(table.workspaceId, table.occurredAt),
    index('monetization_revenue_program_idx').on(table.programId, table.occurredAt),
  ],
);
