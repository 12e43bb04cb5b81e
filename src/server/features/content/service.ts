import { and, count, desc, eq, gte, isNull, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  type CalendarEntry,
  type ContentBody,
  type ContentItem,
  type ContentList,
  type ContentSource,
  type ContentStatus,
  type contentListQuerySchema,
  type saveContentSchema,
  type updateContentSchema,
} from '@/shared/content/content';
import type { Viewer } from '../../auth/viewer';
import type { Database } from '../../db/database';
import { readWorkspaceRows } from '../../db/workspace-reads';
import { notFound, ServiceError } from '../../lib/service-error';
import { recordUserEvent } from '../../events/service';
import type { TeamActivity } from '../../notifications/team-activity';
import type { DomainEvents } from '../../domain-events/domain-events';
import { content } from './schema';
import { containsPattern, contentSearchText } from './search-text';

type ContentRow = typeof content.$inferSelect;

/**
 * The rows after a cursor, newest first: `micros_id`, the creation time in microseconds (as stored:
 * a millisecond Date would skip rows of the same millisecond) and the id that breaks ties.
 */
function afterCursor(cursor: string): SQL {
  const [micros = '0', id = ''] = cursor.split('_');
  const createdAt = sql`timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond'`;
  return sql`(${content.createdAt}, ${content.id}) < (${createdAt}, ${id}::uuid)`;
}
type ListQuery = z.output<typeof contentListQuerySchema>;

/** A month view with its leading and trailing weeks fits in 62 days; a wider range is refused. */
const maxCalendarDays = 62;
/** More than a month view can show; the earliest are kept. */
const maxCalendarEntries = 1000;

/** How a piece is named in the team's notices: 'the blog post “Spring menu”'. */
const kindNames: Record<ContentRow['type'], string> = { blog: 'blog post', social: 'social post', email: 'e-mail', video: 'video script' };
const named = (row: Pick<ContentRow, 'type' | 'title'>) => `the ${kindNames[row.type]} “${row.title}”`;

/** The workspace's content library: drafts saved from the creator, edited, scheduled and published. */
export class ContentService {
  constructor(
    private readonly db: Database,
    /** Tells the workspace's other members what changed (team activity). */
    private readonly activity: TeamActivity,
    /** Tells webhooks and workflows that a piece was published. */
    private readonly events: Pick<DomainEvents, 'emit'>,
  ) {}

  /**
   * A page and the tab counts. The embedded database keeps pages of the library until its content
   * changes (db/workspace-reads.ts); searches, one-off as they are typed, always read afresh.
   */
  async list(viewer: Viewer, query: ListQuery): Promise<ContentList> {
    if (query.q) return this.readPage(viewer, query);
    const variant = `${query.type ?? ''}|${query.status ?? ''}|${query.page}|${query.pageSize}|${query.cursor ?? ''}`;
    return readWorkspaceRows(
      this.db,
      { name: 'content', tables: ['content'], workspaceId: viewer.workspaceId, variant, rows: (list) => list.items.length + 1 },
      () => this.readPage(viewer, query),
    );
  }

  private async readPage(viewer: Viewer, query: ListQuery): Promise<ContentList> {
    const matching: SQL[] = [eq(content.workspaceId, viewer.workspaceId)];
    if (query.q) matching.push(like(content.searchText, containsPattern(query.q)));
    if (query.status) matching.push(eq(content.status, query.status));

    const filtered = query.type ? [...matching, eq(content.type, query.type)] : matching;
    const after = query.cursor ? afterCursor(query.cursor) : undefined;
    // The tab counts and the page side by side (on PostgreSQL, two of the pool's connections), and of
    // each row only what the list shows: not its search text, a second copy of its words (ADR 046).
    const [perType, rows] = await Promise.all([
      this.db
        .select({ type: content.type, size: count() })
        .from(content)
        .where(and(...matching))
        .groupBy(content.type),
      // One row more than the page tells whether another page follows.
      this.db
        .select({ row: listedColumns, micros: sql<string>`(extract(epoch from ${content.createdAt}) * 1000000)::bigint::text` })
        .from(content)
        .where(and(...filtered, after))
        .orderBy(desc(content.createdAt), desc(content.id))
        .limit(query.pageSize + 1)
        .offset(after ? 0 : (query.page - 1) * query.pageSize),
    ]);
    const counts = { all: 0, blog: 0, social: 0, email: 0, video: 0 };
    for (const row of perType) {
      counts[row.type] = row.size;
      counts.all += row.size;
    }

    const page = rows.slice(0, query.pageSize);
    const last = page.at(-1);
    return {
      items: page.map(({ row }) => toContentItem(row)),
      total: query.type ? counts[query.type] : counts.all,
      page: query.page,
      pageSize: query.pageSize,
      counts,
      nextCursor: rows.length > query.pageSize && last ? `${last.micros}_${last.row.id}` : null,
    };
  }

  async get(viewer: Viewer, id: string): Promise<ContentItem> {
    return toContentItem(await this.find(viewer, id));
  }

  /** Stores a draft (from the AI creator or written by hand) and records it in the activity. */
  async save(viewer: Viewer, input: z.output<typeof saveContentSchema>): Promise<ContentItem> {
    const saved = await this.saveDraft({ workspaceId: viewer.workspaceId, userId: viewer.userId }, input);
    await this.tellTeam(viewer, `added ${named(saved)}`);
    return saved;
  }

  /**
   * For a caller that has already checked the role: a job writing drafts for the user who asked, in
   * its own transaction (`db`) when it records the draft as made with it.
   */
  async saveDraft(
    scope: { workspaceId: string; userId: string },
    input: z.output<typeof saveContentSchema>,
    db: Database = this.db,
  ): Promise<ContentItem> {
    const body = { type: input.type, body: input.body } as ContentBody;
    const [row] = await db
      .insert(content)
      .values({
        workspaceId: scope.workspaceId,
        createdBy: scope.userId,
        title: input.title,
        type: input.type,
        body: input.body,
        source: input.source ?? null,
        searchText: contentSearchText(input.title, body),
      })
      .returning();
    if (!row) throw new Error('The content was not stored');
    await recordUserEvent(db, {
      workspaceId: scope.workspaceId,
      userId: scope.userId,
      type: 'content_created',
      description: `Created the ${row.type} ${row.title}`,
      data: { content_type: row.type },
    });
    return toContentItem(row);
  }

  /** The edit dialog saves a type's own fields; the type itself never changes. */
  async update(viewer: Viewer, id: string, input: z.output<typeof updateContentSchema>): Promise<ContentItem> {
    const current = await this.find(viewer, id);
    if (current.type !== input.type) {
      throw new ServiceError(400, 'VALIDATION_FAILED', `This content is a ${current.type}; its type cannot change.`);
    }
    const body = { type: input.type, body: input.body } as ContentBody;
    const changed = await this.change(viewer, id, {
      title: input.title,
      body: input.body,
      searchText: contentSearchText(input.title, body),
    });
    await this.tellTeam(viewer, `edited ${named(changed)}`, `content-edit:${id}`);
    return changed;
  }

  /** The dropdown sets any status; back to draft also takes the piece off the calendar. */
  async setStatus(viewer: Viewer, id: string, status: ContentStatus): Promise<ContentItem> {
    const published = status === 'published' ? await this.publish(viewer, id) : null;
    const changed = published ?? (await this.change(viewer, id, status === 'draft' ? { status, scheduledAt: null } : { status }));
    await this.tellTeam(viewer, `set ${named(changed)} to ${status}`, `content-status:${id}:${status}`);
    return changed;
  }

  /** A time schedules the content; none takes it off the calendar, back to draft unless published. */
  async schedule(viewer: Viewer, id: string, scheduledAt: Date | null): Promise<ContentItem> {
    const current = await this.find(viewer, id);
    const status: ContentStatus = current.status === 'published' ? 'published' : scheduledAt ? 'scheduled' : 'draft';
    const changed = await this.change(viewer, id, { scheduledAt, status });
    await this.tellTeam(
      viewer,
      scheduledAt ? `scheduled ${named(changed)}` : `took ${named(changed)} off the calendar`,
      `content-schedule:${id}`,
    );
    return changed;
  }

  /** The address the piece is read at: Analytics counts its views from there. */
  async setPublishedUrl(viewer: Viewer, id: string, publishedUrl: string | null): Promise<ContentItem> {
    const changed = await this.change(viewer, id, { publishedUrl });
    await this.tellTeam(viewer, `edited ${named(changed)}`, `content-edit:${id}`);
    return changed;
  }

  /**
   * Publishes the piece if it was not published yet, in one statement so that only one of two
   * requests at once says it happened (content.published); null when it was published already.
   */
  private async publish(viewer: Viewer, id: string): Promise<ContentItem | null> {
    const [row] = await this.db
      .update(content)
      .set({ status: 'published', updatedAt: new Date() })
      .where(and(eq(content.id, id), eq(content.workspaceId, viewer.workspaceId), ne(content.status, 'published')))
      .returning();
    if (!row) return null;
    await this.events.emit(row.workspaceId, 'content.published', {
      id: row.id,
      title: row.title,
      type: row.type,
      url: row.publishedUrl,
      publishedAt: row.updatedAt.toISOString(),
      publishedBy: viewer.userId,
    });
    return toContentItem(row);
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const [removed] = await this.db
      .delete(content)
      .where(and(eq(content.id, id), eq(content.workspaceId, viewer.workspaceId)))
      .returning({ type: content.type, title: content.title });
    if (!removed) throw notFound();
    await this.tellTeam(viewer, `deleted ${named(removed)}`);
  }

  /** Scheduled and published content by its planned time; published content without a plan by its last change. Drafts stay off. */
  async calendar(viewer: Viewer, from: Date, to: Date): Promise<CalendarEntry[]> {
    const days = (to.getTime() - from.getTime()) / 86_400_000;
    if (!(days > 0 && days <= maxCalendarDays)) {
      throw new ServiceError(400, 'VALIDATION_FAILED', `Ask for a range of 1 to ${maxCalendarDays} days.`);
    }
    const rows = await this.db
      .select({
        id: content.id,
        title: content.title,
        type: content.type,
        status: content.status,
        scheduledAt: content.scheduledAt,
        updatedAt: content.updatedAt,
      })
      .from(content)
      .where(
        and(
          eq(content.workspaceId, viewer.workspaceId),
          ne(content.status, 'draft'),
          or(
            and(gte(content.scheduledAt, from), lt(content.scheduledAt, to)),
            and(isNull(content.scheduledAt), eq(content.status, 'published'), gte(content.updatedAt, from), lt(content.updatedAt, to)),
          ),
        ),
      )
      .orderBy(sql`coalesce(${content.scheduledAt}, ${content.updatedAt})`)
      .limit(maxCalendarEntries);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      status: row.status,
      date: (row.scheduledAt ?? row.updatedAt).toISOString(),
    }));
  }

  private async tellTeam(viewer: Viewer, did: string, coalesce?: string): Promise<void> {
    await this.activity.tell({ workspaceId: viewer.workspaceId, actorId: viewer.userId, did, link: '/content', coalesce });
  }

  private async find(viewer: Viewer, id: string): Promise<ContentRow> {
    const [row] = await this.db
      .select()
      .from(content)
      .where(and(eq(content.id, id), eq(content.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return row;
  }

  private async change(viewer: Viewer, id: string, values: Partial<typeof content.$inferInsert>): Promise<ContentItem> {
    const [row] = await this.db
      .update(content)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(content.id, id), eq(content.workspaceId, viewer.workspaceId)))
      .returning();
    if (!row) throw notFound();
    return toContentItem(row);
  }
}

/** The columns a content item shows (toContentItem). */
const listedColumns = {
  id: content.id,
  title: content.title,
  type: content.type,
  body: content.body,
  status: content.status,
  publishedUrl: content.publishedUrl,
  source: content.source,
  metrics: content.metrics,
  scheduledAt: content.scheduledAt,
  createdAt: content.createdAt,
  updatedAt: content.updatedAt,
};

type ListedRow = Pick<ContentRow, keyof typeof listedColumns>;

function toContentItem(row: ListedRow): ContentItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    body: row.body,
    status: row.status,
    publishedUrl: row.publishedUrl,
    source: (row.source as ContentSource | null) ?? null,
    metrics: row.metrics,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as ContentItem;
}
