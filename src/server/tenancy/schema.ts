import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/schema';

export const workspaceRole = pgEnum('workspace_role', ['owner', 'editor', 'viewer']);

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * A personal workspace is made at sign-up; team members join it later. A sample workspace holds
     * the sample figures a user loads from the dashboard, apart from their real data.
     */
    kind: text('kind', { enum: ['personal', 'team', 'sample'] })
      .notNull()
      .default('personal'),
    /** A plan an admin set by hand; it wins over the subscription's until cleared. */
    planOverride: text('plan_override', { enum: ['starter', 'professional', 'enterprise'] }),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One sample per user, even when two "Load sample workspace" requests race.
  (table) => [
    uniqueIndex('workspaces_one_sample_per_user')
      .on(table.createdBy)
      .where(sql`kind = 'sample'`),
  ],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: workspaceRole('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.userId] }), index('workspace_members_user_idx').on(table.userId)],
);

/** Per user: the workspace they chose to work in. */
export const userWorkspacePreferences = pgTable('user_workspace_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Null, or a workspace the user has left: requests act in their oldest membership. */
  currentWorkspaceId: uuid('current_workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
