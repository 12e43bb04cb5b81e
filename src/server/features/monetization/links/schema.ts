import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../../../tenancy/schema';
import { monetizationLeadMagnets } from '../lead-magnets/schema';
import { monetizationProducts } from '../products/schema';
import { monetizationPrograms } from '../programs/schema';

const workspace = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** A tracked short link /r/{slug}: a program's, a product's or a lead magnet's, exactly one. */
export const monetizationLinks = pgTable(
  'monetization_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    /** Unique across the instance: the redirect finds the link by it alone. */
    slug: text('slug').notNull(),
    programId: uuid('program_id').references(() => monetizationPrograms.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => monetizationProducts.id, { onDelete: 'cascade' }),
    leadMagnetId: uuid('lead_magnet_id').references(() => monetizationLeadMagnets.id, { onDelete: 'cascade' }),
    destination: text('destination').notNull(),
    /** The second destination of an A/B test, sent `split` percent of visitors; null when there is no test. */
    variantB: text('variant_b'),
    split: smallint('split').notNull().default(50),
    /** When the running test began: its figures count from here, not from an earlier test's clicks. */
    testStartedAt: timestamp('test_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('monetization_links_slug_idx').on(table.slug),
    uniqueIndex('monetization_links_program_idx').on(table.programId),
    uniqueIndex('monetization_links_product_idx').on(table.productId),
    uniqueIndex('monetization_links_lead_magnet_idx').on(table.leadMagnetId),
    index('monetization_links_workspace_idx').on(table.workspaceId),
    check('monetization_links_one_owner', sql`num_nonnulls(${table.programId}, ${table.productId}, ${table.leadMagnetId}) = 1`),
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
    /** The destination they were sent to: 0 the first, 1 an A/B test's second. */
    variant: smallint('variant').notNull().default(0),
    /** The content item the link was followed from (its `c` parameter or its page as the referrer); not a key, content may go. */
    contentId: uuid('content_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('monetization_clicks_link_idx').on(table.linkId, table.occurredAt),
    index('monetization_clicks_visitor_idx').on(table.workspaceId, table.visitorId, table.occurredAt),
  ],
);
