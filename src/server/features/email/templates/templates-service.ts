import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type EmailTemplate, type EmailTemplateCategory, type templateInputSchema } from '@/shared/email/email';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { notFound } from '../../../lib/service-error';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import { emailCampaigns, emailTemplates } from '../schema';

type TemplateValues = z.output<typeof templateInputSchema>;

/** Reusable messages (Email templates: 5 / 25 / unlimited kept per plan); usage is the campaigns made from each. */
export class TemplatesService {
  constructor(
    private readonly db: Database,
    private readonly entitlements: Entitlements,
  ) {}

  async list(viewer: Viewer): Promise<EmailTemplate[]> {
    const usage = this.db
      .select({ templateId: emailCampaigns.templateId, campaigns: count().as('campaigns') })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.workspaceId, viewer.workspaceId))
      .groupBy(emailCampaigns.templateId)
      .as('usage');
    const rows = await this.db
      .select({ template: emailTemplates, usage: sql<number>`coalesce(${usage.campaigns}, 0)::int` })
      .from(emailTemplates)
      .leftJoin(usage, eq(usage.templateId, emailTemplates.id))
      .where(eq(emailTemplates.workspaceId, viewer.workspaceId))
      .orderBy(desc(emailTemplates.updatedAt));
    return rows.map(({ template, usage: used }) => toTemplate(template, Number(used)));
  }

  async create(viewer: Viewer, values: TemplateValues): Promise<EmailTemplate> {
    const [kept] = await this.db.select({ value: count() }).from(emailTemplates).where(eq(emailTemplates.workspaceId, viewer.workspaceId));
    (await this.entitlements.of(allowanceOf(viewer))).requireFeatureRoom('email_templates', kept?.value ?? 0, 1);
    const [row] = await this.db
      .insert(emailTemplates)
      .values({ ...values, workspaceId: viewer.workspaceId, createdBy: viewer.userId })
      .returning();
    return toTemplate(row!, 0);
  }

  async update(viewer: Viewer, id: string, values: TemplateValues): Promise<EmailTemplate> {
    const [row] = await this.db
      .update(emailTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(emailTemplates.id, id), eq(emailTemplates.workspaceId, viewer.workspaceId)))
      .returning();
    if (!row) throw notFound();
    return (await this.list(viewer)).find((template) => template.id === id)!;
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const removed = await this.db
      .delete(emailTemplates)
      .where(and(eq(emailTemplates.id, id), eq(emailTemplates.workspaceId, viewer.workspaceId)))
      .returning({ id: emailTemplates.id });
    if (removed.length === 0) throw notFound();
  }

  /** The template, if it is the workspace's. */
  async owned(workspaceId: string, id: string): Promise<typeof emailTemplates.$inferSelect> {
    const [row] = await this.db
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.id, id), eq(emailTemplates.workspaceId, workspaceId)));
    if (!row) throw notFound();
    return row;
  }
}

function toTemplate(row: typeof emailTemplates.$inferSelect, usage: number): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    category: row.category as EmailTemplateCategory,
    format: row.format,
    subject: row.subject,
    body: row.body,
    usage,
    updatedAt: row.updatedAt.toISOString(),
  };
}
