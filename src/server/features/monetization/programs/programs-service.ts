import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReportQuery } from '@/shared/analytics/analytics';
import type { AffiliateProgram, programInputSchema, programUpdateSchema } from '@/shared/monetization/programs';
import { canEditWorkspace, requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { recordUserEvent } from '../../../events/service';
import { notFound } from '../../../lib/service-error';
import { type ProgramFigures, programFigures } from '../links/link-figures';
import type { TrackedLinks } from '../links/tracked-links';
import type { RevenueLedger } from '../revenue/revenue-ledger';
import type { PostbackTokens } from './postback-tokens';
import { monetizationPrograms } from './schema';

type ProgramRow = typeof monetizationPrograms.$inferSelect;

/** Affiliate programs, each with its tracked link, its postback URL and its figures in the period. */
export class ProgramsService {
  constructor(private readonly deps: { db: Database; links: TrackedLinks; tokens: PostbackTokens; ledger: RevenueLedger }) {}

  async list(viewer: Viewer, query: ReportQuery): Promise<AffiliateProgram[]> {
    const rows = await this.deps.db
      .select()
      .from(monetizationPrograms)
      .where(eq(monetizationPrograms.workspaceId, viewer.workspaceId))
      .orderBy(desc(monetizationPrograms.createdAt), desc(monetizationPrograms.id));
    const ids = rows.map((row) => row.id);
    const links = await this.deps.links.ofOwners(viewer.workspaceId, 'program', ids);
    const figures = await programFigures(this.deps.db, viewer.workspaceId, this.deps.ledger.spanOf(query));
    return rows.flatMap((row) => {
      const link = links.get(row.id);
      return link ? [this.shown(viewer, row, link, figures.get(row.id))] : [];
    });
  }

  async add(viewer: Viewer, input: z.output<typeof programInputSchema>): Promise<AffiliateProgram> {
    requireEditor(viewer);
    const { destination, ...fields } = input;
    const [row] = await this.deps.db
      .insert(monetizationPrograms)
      .values({ ...fields, workspaceId: viewer.workspaceId })
      .returning();
    const link = await this.deps.links.setDestination(viewer.workspaceId, { programId: row!.id }, destination);
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'affiliate_program_added',
      description: `Added the affiliate program ${row!.name}`,
      data: { programId: row!.id },
    });
    return this.shown(viewer, row!, link, undefined);
  }

  async update(viewer: Viewer, id: string, input: z.output<typeof programUpdateSchema>, query: ReportQuery): Promise<AffiliateProgram> {
    requireEditor(viewer);
    const { destination, ...fields } = input;
    const where = and(eq(monetizationPrograms.workspaceId, viewer.workspaceId), eq(monetizationPrograms.id, id));
    const [row] =
      Object.keys(fields).length > 0
        ? await this.deps.db.update(monetizationPrograms).set(fields).where(where).returning()
        : await this.deps.db.select().from(monetizationPrograms).where(where);
    if (!row) throw notFound();
    if (destination) await this.deps.links.setDestination(viewer.workspaceId, { programId: id }, destination);
    // A paused program's link stops counting: the redirect reads it again.
    if (fields.status) this.deps.links.forgetWorkspaceLinks(viewer.workspaceId);
    return (await this.list(viewer, query)).find((program) => program.id === id)!;
  }

  /** Its link and clicks go with it; revenue it earned stays in the ledger, as Affiliate Commissions. */
  async remove(viewer: Viewer, id: string): Promise<void> {
    requireEditor(viewer);
    const removed = await this.deps.db
      .delete(monetizationPrograms)
      .where(and(eq(monetizationPrograms.workspaceId, viewer.workspaceId), eq(monetizationPrograms.id, id)))
      .returning({ id: monetizationPrograms.id });
    if (removed.length === 0) throw notFound();
    this.deps.links.forgetWorkspaceLinks(viewer.workspaceId);
  }

  async regeneratePostback(viewer: Viewer, id: string): Promise<{ postbackUrl: string }> {
    requireEditor(viewer);
    const [row] = await this.deps.db
      .update(monetizationPrograms)
      .set({ postbackVersion: sql`${monetizationPrograms.postbackVersion} + 1` })
      .where(and(eq(monetizationPrograms.workspaceId, viewer.workspaceId), eq(monetizationPrograms.id, id)))
      .returning();
    if (!row) throw notFound();
    return { postbackUrl: this.deps.tokens.urlOf(row) };
  }

  private shown(viewer: Viewer, row: ProgramRow, link: AffiliateProgram['link'], figures: ProgramFigures | undefined): AffiliateProgram {
    return {
      id: row.id,
      name: row.name,
      category: row.category,
      commission: row.commission,
      status: row.status,
      attribution: row.attribution,
      link,
      postbackUrl: canEditWorkspace(viewer) ? this.deps.tokens.urlOf(row) : null,
      earnings: figures?.earnings ?? [],
      clicks: figures?.clicks ?? 0,
      conversions: figures?.conversions ?? 0,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
