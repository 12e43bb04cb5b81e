import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/schema';
import { workspaces } from '../../tenancy/schema';

/**
 * The workspace's e-mail audience (core §3 lists a subscribers table). The dashboard counts it; the
 * e-mail marketing screens add lists, imports and sign-up forms on top of it.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name'),
    status: text('status', { enum: ['subscribed', 'unsubscribed'] }).notNull().default('subscribed'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscribers_workspace_email_idx').on(table.workspaceId, sql`lower(${table.email})`),
    index('subscribers_workspace_subscribed_idx').on(table.workspaceId, table.status, table.subscribedAt),
  ],
);
