import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AssistantInsight, AssistantMode } from '@/shared/assistant/assistant';
import { user } from '../../auth/schema';
import { workspaces } from '../../tenancy/schema';

/** A chat of one user in one workspace: nobody else reads it, and it goes with either. */
export const assistantChats = pgTable(
  'assistant_chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<AssistantMode>().notNull(),
    /** From the first question; empty until there is one. */
    title: text('title').notNull().default(''),
    /** 'in-progress' while a reply is being written. */
    status: text('status', { enum: ['completed', 'in-progress'] })
      .notNull()
      .default('completed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assistant_chats_owner_idx').on(table.workspaceId, table.userId, table.updatedAt)],
);

/**
 * The chat's messages in the order they were said, each as the ai SDK's UI message (its parts: text,
 * the tool steps with their inputs and outputs), so a chat reopens exactly as it was.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => assistantChats.id, { onDelete: 'cascade' }),
    /** Its place in the chat, from 0. */
    position: integer('position').notNull(),
    /** The UI message's own id (the browser's for a question). */
    id: text('id').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    /** The UI message's parts. */
    parts: jsonb('parts').$type<unknown[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chatId, table.position] })],
);

/** The AI Insights last drawn for a workspace, shown until a refresh draws new ones. */
export const assistantInsights = pgTable('assistant_insights', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<AssistantInsight[]>().notNull(),
  source: text('source', { enum: ['ai', 'offline'] }).notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});
