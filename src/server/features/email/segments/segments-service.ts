import { type SQL, and, count, desc, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import { type BuiltInSegmentId, type Segment, type SegmentRules, builtInSegmentIds, type segmentInputSchema } from '@/shared/email/email';
import type { Database } from '../../../db/database';
import { isUuid } from '../../../lib/ids';
import { notFound } from '../../../lib/service-error';
import type { Viewer } from '../../../auth/viewer';
import { emailCampaigns, emailLists, emailSegments, subscribers } from '../schema';
import { builtInSegmentCondition, rulesCondition } from './segment-filter';

const builtInNames: Record<BuiltInSegmentId, string> = {
  all: 'All Subscribers',
  engaged: 'Engaged',
  customers: 'Customers',
  leads: 'Leads',
};
const weekMs = 7 * 24 * 3600 * 1000;

/** Which subscribers a segment holds; a campaign's recipients are its list's subscribed members within it. */
export interface SegmentChoice {
  condition: SQL | undefined;
}

/** The four built-in segments and the user's own (Segmentation, Professional and up), with live counts and 7-day growth. */
export class SegmentsService {
  constructor(private readonly db: Database) {}

  async list(viewer: Viewer): Promise<Segment[]> {
    const own = await this.db
      .select()
      .from(emailSegments)
      .where(eq(emailSegments.workspaceId, viewer.workspaceId))
      .orderBy(desc(emailSegments.createdAt));
    const builtIn = builtInSegmentIds.map((id) => ({
      id,
      name: builtInNames[id],
      builtIn: true,
      rules: null,
      condition: builtInSegmentCondition(id),
    }));
    const custom = own.map((row) => ({
      id: row.id,
      name: row.name,
      builtIn: false,
      rules: row.rules,
      condition: rulesCondition(row.rules),
    }));
    return Promise.all(
      [...builtIn, ...custom].map(async ({ condition, ...segment }) => ({
        ...segment,
        ...(await this.figures(viewer.workspaceId, condition)),
      })),
    );
  }

  async create(viewer: Viewer, values: z.output<typeof segmentInputSchema>): Promise<Segment> {
    await this.requireOwnReferences(viewer.workspaceId, values.rules);
    const [row] = await this.db
      .insert(emailSegments)
      .values({ workspaceId: viewer.workspaceId, name: values.name, rules: values.rules })
      .returning();
    return {
      id: row!.id,
      name: row!.name,
      builtIn: false,
      rules: row!.rules,
      ...(await this.figures(viewer.workspaceId, rulesCondition(row!.rules))),
    };
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const removed = await this.db
      .delete(emailSegments)
      .where(and(eq(emailSegments.id, id), eq(emailSegments.workspaceId, viewer.workspaceId)))
      .returning({ id: emailSegments.id });
    if (removed.length === 0) throw notFound();
  }

  /** The condition of a built-in segment or one of the workspace's own; another's is not found. */
  async choice(workspaceId: string, segmentId: string | null): Promise<SegmentChoice> {
    if (segmentId === null) return { condition: undefined };
    if ((builtInSegmentIds as readonly string[]).includes(segmentId))
      return { condition: builtInSegmentCondition(segmentId as BuiltInSegmentId) };
    return { condition: rulesCondition(await this.rulesOf(workspaceId, segmentId)) };
  }

  /** A rule may name only the workspace's own list and campaign. */
  private async requireOwnReferences(workspaceId: string, rules: SegmentRules): Promise<void> {
    const owns = async (table: typeof emailLists | typeof emailCampaigns, id: string | undefined) => {
      if (!id) return;
      const [row] = await this.db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.workspaceId, workspaceId)));
      if (!row) throw notFound();
    };
    await owns(emailLists, rules.listId);
    await owns(emailCampaigns, rules.engagement?.campaignId);
  }

  private async rulesOf(workspaceId: string, segmentId: string): Promise<SegmentRules> {
    if (!isUuid(segmentId)) throw notFound();
    const [row] = await this.db
      .select({ rules: emailSegments.rules })
      .from(emailSegments)
      .where(and(eq(emailSegments.id, segmentId), eq(emailSegments.workspaceId, workspaceId)));
    if (!row) throw notFound();
    return row.rules;
  }

  private async figures(workspaceId: string, condition: SQL | undefined): Promise<{ count: number; growth: number }> {
    const inSegment = and(eq(subscribers.workspaceId, workspaceId), condition);
    const [[total], [recent]] = await Promise.all([
      this.db.select({ value: count() }).from(subscribers).where(inSegment),
      this.db
        .select({ value: count() })
        .from(subscribers)
        .where(and(inSegment, gte(subscribers.createdAt, new Date(Date.now() - weekMs)))),
    ]);
    return { count: total?.value ?? 0, growth: recent?.value ?? 0 };
  }
}
