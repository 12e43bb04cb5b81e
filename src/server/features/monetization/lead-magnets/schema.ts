import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../../../tenancy/schema';
import { bytea } from '../../../db/bytea';

const workspace = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/**
 * A lead magnet: a file or a link given for an e-mail address, through a public page /l/{slug} whose
 * sign-up is Email Marketing's own (double opt-in, consent), into one of the workspace's lists.
 */
export const monetizationLeadMagnets = pgTable(
  'monetization_lead_magnets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    /** Whose plan's storage the file counts against: a Sample workspace's owner's own (ADR 008). */
    allowanceWorkspaceId: uuid('allowance_workspace_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** An Email Marketing list of the workspace (not a foreign key: areas keep their tables apart); checked on every sign-up. */
    listId: uuid('list_id').notNull(),
    /** Unique across the instance: the public page finds the magnet by it alone. */
    slug: text('slug').notNull(),
    kind: text('kind').$type<'file' | 'link'>().notNull(),
    linkUrl: text('link_url'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileBytes: bytea('file_bytes'),
    fileSize: integer('file_size'),
    /** The page's second heading in an A/B test, shown to `split` percent of visitors; null when there is no test. */
    headingB: text('heading_b'),
    split: smallint('split').notNull().default(50),
    /** When the running test began: its figures count from here. */
    testStartedAt: timestamp('test_started_at', { withTimezone: true }),
    status: text('status').$type<'Active' | 'Paused'>().notNull().default('Active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('monetization_lead_magnets_slug_idx').on(table.slug),
    index('monetization_lead_magnets_workspace_idx').on(table.workspaceId, table.createdAt),
  ],
);

/** A subscriber who confirmed through a lead magnet: counted once, the file sent once. */
export const monetizationLeads = pgTable(
  'monetization_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    magnetId: uuid('magnet_id')
      .notNull()
      .references(() => monetizationLeadMagnets.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id').notNull(),
    email: text('email').notNull(),
    /** The page's heading they saw: 0 the first, 1 the second. */
    variant: smallint('variant').notNull().default(0),
    /** The tracked click or page view that brought them, and the content item it came from. */
    clickId: text('click_id'),
    contentId: uuid('content_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('monetization_leads_magnet_subscriber_idx').on(table.magnetId, table.subscriberId),
    index('monetization_leads_workspace_idx').on(table.workspaceId, table.joinedAt),
  ],
);
