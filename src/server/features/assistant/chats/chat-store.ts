import { and, asc, desc, eq, gte, ilike, sql } from 'drizzle-orm';
import type { UIMessage } from 'ai';
import type { AssistantChatSummary, AssistantMode } from '@/shared/assistant/assistant';
import type { Database } from '../../../db/database';
import { notFound } from '../../../lib/service-error';
import { assistantChats, assistantMessages } from '../schema';

/** Whose chats: one user in one workspace. Nobody else reads them. */
export interface ChatOwner {
  workspaceId: string;
  userId: string;
}

/** The longest title, taken from the first question. */
const titleLength = 60;

export function titleOf(question: string): string {
  const flat = question.replace(/\s+/g, ' ').trim();
  return flat.length <= titleLength ? flat : `${flat.slice(0, titleLength - 1).trimEnd()}…`;
}

type ChatRow = typeof assistantChats.$inferSelect;

const summaryOf = (row: ChatRow): AssistantChatSummary => ({
  id: row.id,
  title: row.title,
  mode: row.mode,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The chats and their messages, always scoped to their owner: another's id answers 404. */
export class ChatStore {
  constructor(private readonly db: Database) {}

  async list(owner: ChatOwner, q?: string): Promise<AssistantChatSummary[]> {
    const conditions = [eq(assistantChats.workspaceId, owner.workspaceId), eq(assistantChats.userId, owner.userId)];
    if (q) conditions.push(ilike(assistantChats.title, `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
    const rows = await this.db
      .select()
      .from(assistantChats)
      .where(and(...conditions))
      .orderBy(desc(assistantChats.updatedAt))
      .limit(200);
    return rows.map(summaryOf);
  }

  async create(owner: ChatOwner, mode: AssistantMode): Promise<AssistantChatSummary> {
    const [row] = await this.db.insert(assistantChats).values({ workspaceId: owner.workspaceId, userId: owner.userId, mode }).returning();
    return summaryOf(row!);
  }

  async get(owner: ChatOwner, chatId: string): Promise<AssistantChatSummary> {
    const [row] = await this.db
      .select()
      .from(assistantChats)
      .where(
        and(eq(assistantChats.id, chatId), eq(assistantChats.workspaceId, owner.workspaceId), eq(assistantChats.userId, owner.userId)),
      );
    if (!row) throw notFound();
    return summaryOf(row);
  }

  async messages(chatId: string): Promise<UIMessage[]> {
    const rows = await this.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.chatId, chatId))
      .orderBy(asc(assistantMessages.position));
    return rows.map((row) => {
      const { metadata, parts } = splitParts(row.parts);
      return { id: row.id, role: row.role, parts: parts as UIMessage['parts'], ...(metadata !== undefined && { metadata }) };
    });
  }

  async remove(owner: ChatOwner, chatId: string): Promise<void> {
    const deleted = await this.db
      .delete(assistantChats)
      .where(and(eq(assistantChats.id, chatId), eq(assistantChats.workspaceId, owner.workspaceId), eq(assistantChats.userId, owner.userId)))
      .returning({ id: assistantChats.id });
    if (deleted.length === 0) throw notFound();
  }

  async clear(owner: ChatOwner): Promise<void> {
    await this.db
      .delete(assistantChats)
      .where(and(eq(assistantChats.workspaceId, owner.workspaceId), eq(assistantChats.userId, owner.userId)));
  }

  /**
   * Replaces the chat's messages from `position` on with `messages`. The title is set when the chat has
   * none, or when `position` is 0 (its first question was edited).
   */
  async write(
    chatId: string,
    position: number,
    messages: readonly UIMessage[],
    changes: { title?: string; status?: 'completed' | 'in-progress' },
  ) {
    await this.db.transaction(async (tx) => {
      // A chat deleted while its reply was being written keeps nothing.
      const [chat] = await tx.select({ id: assistantChats.id }).from(assistantChats).where(eq(assistantChats.id, chatId)).for('update');
      if (!chat) return;
      await tx.delete(assistantMessages).where(and(eq(assistantMessages.chatId, chatId), gte(assistantMessages.position, position)));
      if (messages.length > 0) {
        await tx.insert(assistantMessages).values(
          messages.map((message, index) => ({
            chatId,
            position: position + index,
            id: message.id,
            role: message.role === 'user' ? ('user' as const) : ('assistant' as const),
            parts: storedParts(message),
          })),
        );
      }
      await tx
        .update(assistantChats)
        .set({
          updatedAt: new Date(),
          ...(changes.status && { status: changes.status }),
          ...(changes.title !== undefined && {
            title:
              position === 0
                ? changes.title
                : sql`case when ${assistantChats.title} = '' then ${changes.title} else ${assistantChats.title} end`,
          }),
        })
        .where(eq(assistantChats.id, chatId));
    });
  }

  /** Replaces one stored message (a proposal answered) in place. */
  async replace(chatId: string, position: number, message: UIMessage): Promise<void> {
    await this.db
      .update(assistantMessages)
      .set({ parts: storedParts(message) })
      .where(and(eq(assistantMessages.chatId, chatId), eq(assistantMessages.position, position)));
    await this.db.update(assistantChats).set({ updatedAt: new Date() }).where(eq(assistantChats.id, chatId));
  }

  async setStatus(chatId: string, status: 'completed' | 'in-progress'): Promise<void> {
    await this.db.update(assistantChats).set({ status, updatedAt: new Date() }).where(eq(assistantChats.id, chatId));
  }
}

/**
 * The table keeps parts only; a message's metadata (a reply stopped or failed, who wrote it) rides
 * along as a leading part of its own, which is taken off again when read.
 */
const metadataPart = 'data-uplift-metadata';

function storedParts(message: UIMessage): unknown[] {
  const parts = message.parts.filter((part) => part.type !== metadataPart);
  return message.metadata === undefined ? parts : [{ type: metadataPart, data: message.metadata }, ...parts];
}

function splitParts(parts: unknown[]): { metadata?: unknown; parts: unknown[] } {
  const first = parts[0] as { type?: string; data?: unknown } | undefined;
  return first?.type === metadataPart ? { metadata: first.data, parts: parts.slice(1) } : { parts };
}
