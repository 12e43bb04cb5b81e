import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../../../tenancy/schema';
import { monetizationProducts } from '../products/schema';
import { monetizationPrograms } from '../programs/schema';

const workspace = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** A tracked short link /r/{slug}: a program's or a product's, exactly one. */
export const monetizationLinks = pgTable(
  'monetization_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    /** Unique across the instance: the redirect finds the link by it alone. */
    slug: text('slug').notNull(),
    programId: uuid('program_id').references(() => monetizationPrograms.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => monetizationProducts.id, { onDelete: 'cascade' }),
    destination: text('destination').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('monetization_links_slug_idx').on(table.slug),
    uniqueIndex('monetization_links_program_idx').on(table.programId),
    uniqueIndex('monetization_links_product_idx').on(table.productId),
    index('monetization_links_workspace_idx').on(table.workspaceId),
    check('monetization_links_one_owner', sql`num_nonnulls(${table.programId}, ${table.productId}) = 1`),
  ],
);

/** A counted click on a tracked link: no cookie, the day's visitor hash (ADR 019), bots left out. */
export const monetizationClicks = pgTable(
  'monetization_clicks',
  {
    /** Made when the redirect answers, and handed to the destination as `uc`, so a conversion names it. */
    clickId: text('click_id').primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => monetizationLinks.id, { onDelete: 'cascade' }),
    workspaceId: workspace(),
    visitorId: bigint('visitor_id', { mode: 'bigint' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('monetization_clicks_link_idx').on(table.linkId, table.occurredAt),
    index('monetization_clicks_visitor_idx').on(table.workspaceId, table.visitorId, table.occurredAt),
  ],
);
