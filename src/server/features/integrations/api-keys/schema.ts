import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../../auth/schema';
import { workspaces } from '../../../tenancy/schema';

/** A workspace's keys for the public API (ADR 027): only a SHA-256 hash of each key is kept. */
export const workspaceApiKeys = pgTable(
  'workspace_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The key acts as this member, with their role at the time of each request. */
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, shown in the list. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key: the key is random and long, so no salt or slow hash is needed. */
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes', { enum: ['read', 'write'] })
      .array()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('workspace_api_keys_workspace_idx').on(table.workspaceId, table.createdAt)],
);
