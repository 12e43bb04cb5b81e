import { type SQL, and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Subscriber, type SubscriberPage, emailMessages, type subscriberInputSchema } from '@/shared/email/email';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { readWorkspaceRows } from '../../../db/workspace-reads';
import { ServiceError, notFound } from '../../../lib/service-error';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { UsageMeter } from '../../../usage/meter';
import type { DomainEvents } from '../../../domain-events/domain-events';
import type { ListsService } from '../lists/lists-service';
import { emailListMembers, emailLists, subscribers } from '../schema';
import type { SegmentsService } from '../segments/segments-service';

export const subscribersPerPage = 50;

export interface SubscriberFilter {
  listId?: string;
  segmentId?: string;
  search?: string;
  page: number;
}

/** The workspace's audience: who is on which list, added by hand or removed. */
export class SubscribersService {
  constructor(
    private readonly deps: {
      db: Database;
      entitlements: Entitlements;
      usage: UsageMeter;
      segments: SegmentsService;
      lists: Pick<ListsService, 'owned'>;
      /** Starts the list's automations for someone who has just joined it. */
      joined(workspaceId: string, listId: string, subscriberIds: readonly string[]): Promise<void>;
      /** Tells webhooks and workflows of a new subscriber. */
      events: Pick<DomainEvents, 'emit'>;
    },
  ) {}

  /**
   * Pages of the workspace or of a list are kept until its subscribers or memberships change
   * (db/workspace-reads.ts); a segment's (which may read sends and clicks) and searches are read afresh.
   */
  async page(viewer: Viewer, filter: SubscriberFilter): Promise<SubscriberPage> {
    if (filter.segmentId || filter.search?.trim()) return this.readPage(viewer, filter);
    return readWorkspaceRows(
      this.deps.db,
      {
        name: 'email.subscribers',
        tables: ['subscribers', 'email_list_members', 'email_lists'],
        workspaceId: viewer.workspaceId,
        variant: `${filter.listId ?? ''}|${filter.page}`,
        rows: (page) => page.subscribers.length,
      },
      () => this.readPage(viewer, filter),
    );
  }

  private async readPage(viewer: Viewer, filter: SubscriberFilter): Promise<SubscriberPage> {
    const where = await this.filterCondition(viewer.workspaceId, filter);
    const [rows, [total]] = await Promise.all([
      this.deps.db
        .select()
        .from(subscribers)
        .where(where)
        .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
        .limit(subscribersPerPage)
        .offset((filter.page - 1) * subscribersPerPage),
      this.deps.db.select({ value: count() }).from(subscribers).where(where),
    ]);
    return { subscribers: await this.withLists(rows), total: total?.value ?? 0 };
  }

  /** Who Export Data writes out; data export is Professional and up (the feature catalogue), as Analytics' Export Report is. */
  async exportCondition(viewer: Viewer, filter: Omit<SubscriberFilter, 'page'>): Promise<SQL | undefined> {
    return this.filterCondition(viewer.workspaceId, filter);
  }

  /** The condition of a page or an export: the workspace, then the list, the segment and the search. Another workspace's list or segment is not found. */
  private async filterCondition(workspaceId: string, filter: Omit<SubscriberFilter, 'page'>): Promise<SQL | undefined> {
    if (filter.listId) await this.deps.lists.owned({ workspaceId }, filter.listId);
    const segment = await this.deps.segments.choice(workspaceId, filter.segmentId ?? null);
    const search = filter.search?.trim();
    return and(
      eq(subscribers.workspaceId, workspaceId),
      filter.listId
        ? sql`exists (select 1 from ${emailListMembers} where ${emailListMembers.subscriberId} = ${subscribers.id} and ${emailListMembers.listId} = ${filter.listId})`
        : undefined,
      segment.condition,
      search ? or(ilike(subscribers.email, `%${escapeLike(search)}%`), ilike(subscribers.name, `%${escapeLike(search)}%`)) : undefined,
    );
  }

  /** Added by hand: subscribed at once (the person asked the sender in person), within the plan's contact limit. */
  async add(viewer: Viewer, values: z.output<typeof subscriberInputSchema>): Promise<Subscriber> {
    const { db } = this.deps;
    const lists = await db
      .select({ id: emailLists.id })
      .from(emailLists)
      .where(and(eq(emailLists.workspaceId, viewer.workspaceId), inArray(emailLists.id, values.listIds)));
    if (lists.length !== new Set(values.listIds).size) throw notFound();
    const [existing] = await db
      .select()
      .from(subscribers)
      .where(and(eq(subscribers.workspaceId, viewer.workspaceId), sql`lower(${subscribers.email}) = ${values.email}`));
    if (!existing) await (await this.deps.entitlements.of(allowanceOf(viewer))).ensureRoomFor('emailContacts');
    const subscriber =
      existing ??
      (
        await db
          .insert(subscribers)
          .values({
            workspaceId: viewer.workspaceId,
            createdBy: viewer.userId,
            email: values.email,
            name: values.name,
            tier: values.tier,
            attributes: values.attributes,
            source: 'manual',
          })
          .returning()
      )[0]!;
    const joined = await db
      .insert(emailListMembers)
      .values(
        values.listIds.map((listId) => ({
          listId,
          subscriberId: subscriber.id,
          workspaceId: viewer.workspaceId,
          status: subscriber.suppression ?? ('subscribed' as const),
        })),
      )
      .onConflictDoNothing()
      .returning({ listId: emailListMembers.listId });
    if (existing && joined.length === 0) throw new ServiceError(409, 'SUBSCRIBER_EXISTS', emailMessages.subscriberExists);
    if (!existing) await this.deps.events.emit(viewer.workspaceId, 'subscriber.created', subscriberCreated(subscriber, values.listIds));
    if (!subscriber.suppression) for (const { listId } of joined) await this.deps.joined(viewer.workspaceId, listId, [subscriber.id]);
    this.deps.usage.forget(viewer.allowanceWorkspaceId);
    return (await this.withLists([subscriber]))[0]!;
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const removed = await this.deps.db
      .delete(subscribers)
      .where(and(eq(subscribers.id, id), eq(subscribers.workspaceId, viewer.workspaceId)))
      .returning({ id: subscribers.id });
    if (removed.length === 0) throw notFound();
    this.deps.usage.forget(viewer.allowanceWorkspaceId);
  }

  private async withLists(rows: ReadonlyArray<typeof subscribers.$inferSelect>): Promise<Subscriber[]> {
    if (rows.length === 0) return [];
    const memberships = await this.deps.db
      .select()
      .from(emailListMembers)
      .where(
        inArray(
          emailListMembers.subscriberId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      tier: row.tier,
      source: row.source,
      attributes: row.attributes,
      lists: memberships
        .filter((membership) => membership.subscriberId === row.id)
        .map((membership) => ({ listId: membership.listId, status: membership.status, joinedAt: membership.joinedAt.toISOString() })),
      consentAt: row.consentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

/** What subscriber.created says of a new address. */
export function subscriberCreated(row: typeof subscribers.$inferSelect, listIds: readonly string[]): Record<string, unknown> {
  return { id: row.id, email: row.email, name: row.name, source: row.source, listIds, createdAt: row.createdAt.toISOString() };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The plan's emailContacts: every address the workspace keeps. */
export async function countContacts(db: Database, workspaceId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(subscribers).where(eq(subscribers.workspaceId, workspaceId));
  return row?.value ?? 0;
}
