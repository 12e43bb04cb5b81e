import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../db/bytea';
import { workspaces } from '../tenancy/schema';

/**
 * A workspace's white label (ADR 040): kept whatever the plan, shown only while the plan includes it.
 * The logo is re-encoded by the server and kept here, so every process of a scale-out install serves
 * it; `logo_key` is the unguessable name of its public address, new with every upload.
 */
export const workspaceBranding = pgTable('workspace_branding', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  primaryColor: text('primary_color').notNull(),
  accentColor: text('accent_color').notNull(),
  footerText: text('footer_text').notNull().default(''),
  logoKey: text('logo_key').unique(),
  logoType: text('logo_type'),
  logo: bytea('logo'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
