import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/schema';
import { workspaceRole, workspaces } from '../../tenancy/schema';

/**
 * An invitation to join a workspace, sent by e-mail as a signed link. Only a hash of the link's token
 * is kept, so the table alone cannot accept one. Pending until accepted, revoked or expired.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: workspaceRole('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('workspace_invitations_workspace_idx').on(table.workspaceId),
    // One open invitation per address and workspace: a second invite resends the first.
    uniqueIndex('workspace_invitations_one_open')
      .on(table.workspaceId, sql`lower(${table.email})`)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);
