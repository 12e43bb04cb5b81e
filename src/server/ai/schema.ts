import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/schema';
import { workspaces } from '../tenancy/schema';

/** One row per answer from an AI provider (the offline writer costs nothing): what each workspace spends. */
export const aiTokenUsage = pgTable(
  'ai_token_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** blog, social, email, video, ideas or insights */
    kind: text('kind').notNull(),
    /** openai-compatible or anthropic */
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_token_usage_workspace_idx').on(table.workspaceId, table.createdAt)],
);
