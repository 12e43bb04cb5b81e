import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { featureLimit } from '@/shared/feature-catalogue';
import {
  type ContentTemplate,
  type ContentTemplateList,
  type contentTemplateInputSchema,
  contentTemplateMessages,
} from '@/shared/content/templates';
import { requireEditor } from '../../../auth/permissions';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { Entitlements } from '../../../billing/entitlements';
import type { WorkspacePlans } from '../../../billing/workspace-plan';
import type { Database } from '../../../db/database';
import { ServiceError, notFound } from '../../../lib/service-error';
import { contentTemplates } from '../schema';
import { starterTemplateById, starterTemplates } from './starter-templates';

type TemplateValues = z.output<typeof contentTemplateInputSchema>;
type TemplateRow = typeof contentTemplates.$inferSelect;

/** Content templates kept by the workspace (Content templates: 10 / 50 / unlimited per plan), beside the starter set. */
export class ContentTemplatesService {
  constructor(private readonly deps: { db: Database; entitlements: Entitlements; plans: WorkspacePlans }) {}

  async list(viewer: Viewer): Promise<ContentTemplateList> {
    const rows = await this.deps.db
      .select()
      .from(contentTemplates)
      .where(eq(contentTemplates.workspaceId, viewer.workspaceId))
      .orderBy(desc(contentTemplates.updatedAt), desc(contentTemplates.id));
    const { plan } = await this.deps.plans.forViewer(allowanceOf(viewer));
    return {
      templates: rows.map(toTemplate),
      starters: [...starterTemplates],
      used: rows.length,
      limit: featureLimit(plan, 'content_templates') ?? 0,
    };
  }

  /**
   * Keeps a new template if the plan has room. The count and the insert share one transaction that
   * holds the workspace's lock on its templates, so two creates at once cannot both take the last slot.
   */
  async create(viewer: Viewer, values: TemplateValues): Promise<ContentTemplate> {
    requireEditor(viewer);
    const entitlement = await this.deps.entitlements.of(allowanceOf(viewer));
    const { plan } = await this.deps.plans.forViewer(allowanceOf(viewer));
    const limit = featureLimit(plan, 'content_templates');
    const row = await this.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('feature:content_templates'), hashtext(${viewer.workspaceId}))`);
      const [kept] = await tx.select({ value: count() }).from(contentTemplates).where(eq(contentTemplates.workspaceId, viewer.workspaceId));
      const used = Number(kept?.value ?? 0);
      entitlement.requireFeatureRoom(
        'content_templates',
        used,
        1,
        contentTemplateMessages.limitReached(typeof limit === 'number' ? limit : used),
      );
      const [inserted] = await tx
        .insert(contentTemplates)
        .values({ ...stored(values), workspaceId: viewer.workspaceId, createdBy: viewer.userId })
        .returning();
      return inserted!;
    });
    return toTemplate(row);
  }

  async update(viewer: Viewer, id: string, values: TemplateValues): Promise<ContentTemplate> {
    requireEditor(viewer);
    if (starterTemplateById(id)) throw new ServiceError(409, 'NOT_DELETABLE', contentTemplateMessages.starterReadOnly);
    const [row] = await this.deps.db
      .update(contentTemplates)
      .set({ ...stored(values), updatedAt: new Date() })
      .where(and(eq(contentTemplates.id, id), eq(contentTemplates.workspaceId, viewer.workspaceId)))
      .returning();
    if (!row) throw notFound();
    return toTemplate(row);
  }

  /** A copy of a starter or of the workspace's own, kept as the workspace's: it counts against the plan. */
  async duplicate(viewer: Viewer, id: string): Promise<ContentTemplate> {
    const source = await this.find(viewer.workspaceId, id);
    const name = source.starter ? source.name : `${source.name} (copy)`.slice(0, 100);
    return this.create(viewer, { ...source, name });
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    requireEditor(viewer);
    if (starterTemplateById(id)) throw new ServiceError(409, 'NOT_DELETABLE', contentTemplateMessages.starterReadOnly);
    const removed = await this.deps.db
      .delete(contentTemplates)
      .where(and(eq(contentTemplates.id, id), eq(contentTemplates.workspaceId, viewer.workspaceId)))
      .returning({ id: contentTemplates.id });
    if (removed.length === 0) throw notFound();
  }

  /** A starter, or one of the workspace's own; another workspace's answers 404. */
  async find(workspaceId: string, id: string): Promise<ContentTemplate> {
    const starter = starterTemplateById(id);
    if (starter) return starter;
    const [row] = await this.deps.db
      .select()
      .from(contentTemplates)
      .where(and(eq(contentTemplates.id, id), eq(contentTemplates.workspaceId, workspaceId)));
    if (!row) throw notFound();
    return toTemplate(row);
  }
}

// Default platforms only mean something for social templates.
const stored = (values: TemplateValues) => ({
  name: values.name,
  type: values.type,
  tone: values.tone,
  structure: values.structure,
  prompt: values.prompt,
  platforms: values.type === 'social' ? [...new Set(values.platforms)] : [],
});

function toTemplate(row: TemplateRow): ContentTemplate {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    tone: row.tone,
    structure: row.structure,
    prompt: row.prompt,
    platforms: row.platforms,
    starter: false,
    updatedAt: row.updatedAt.toISOString(),
  };
}
