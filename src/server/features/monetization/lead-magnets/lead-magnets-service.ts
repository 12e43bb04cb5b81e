import { randomInt } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReportQuery } from '@/shared/analytics/analytics';
import { type LeadMagnet, leadMagnetInputSchema, type leadMagnetUpdateSchema } from '@/shared/monetization/lead-magnets';
import type { Entitlements } from '../../../billing/entitlements';
import type { UsageMeter } from '../../../usage/meter';
import { errorCodes } from '@/shared/error-codes';
import { requireEditor } from '../../../auth/permissions';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { escapeHtml } from '../../../lib/escape-html';
import { ServiceError, notFound } from '../../../lib/service-error';
import { emailListsOf } from '../../email';
import { monetizationClicks, monetizationLinks } from '../links/schema';
import type { TrackedLinks } from '../links/tracked-links';
import type { RevenueLedger } from '../revenue/revenue-ledger';
import type { LeadTokens } from './lead-tokens';
import { magnetFileOf } from './magnet-files';
import { monetizationLeadMagnets, monetizationLeads } from './schema';

type MagnetRow = Omit<typeof monetizationLeadMagnets.$inferSelect, 'fileBytes'>;

const slugAlphabet = '23456789abcdefghijkmnpqrstuvwxyz';
const newSlug = () => Array.from({ length: 10 }, () => slugAlphabet[randomInt(slugAlphabet.length)]).join('');
const { fileBytes: _bytes, ...listedColumns } = getTableColumns(monetizationLeadMagnets);

/** Lead magnets: the file or link, the Email list sign-ups join, the public page and its figures. */
export class LeadMagnetsService {
  constructor(
    private readonly deps: {
      db: Database;
      links: TrackedLinks;
      tokens: LeadTokens;
      ledger: RevenueLedger;
      entitlements: Entitlements;
      /** Told when a file comes or goes, so the storage /api/me shows is counted afresh. */
      usage: UsageMeter;
      publicUrl: string;
    },
  ) {}

  pageUrlOf(slug: string): string {
    return `${this.deps.publicUrl}/l/${slug}`;
  }

  async list(viewer: Viewer, query: ReportQuery): Promise<LeadMagnet[]> {
    const { db } = this.deps;
    const rows = await db
      .select(listedColumns)
      .from(monetizationLeadMagnets)
      .where(eq(monetizationLeadMagnets.workspaceId, viewer.workspaceId))
      .orderBy(desc(monetizationLeadMagnets.createdAt), desc(monetizationLeadMagnets.id));
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const span = this.deps.ledger.spanOf(query);
    const links = await this.deps.links.ofOwners(viewer.workspaceId, 'lead-magnet', ids);
    const views = await db
      .select({
        magnetId: monetizationLinks.leadMagnetId,
        visitors: sql<number>`count(distinct (${monetizationClicks.visitorId}, (${monetizationClicks.occurredAt} at time zone 'UTC')::date))::int`,
      })
      .from(monetizationClicks)
      .innerJoin(monetizationLinks, eq(monetizationLinks.id, monetizationClicks.linkId))
      .where(
        and(
          inArray(monetizationLinks.leadMagnetId, ids),
          gte(monetizationClicks.occurredAt, span.start),
          lt(monetizationClicks.occurredAt, span.end),
        ),
      )
      .groupBy(monetizationLinks.leadMagnetId);
    const leads = await db
      .select({ magnetId: monetizationLeads.magnetId, leads: count() })
      .from(monetizationLeads)
      .where(
        and(
          inArray(monetizationLeads.magnetId, ids),
          gte(monetizationLeads.joinedAt, span.start),
          lt(monetizationLeads.joinedAt, span.end),
        ),
      )
      .groupBy(monetizationLeads.magnetId);
    const lists = await emailListsOf(db, viewer.workspaceId);
    return rows.flatMap((row) => {
      const link = links.get(row.id);
      if (!link) return [];
      return [
        this.shown(row, link, lists.get(row.listId)?.name ?? null, {
          views: Number(views.find((entry) => entry.magnetId === row.id)?.visitors ?? 0),
          leads: leads.find((entry) => entry.magnetId === row.id)?.leads ?? 0,
        }),
      ];
    });
  }

  /** From the create form (multipart): its fields, and the file when it gives one. */
  async add(viewer: Viewer, form: Record<string, unknown>): Promise<LeadMagnet> {
    requireEditor(viewer);
    const parsed = leadMagnetInputSchema.safeParse({
      title: form.title,
      description: form.description ?? '',
      listId: form.listId,
      kind: form.kind,
      linkUrl: form.linkUrl ?? '',
    });
    if (!parsed.success) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, parsed.error.issues[0]?.message ?? 'Invalid input.');
    const input = parsed.data;
    const lists = await emailListsOf(this.deps.db, viewer.workspaceId);
    const list = lists.get(input.listId);
    if (!list) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, 'Choose a list in Email Marketing');
    const file = input.kind === 'file' ? await magnetFileOf(form.file) : null;
    const values = {
      workspaceId: viewer.workspaceId,
      allowanceWorkspaceId: allowanceOf(viewer).workspaceId,
      title: input.title,
      description: input.description,
      listId: input.listId,
      slug: newSlug(),
      kind: input.kind,
      linkUrl: input.kind === 'link' ? input.linkUrl : null,
      ...(file && { fileName: file.name, fileType: file.type, fileBytes: file.bytes, fileSize: file.bytes.length }),
    };
    const entitlement = await this.deps.entitlements.of(allowanceOf(viewer));
    // The plan's storage takes the file's room in the same transaction that keeps it.
    const row = await this.deps.db.transaction(async (tx) => {
      if (file) await entitlement.reserveRoomFor(tx, 'storage', Math.max(1, Math.ceil(file.bytes.length / (1024 * 1024))));
      const [inserted] = await tx.insert(monetizationLeadMagnets).values(values).returning(listedColumns);
      return inserted!;
    });
    if (file) this.deps.usage.forget(values.allowanceWorkspaceId);
    const link = await this.deps.links.setDestination(viewer.workspaceId, { leadMagnetId: row.id }, this.pageUrlOf(row.slug));
    return this.shown(row, link, list.name, { views: 0, leads: 0 });
  }

  async update(viewer: Viewer, id: string, input: z.output<typeof leadMagnetUpdateSchema>, query: ReportQuery): Promise<LeadMagnet> {
    requireEditor(viewer);
    if (input.listId && !(await emailListsOf(this.deps.db, viewer.workspaceId)).has(input.listId))
      throw new ServiceError(400, errorCodes.VALIDATION_FAILED, 'Choose a list in Email Marketing');
    const where = and(eq(monetizationLeadMagnets.workspaceId, viewer.workspaceId), eq(monetizationLeadMagnets.id, id));
    const [row] = await this.deps.db
      .update(monetizationLeadMagnets)
      .set({
        ...input,
        // A link's address changes only a link's magnet.
        ...(input.linkUrl && {
          linkUrl: sql`case when ${monetizationLeadMagnets.kind} = 'link' then ${input.linkUrl} else ${monetizationLeadMagnets.linkUrl} end`,
        }),
      })
      .where(where)
      .returning({ id: monetizationLeadMagnets.id });
    if (!row) throw notFound();
    if (input.status) this.deps.links.forgetWorkspaceLinks(viewer.workspaceId);
    return (await this.list(viewer, query)).find((magnet) => magnet.id === id)!;
  }

  /** Its page, link and file go; its leads stay subscribers of the list. */
  async remove(viewer: Viewer, id: string): Promise<void> {
    requireEditor(viewer);
    const removed = await this.deps.db
      .delete(monetizationLeadMagnets)
      .where(and(eq(monetizationLeadMagnets.workspaceId, viewer.workspaceId), eq(monetizationLeadMagnets.id, id)))
      .returning({ id: monetizationLeadMagnets.id, allowanceWorkspaceId: monetizationLeadMagnets.allowanceWorkspaceId });
    if (removed.length === 0) throw notFound();
    this.deps.links.forgetWorkspaceLinks(viewer.workspaceId);
    this.deps.usage.forget(removed[0]!.allowanceWorkspaceId);
  }

  /**
   * A form to paste into another site: it posts to the list's public sign-up with the magnet's
   * source signed in, so the lead is counted and the file sent once the address is confirmed.
   */
  async embed(viewer: Viewer, id: string): Promise<{ html: string }> {
    const [row] = await this.deps.db
      .select(listedColumns)
      .from(monetizationLeadMagnets)
      .where(and(eq(monetizationLeadMagnets.workspaceId, viewer.workspaceId), eq(monetizationLeadMagnets.id, id)));
    if (!row) throw notFound();
    const source = this.deps.tokens.source({ magnetId: row.id, variant: 0, clickId: null, contentId: null });
    const action = `${this.deps.publicUrl}/m/subscribe/${row.listId}`;
    return {
      html: [
        `<form method="post" action="${escapeHtml(action)}">`,
        `  <p><strong>${escapeHtml(row.title)}</strong></p>`,
        `  <input type="email" name="email" required maxlength="254" placeholder="you@example.com" aria-label="Email">`,
        `  <input type="hidden" name="source" value="${escapeHtml(source)}">`,
        `  <div style="position:absolute;left:-10000px" aria-hidden="true"><input name="website" tabindex="-1" autocomplete="off"></div>`,
        `  <button type="submit">Send it to me</button>`,
        `</form>`,
      ].join('\n'),
    };
  }

  private shown(row: MagnetRow, link: LeadMagnet['link'], listName: string | null, figures: { views: number; leads: number }): LeadMagnet {
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      listId: row.listId,
      listName,
      kind: row.kind,
      file: row.kind === 'file' && row.fileName ? { name: row.fileName, size: row.fileSize ?? 0, type: row.fileType ?? '' } : null,
      linkUrl: row.linkUrl,
      pageUrl: this.pageUrlOf(row.slug),
      link,
      headingB: row.headingB,
      split: row.split,
      status: row.status,
      ...figures,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
