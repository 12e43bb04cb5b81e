import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type EmailCampaign, builtInSegmentIds, type campaignInputSchema, emailMessages } from '@/shared/email/email';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { readWorkspaceRows } from '../../../db/workspace-reads';
import { recordUserEvent } from '../../../events/service';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { TeamActivity } from '../../../notifications/team-activity';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { ListsService } from '../lists/lists-service';
import { emailCampaigns, emailLinkClicks, emailLinks, emailLists } from '../schema';
import type { SegmentsService } from '../segments/segments-service';
import type { EmailSettingsService } from '../settings/email-settings';
import type { TemplatesService } from '../templates/templates-service';
import type { CampaignAttribution } from './campaign-attribution';
import { type CampaignRow, toCampaign, utmCampaignOf } from './campaign-view';

type CampaignValues = z.output<typeof campaignInputSchema>;

export interface CampaignsDeps {
  db: Database;
  entitlements: Entitlements;
  lists: ListsService;
  segments: SegmentsService;
  templates: TemplatesService;
  settings: EmailSettingsService;
  attribution: CampaignAttribution;
  /** Tells the workspace's other members what changed (team activity). */
  activity: TeamActivity;
}

/**
 * The workspace's campaigns: Draft without a schedule, Scheduled with one, editable until they
 * send. A scheduled one starts within the minute of its time (the queue's check of due campaigns).
 */
export class CampaignsService {
  constructor(private readonly deps: CampaignsDeps) {}

  /**
   * Kept until the workspace's campaigns, lists, e-mail settings (the value of a conversion) or the analytics their
   * conversions are counted from change (db/workspace-reads.ts), and read again each day, as the
   * attribution window moves on.
   */
  async list(viewer: Viewer): Promise<EmailCampaign[]> {
    const { workspaceId } = viewer;
    return readWorkspaceRows(
      this.deps.db,
      {
        name: 'email.campaigns',
        tables: ['email_campaigns', 'email_lists', 'email_settings', 'projects', 'analytics_goals', 'analytics_events'],
        workspaceId,
        variant: new Date().toISOString().slice(0, 10),
        rows: (campaigns) => campaigns.length,
      },
      async () => {
        const rows = await this.deps.db
          .select({ campaign: emailCampaigns, listName: emailLists.name })
          .from(emailCampaigns)
          .leftJoin(emailLists, eq(emailLists.id, emailCampaigns.listId))
          .where(eq(emailCampaigns.workspaceId, workspaceId))
          .orderBy(desc(emailCampaigns.createdAt));
        return this.view(workspaceId, rows);
      },
    );
  }

  async detail(viewer: Viewer, id: string): Promise<EmailCampaign & { links: Array<{ url: string; clicks: number }> }> {
    const row = await this.owned(viewer.workspaceId, id);
    const campaign = await this.single(viewer, row);
    const links = await this.deps.db
      .select({ url: emailLinks.url, clicks: sql<number>`count(${emailLinkClicks.sendId})::int` })
      .from(emailLinks)
      .leftJoin(emailLinkClicks, eq(emailLinkClicks.linkId, emailLinks.id))
      .where(eq(emailLinks.campaignId, row.id))
      .groupBy(emailLinks.id)
      .orderBy(desc(sql`count(${emailLinkClicks.sendId})`));
    return { ...campaign, links: links.map((link) => ({ url: link.url, clicks: Number(link.clicks) })) };
  }

  async create(viewer: Viewer, values: CampaignValues): Promise<EmailCampaign> {
    await this.check(viewer, values);
    const id = crypto.randomUUID();
    const [row] = await this.deps.db
      .insert(emailCampaigns)
      .values({
        id,
        ...this.columns(values),
        workspaceId: viewer.workspaceId,
        createdBy: viewer.userId,
        utmCampaign: utmCampaignOf(values.name, id),
      })
      .returning();
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'email_campaign_created',
      description: `Created the email campaign ${row!.name}`,
      data: { campaign_type: row!.type, status: row!.status },
    });
    await this.tellTeam(viewer, `created the e-mail campaign “${row!.name}”`);
    return this.single(viewer, row!);
  }

  async update(viewer: Viewer, id: string, values: CampaignValues): Promise<EmailCampaign> {
    const current = await this.owned(viewer.workspaceId, id);
    await this.check(viewer, values);
    const [row] = await this.deps.db
      .update(emailCampaigns)
      .set({ ...this.columns(values), updatedAt: new Date() })
      .where(and(eq(emailCampaigns.id, current.id), inArray(emailCampaigns.status, ['draft', 'scheduled'])))
      .returning();
    if (!row) throw new ServiceError(409, 'CAMPAIGN_NOT_EDITABLE', emailMessages.notEditable);
    await this.tellTeam(viewer, `edited the e-mail campaign “${row.name}”`, `email-campaign-edit:${row.id}`);
    return this.single(viewer, row);
  }

  async duplicate(viewer: Viewer, id: string): Promise<EmailCampaign> {
    const source = await this.owned(viewer.workspaceId, id);
    const { abTest } = source;
    return this.create(viewer, {
      name: `Copy of ${source.name}`.slice(0, 200),
      type: source.type as CampaignValues['type'],
      listId: source.listId ?? '',
      segmentId: source.segmentId,
      templateId: source.templateId,
      subject: source.subject,
      previewText: source.previewText,
      format: source.format,
      content: source.content,
      scheduledAt: null,
      abTest: abTest ? { subjectB: abTest.subjectB, sharePercent: abTest.sharePercent, waitMinutes: abTest.waitMinutes } : null,
    });
  }

  /** A campaign under way is paused before it can go; what it sent stays counted in the month's sends. */
  async remove(viewer: Viewer, id: string): Promise<void> {
    const campaign = await this.owned(viewer.workspaceId, id);
    const removed = await this.deps.db
      .delete(emailCampaigns)
      .where(and(eq(emailCampaigns.id, campaign.id), sql`${emailCampaigns.status} <> 'sending'`))
      .returning({ id: emailCampaigns.id });
    if (removed.length === 0) throw new ServiceError(409, 'CAMPAIGN_NOT_EDITABLE', emailMessages.notEditable);
    await this.tellTeam(viewer, `deleted the e-mail campaign “${campaign.name}”`);
  }

  /** What a member did to a campaign, for the workspace's other members; edits within minutes of each other (`coalesce`) are one. */
  async tellTeam(viewer: Viewer, did: string, coalesce?: string): Promise<void> {
    await this.deps.activity.tell({ workspaceId: viewer.workspaceId, actorId: viewer.userId, did, link: '/email', coalesce });
  }

  /** The campaign, if it is the workspace's. */
  async owned(workspaceId: string, id: string): Promise<CampaignRow> {
    const [row] = await this.deps.db
      .select()
      .from(emailCampaigns)
      .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.workspaceId, workspaceId)));
    if (!row) throw notFound();
    return row;
  }

  async single(viewer: Viewer, row: CampaignRow): Promise<EmailCampaign> {
    const [listRow] = row.listId
      ? await this.deps.db.select({ name: emailLists.name }).from(emailLists).where(eq(emailLists.id, row.listId))
      : [];
    const [campaign] = await this.view(viewer.workspaceId, [{ campaign: row, listName: listRow?.name ?? null }]);
    return campaign!;
  }

  private async view(
    workspaceId: string,
    rows: ReadonlyArray<{ campaign: CampaignRow; listName: string | null }>,
  ): Promise<EmailCampaign[]> {
    const [settings, attributions] = await Promise.all([
      this.deps.settings.of(workspaceId),
      this.deps.attribution.of(
        workspaceId,
        rows.map(({ campaign }) => campaign.utmCampaign),
      ),
    ]);
    return rows.map(({ campaign, listName }) =>
      toCampaign(
        campaign,
        listName,
        attributions.get(campaign.utmCampaign) ?? { conversions: 0, revenue: null },
        settings.valuePerConversion,
      ),
    );
  }

  /** The list, segment and template are the workspace's; segments of one's own and A/B tests are on the plan. */
  private async check(viewer: Viewer, values: CampaignValues): Promise<void> {
    await this.deps.lists.owned(viewer, values.listId);
    if (values.templateId) await this.deps.templates.owned(viewer.workspaceId, values.templateId);
    const entitlement = await this.deps.entitlements.of(allowanceOf(viewer));
    if (values.segmentId && !(builtInSegmentIds as readonly string[]).includes(values.segmentId)) {
      entitlement.requireFeature('segmentation', emailMessages.segmentsNotOnPlan);
      await this.deps.segments.choice(viewer.workspaceId, values.segmentId);
    }
    if (values.abTest) entitlement.requireFeature('ab_testing', emailMessages.abTestNotOnPlan);
    if (values.scheduledAt && new Date(values.scheduledAt).getTime() <= Date.now()) {
      throw new ServiceError(400, 'VALIDATION_FAILED', emailMessages.scheduleInPast);
    }
  }

  private columns(values: CampaignValues) {
    const { abTest, scheduledAt, ...rest } = values;
    return {
      ...rest,
      scheduledAt: scheduledAt ? new Date(scheduledAt) : null,
      status: scheduledAt ? ('scheduled' as const) : ('draft' as const),
      abTest: abTest ? { ...abTest, winner: null, decideAt: null } : null,
    };
  }
}
