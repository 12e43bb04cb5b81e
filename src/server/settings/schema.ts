import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/schema';

/** API keys entered in the admin panel, sealed with SecretBox; they win over the environment. */
export const adminApiKeys = pgTable('admin_api_keys', {
  keyName: text('key_name').primaryKey(),
  sealedValue: text('sealed_value').notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who changed or revealed which key, and when; never the value. */
export const adminApiKeyAudit = pgTable(
  'admin_api_key_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyName: text('key_name').notNull(),
    action: text('action', { enum: ['set', 'cleared', 'revealed'] }).notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_api_key_audit_created_idx').on(table.createdAt)],
);
