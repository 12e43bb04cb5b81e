import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SendWindow } from '@/shared/outreach/campaigns';
import { user } from '../../../auth/schema';
import { workspaces } from '../../../tenancy/schema';

/**
 * A mailbox outreach sends from: its SMTP login (checked before it is kept), optionally its IMAP
 * login for replies, its daily cap and send window. Passwords are sealed (SecretBox 'outreach-identity').
 */
export const outreachIdentities = pgTable(
  'outreach_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    fromName: text('from_name').notNull(),
    fromAddress: text('from_address').notNull(),
    smtpHost: text('smtp_host').notNull(),
    smtpPort: integer('smtp_port').notNull(),
    smtpSecurity: text('smtp_security', { enum: ['tls', 'starttls'] }).notNull(),
    smtpUsername: text('smtp_username').notNull(),
    smtpPasswordSealed: text('smtp_password_sealed').notNull(),
    imapHost: text('imap_host'),
    imapPort: integer('imap_port'),
    imapTls: boolean('imap_tls').notNull().default(true),
    imapUsername: text('imap_username'),
    imapPasswordSealed: text('imap_password_sealed'),
    /** Where the reply reader left off: the mailbox's UIDVALIDITY and the highest UID read. */
    imapUidValidity: integer('imap_uid_validity'),
    imapLastUid: integer('imap_last_uid').notNull().default(0),
    imapCheckedAt: timestamp('imap_checked_at', { withTimezone: true }),
    imapError: text('imap_error'),
    dailyCap: integer('daily_cap').notNull().default(30),
    sendWindow: jsonb('send_window').$type<SendWindow>().notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outreach_identities_workspace_idx').on(table.workspaceId, table.createdAt)],
);
