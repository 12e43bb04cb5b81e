import { and, asc, desc, eq, gte, ilike, ne, sql } from 'drizzle-orm';
import type { UIMessage } from 'ai';
import { type AssistantChatSummary, type AssistantMode, assistantMessages as texts } from '@/shared/assistant/assistant';
import { errorCodes } from '@/shared/error-codes';
import type { Database } from '../../../db/database';
import { isForeignKeyViolation } from '../../../db/errors';
import { rowsOf } from '../../../db/rows';
import { notFound, ServiceError } from '../../../lib/service-error';
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

/**
 * How long a reply may hold its chat; the reply's own deadline is well within it. A chat still marked
 * 'in-progress' after it lost its reply (its server stopped mid-way): it shows completed and takes
 * questions again.
 */
export const replyLeaseMs = 10 * 60_000;

type ChatRow = typeof assistantChats.$inferSelect;

const heldByReply = (row: ChatRow) => row.status === 'in-progress' && Date.now() - row.updatedAt.getTime() < replyLeaseMs;

const summaryOf = (row: ChatRow): AssistantChatSummary => ({
  id: row.id,
  title: row.title,
  mode: row.mode,
  status: heldByReply(row) ? 'in-progress' : 'completed',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The chats and their messages, always scoped to their owner: another's id answers 404. */
export class ChatStore {
  constructor(private readonly db: Database) {}

  /** The chats with a question in them: one whose first question was refused (by the plan, say) is not listed. */
  async list(owner: ChatOwner, q?: string): Promise<AssistantChatSummary[]> {
    const conditions = [
      eq(assistantChats.workspaceId, owner.workspaceId),
      eq(assistantChats.userId, owner.userId),
      ne(assistantChats.title, ''),
    ];
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

  /**
   * Takes the chat for one reply and reads its messages, in one statement, since the reply's first
   * byte waits on it: another's chat answers 404, and one whose reply is still being written 409, so
   * two tabs cannot write two replies into one chat at once.
   */
  async claim(owner: ChatOwner, chatId: string): Promise<{ mode: AssistantMode; messages: UIMessage[]; updatedAt: Date }> {
    const result = await this.db.execute(sql`
      with before as (select updated_at from ${assistantChats} where id = ${chatId}),
      claimed as (
        update ${assistantChats} set status = 'in-progress', updated_at = now()
        where id = ${chatId} and workspace_id = ${owner.workspaceId} and user_id = ${owner.userId}
          and (status <> 'in-progress' or updated_at < now() - make_interval(secs => ${replyLeaseMs / 1000}))
        returning id, mode
      )
      select claimed.mode, (select updated_at from before) as updated_at,
        coalesce(json_agg(json_build_array(m.id, m.role, m.parts) order by m.position) filter (where m.chat_id is not null), '[]') as messages
      from claimed left join ${assistantMessages} m on m.chat_id = claimed.id
      group by claimed.id, claimed.mode`);
    const [row] = rowsOf<{ mode: AssistantMode; messages: unknown; updated_at: Date | string }>(result);
    if (!row) {
      await this.get(owner, chatId);
      throw new ServiceError(409, errorCodes.REPLY_UNDER_WAY, texts.replyUnderWay);
    }
    const stored = (typeof row.messages === 'string' ? JSON.parse(row.messages) : row.messages) as Array<
      [string, UIMessage['role'], unknown[]]
    >;
    return {
      mode: row.mode,
      messages: stored.map(([id, role, parts]) => messageOf(id, role, parts)),
      updatedAt: new Date(row.updated_at),
    };
  }

  /** Gives back a claimed chat; one whose turn was refused gets back its time (`updatedAt` from the claim), so it keeps its place in the list. */
  async release(chatId: string, updatedAt?: Date): Promise<void> {
    await this.db
      .update(assistantChats)
      .set({ status: 'completed', ...(updatedAt && { updatedAt }) })
      .where(eq(assistantChats.id, chatId));
  }

  async messages(chatId: string): Promise<UIMessage[]> {
    const rows = await this.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.chatId, chatId))
      .orderBy(asc(assistantMessages.position));
    return rows.map((row) => messageOf(row.id, row.role, row.parts));
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
   * Writes `messages` at `position` on, after dropping what stood there when `replacing` (an edited
   * question, a reply written again). Only the reply that claimed the chat writes it, so an append
   * needs no transaction: a reply's first byte and its end wait on these writes.
   */
  async write(
    chatId: string,
    position: number,
    messages: readonly UIMessage[],
    changes: { replacing?: boolean; title?: string; status?: 'completed' | 'in-progress' },
  ) {
    const rows = messages.map((message, index) => ({
      chatId,
      position: position + index,
      id: message.id,
      role: message.role === 'user' ? ('user' as const) : ('assistant' as const),
      parts: storedParts(message),
    }));
    if (changes.replacing) {
      // What an edit drops and what replaces it go together, or neither does.
      const kept = await this.db.transaction(async (tx) => {
        // A chat deleted meanwhile keeps nothing.
        const [chat] = await tx.select({ id: assistantChats.id }).from(assistantChats).where(eq(assistantChats.id, chatId)).for('update');
        if (!chat) return false;
        await tx.delete(assistantMessages).where(and(eq(assistantMessages.chatId, chatId), gte(assistantMessages.position, position)));
        if (rows.length > 0) await tx.insert(assistantMessages).values(rows);
        return true;
      });
      if (!kept) return;
    } else if (rows.length > 0) {
      try {
        await this.db.insert(assistantMessages).values(rows);
      } catch (error) {
        // A chat deleted while its reply was being written keeps nothing.
        if (isForeignKeyViolation(error)) return;
        throw error;
      }
    }
    await this.db
      .update(assistantChats)
      .set({
        updatedAt: new Date(),
        ...(changes.status && { status: changes.status }),
        // The first question names the chat: a new chat's, or an edited first question's.
        ...(changes.title !== undefined && {
          title:
            position === 0
              ? changes.title
              : sql`case when ${assistantChats.title} = '' then ${changes.title} else ${assistantChats.title} end`,
        }),
      })
      .where(eq(assistantChats.id, chatId));
  }

  /** Replaces one stored message (a proposal answered) in place. */
  async replace(chatId: string, position: number, message: UIMessage): Promise<void> {
    await this.db
      .update(assistantMessages)
      .set({ parts: storedParts(message) })
      .where(and(eq(assistantMessages.chatId, chatId), eq(assistantMessages.position, position)));
    await this.db.update(assistantChats).set({ updatedAt: new Date() }).where(eq(assistantChats.id, chatId));
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

function messageOf(id: string, role: UIMessage['role'], stored: unknown[]): UIMessage {
  const first = stored[0] as { type?: string; data?: unknown } | undefined;
  const parts = (first?.type === metadataPart ? stored.slice(1) : stored) as UIMessage['parts'];
  return { id, role, parts, ...(first?.type === metadataPart && { metadata: first.data }) };
}
