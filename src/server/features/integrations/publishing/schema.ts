import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../../../tenancy/schema';

/** Where a content item was published on the workspace's own sites: one post per item and site. */
export const contentPublications = pgTable(
  'content_publications',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The Content Engine's item; not a foreign key, so this area keeps no hold on content's table. */
    contentId: uuid('content_id').notNull(),
    target: text('target').notNull(),
    /** 'pending' while the call to the site runs: a second Publish meanwhile is refused, not sent twice. */
    status: text('status', { enum: ['pending', 'publish', 'draft'] }).notNull(),
    remoteId: text('remote_id'),
    url: text('url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.contentId, table.target] })],
);
