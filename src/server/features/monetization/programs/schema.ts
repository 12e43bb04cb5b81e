import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AttributionModel, ProgramStatus } from '@/shared/monetization/programs';
import { workspaces } from '../../../tenancy/schema';

/** An affiliate program the workspace promotes; its tracked link is in monetization_links. */
export const monetizationPrograms = pgTable(
  'monetization_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    commission: text('commission').notNull(),
    status: text('status').$type<ProgramStatus>().notNull().default('Active'),
    attribution: text('attribution').$type<AttributionModel>().notNull().default('last'),
    /** Part of the signed postback token: Regenerate moves it on, and the old URL is refused. */
    postbackVersion: integer('postback_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('monetization_programs_workspace_idx').on(table.workspaceId, table.createdAt)],
);
