import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CampaignStepFigures,
  type EnrollResult,
  type OutreachCampaign,
  type OutreachCampaignRow,
  type OutreachCampaignStatus,
  type OutreachMessageStatus,
  type PendingMessage,
  type ReplyLabel,
  type campaignInputSchema,
  type enrollInputSchema,
  outreachCampaignMessages as text,
  type pendingMessageUpdateSchema,
} from '@/shared/outreach/campaigns';
import type { ProspectContact } from '@/shared/outreach/prospects';
import { requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { IdentitiesService } from '../identities/identities-service';
import { outreachInfluencers } from '../influencers/schema';
import { outreachProspects } from '../prospects/schema';
import { stepConversions } from './attribution';
import { composeText, fillTemplate } from './compose';
import { type Recipient, recipientColumns, recipientMergeValues, recipientOf, siteDomainOf, whoOf } from './recipients';
import { outreachCampaigns, outreachEnrollments, outreachMessages } from './schema';
import type { Suppressions } from './suppressions';

type CampaignRow = typeof outreachCampaigns.$inferSelect;
type MessageRow = typeof outreachMessages.$inferSelect;
type ToEnroll = { recipient: Recipient; email: string | null; missing: string };

/** States in which a prospect is still in the sequence (one such enrollment per prospect). */
const openStates = ['active', 'paused'] as const;
/** Messages that have not gone yet and may still be edited or stopped. */
const waiting = ['draft', 'queued'] as const;

/**
 * Outreach campaigns: a sequence of steps sent from one identity to enrolled prospects, each message
 * with an AI-written opening the user may review and edit, approved before anything goes.
 */
export class CampaignsService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      identities: Pick<IdentitiesService, 'row'>;
      suppressions: Suppressions;
      /** Asks the sender to look for due messages now. */
      wake: () => Promise<void>;
      /** Asks the opening writer to write the new enrollments' openings now. */
      wakeOpeningWriter: () => Promise<void>;
    },
  ) {}

  async list(viewer: Viewer): Promise<OutreachCampaignRow[]> {
    const rows = await this.withFigures()
      .where(eq(outreachCampaigns.workspaceId, viewer.workspaceId))
      .orderBy(desc(outreachCampaigns.createdAt));
    return rows.map(rowOf);
  }

  async get(viewer: Viewer, id: string): Promise<OutreachCampaign> {
    const [row] = await this.withFigures().where(and(eq(outreachCampaigns.id, id), eq(outreachCampaigns.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    const enrollments = await this.deps.db
      .select({
        ...getTableColumns(outreachEnrollments),
        ...recipientColumns,
        pendingStep: sql<
          number | null
        >`(select min(m.step) from outreach_messages m where m.enrollment_id = outreach_enrollments.id and m.status in ('draft', 'queued', 'sending'))`,
        pendingStatus: sql<
          string | null
        >`(select m.status from outreach_messages m where m.enrollment_id = outreach_enrollments.id and m.status in ('draft', 'queued', 'sending') order by m.step limit 1)`,
        lastError: sql<
          string | null
        >`(select m.error from outreach_messages m where m.enrollment_id = outreach_enrollments.id and m.error is not null order by m.step desc limit 1)`,
      })
      .from(outreachEnrollments)
      .leftJoin(outreachProspects, eq(outreachProspects.id, outreachEnrollments.prospectId))
      .leftJoin(outreachInfluencers, eq(outreachInfluencers.id, outreachEnrollments.influencerId))
      .where(eq(outreachEnrollments.campaignId, id))
      .orderBy(asc(outreachEnrollments.createdAt), asc(outreachEnrollments.id));
    return {
      ...rowOf(row),
      steps: row.steps,
      stepFigures: await this.stepFigures(row),
      enrollments: enrollments.map((enrollment) => ({
        id: enrollment.id,
        prospectId: enrollment.prospectId,
        influencerId: enrollment.influencerId,
        domain: enrollment.prospect?.domain ?? null,
        who: whoOf(recipientOf(enrollment)),
        contact: enrollment.contactEmail,
        stepReached: enrollment.stepReached,
        lastSentAt: enrollment.lastSentAt?.toISOString() ?? null,
        state: enrollment.state,
        pending:
          enrollment.pendingStep === null
            ? null
            : { step: Number(enrollment.pendingStep), status: enrollment.pendingStatus as OutreachMessageStatus },
        writingOpening: enrollment.openingsDue,
        replyLabel: enrollment.replyLabel,
        error: enrollment.error ?? enrollment.lastError,
      })),
    };
  }

  async create(viewer: Viewer, input: z.output<typeof campaignInputSchema>): Promise<OutreachCampaign> {
    requireEditor(viewer);
    await this.deps.identities.row(viewer.workspaceId, input.identityId);
    const [row] = await this.deps.db
      .insert(outreachCampaigns)
      .values({
        workspaceId: viewer.workspaceId,
        createdBy: viewer.userId,
        name: input.name,
        type: input.type,
        identityId: input.identityId,
        steps: input.steps,
      })
      .returning();
    return this.get(viewer, row!.id);
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    requireEditor(viewer);
    const removed = await this.deps.db
      .delete(outreachCampaigns)
      .where(and(eq(outreachCampaigns.id, id), eq(outreachCampaigns.workspaceId, viewer.workspaceId)))
      .returning({ id: outreachCampaigns.id });
    if (removed.length === 0) throw notFound();
  }

  /** Pause or Resume: a paused campaign's messages wait where they are. */
  async setStatus(viewer: Viewer, id: string, status: OutreachCampaignStatus): Promise<OutreachCampaign> {
    requireEditor(viewer);
    const [row] = await this.deps.db
      .update(outreachCampaigns)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(outreachCampaigns.id, id), eq(outreachCampaigns.workspaceId, viewer.workspaceId)))
      .returning();
    if (!row) throw notFound();
    if (status === 'active') await this.deps.wake();
    return this.get(viewer, id);
  }

  /**
   * Enrolls prospects and influencers, each with its messages waiting for review (their openings are
   * the opening writer's job). One without an address, suppressed, or in another open campaign is
   * skipped, with the reason.
   */
  async enroll(viewer: Viewer, id: string, input: z.output<typeof enrollInputSchema>): Promise<EnrollResult> {
    requireEditor(viewer);
    const campaign = await this.campaignRow(viewer, id);
    const recipients = [
      ...(await this.prospectsToEnroll(viewer, input.prospectIds)),
      ...(await this.influencersToEnroll(viewer, input.influencerIds)),
    ];
    const result: EnrollResult = { enrolled: [], skipped: [] };
    for (const { recipient, email, missing } of recipients) {
      const skip = (reason: string) => result.skipped.push({ id: recipient.id, who: whoOf(recipient), reason });
      if (!email) {
        skip(missing);
        continue;
      }
      if (await this.deps.suppressions.refuses(viewer.workspaceId, email, siteDomainOf(recipient))) {
        skip(text.suppressed);
        continue;
      }
      const [enrollment] = await this.deps.db
        .insert(outreachEnrollments)
        .values({
          workspaceId: viewer.workspaceId,
          campaignId: id,
          ...(recipient.kind === 'prospect' ? { prospectId: recipient.id } : { influencerId: recipient.id }),
          contactEmail: email,
          timeZone: input.timeZone ?? null,
          openingsDue: true,
        })
        .onConflictDoNothing()
        .returning();
      if (!enrollment) {
        skip(text.alreadyEnrolled);
        continue;
      }
      await this.deps.db.insert(outreachMessages).values(
        campaign.steps.map((step, index) => ({
          workspaceId: viewer.workspaceId,
          campaignId: id,
          enrollmentId: enrollment.id,
          identityId: campaign.identityId,
          step: index + 1,
          subject: step.subject,
          body: step.body,
        })),
      );
      result.enrolled.push({
        id: enrollment.id,
        prospectId: enrollment.prospectId,
        influencerId: enrollment.influencerId,
        domain: siteDomainOf(recipient),
        who: whoOf(recipient),
        contact: email,
        stepReached: 0,
        lastSentAt: null,
        state: 'active',
        pending: { step: 1, status: 'draft' },
        writingOpening: true,
        replyLabel: null,
        error: null,
      });
    }
    if (result.enrolled.length > 0) await this.deps.wakeOpeningWriter();
    return result;
  }

  /** The named prospects of the workspace (all of them, or not found), each with the address a campaign writes to. */
  private async prospectsToEnroll(viewer: Viewer, ids: readonly string[] | undefined): Promise<ToEnroll[]> {
    if (!ids) return [];
    const rows = await this.deps.db
      .select(recipientColumns.prospect)
      .from(outreachProspects)
      .where(and(eq(outreachProspects.workspaceId, viewer.workspaceId), inArray(outreachProspects.id, [...ids])));
    if (rows.length !== new Set(ids).size) throw notFound();
    return rows.map((row) => ({
      recipient: { kind: 'prospect', ...row },
      email: contactOf(row.contacts)?.email ?? null,
      missing: text.noContact,
    }));
  }

  /** The named influencers of the workspace, at the address the user gave for them. */
  private async influencersToEnroll(viewer: Viewer, ids: readonly string[] | undefined): Promise<ToEnroll[]> {
    if (!ids) return [];
    const rows = await this.deps.db
      .select({ ...recipientColumns.influencer, email: outreachInfluencers.email })
      .from(outreachInfluencers)
      .where(and(eq(outreachInfluencers.workspaceId, viewer.workspaceId), inArray(outreachInfluencers.id, [...ids])));
    if (rows.length !== new Set(ids).size) throw notFound();
    return rows.map(({ email, ...row }) => ({ recipient: { kind: 'influencer', ...row }, email, missing: text.influencerNoEmail }));
  }

  /** Approves the messages waiting for review (of the named enrollments, or all): the first steps are due now. */
  async approve(viewer: Viewer, id: string, enrollmentIds: readonly string[] | undefined): Promise<{ approved: number }> {
    requireEditor(viewer);
    await this.campaignRow(viewer, id);
    const now = new Date(this.deps.clock.now());
    const approved = await this.deps.db
      .update(outreachMessages)
      .set({
        status: 'queued',
        dueAt: sql`case when ${outreachMessages.step} = 1 then ${now.toISOString()}::timestamptz else null end`,
        updatedAt: now,
      })
      .where(
        and(
          eq(outreachMessages.campaignId, id),
          eq(outreachMessages.status, 'draft'),
          enrollmentIds ? inArray(outreachMessages.enrollmentId, [...enrollmentIds]) : undefined,
        ),
      )
      .returning({ id: outreachMessages.id });
    // A follow-up approved after its step before went is due from that send.
    await this.deps.db.execute(sql`
      update outreach_messages m
      set due_at = prev.sent_at + make_interval(days => (c.steps -> (m.step - 1) ->> 'delayDays')::int)
      from outreach_messages prev, outreach_campaigns c
      where m.campaign_id = ${id} and m.status = 'queued' and m.due_at is null and m.step > 1
        and prev.enrollment_id = m.enrollment_id and prev.step = m.step - 1 and prev.status = 'sent' and c.id = m.campaign_id`);
    if (approved.length > 0) await this.deps.wake();
    return { approved: approved.length };
  }

  async pendingMessage(viewer: Viewer, id: string, enrollmentId: string): Promise<PendingMessage> {
    const { message, enrollment, recipient } = await this.pending(viewer, id, enrollmentId);
    const identity = await this.deps.identities.row(viewer.workspaceId, message.identityId);
    const values = recipientMergeValues(recipient, {
      contactEmail: enrollment.contactEmail,
      opening: message.opening,
      senderName: identity.fromName,
      unsubscribeUrl: '[unsubscribe link]',
    });
    return {
      enrollmentId,
      step: message.step,
      status: message.status,
      to: enrollment.contactEmail,
      writingOpening: enrollment.openingsDue,
      opening: message.opening,
      subject: message.subject,
      body: message.body,
      preview: { subject: fillTemplate(message.subject, values), text: composeText(message.body, values, (url) => url).text },
    };
  }

  async editPendingMessage(
    viewer: Viewer,
    id: string,
    enrollmentId: string,
    update: z.output<typeof pendingMessageUpdateSchema>,
  ): Promise<PendingMessage> {
    requireEditor(viewer);
    const { message } = await this.pending(viewer, id, enrollmentId);
    if (!(waiting as readonly string[]).includes(message.status)) throw new ServiceError(409, 'WRONG_STATUS', text.alreadySent);
    const edited = await this.deps.db
      .update(outreachMessages)
      .set({ ...update, updatedAt: new Date() })
      .where(and(eq(outreachMessages.id, message.id), inArray(outreachMessages.status, [...waiting])))
      .returning({ id: outreachMessages.id });
    if (edited.length === 0) throw new ServiceError(409, 'WRONG_STATUS', text.alreadySent);
    return this.pendingMessage(viewer, id, enrollmentId);
  }

  /** The user's correction of the AI's label of a reply; "unsubscribe" suppresses the prospect. */
  async labelReply(viewer: Viewer, id: string, enrollmentId: string, label: ReplyLabel): Promise<OutreachCampaign> {
    requireEditor(viewer);
    await this.campaignRow(viewer, id);
    const [enrollment] = await this.deps.db
      .update(outreachEnrollments)
      .set({ replyLabel: label, updatedAt: new Date() })
      .where(and(eq(outreachEnrollments.id, enrollmentId), eq(outreachEnrollments.campaignId, id)))
      .returning();
    if (!enrollment) throw notFound();
    if (label === 'unsubscribe') {
      const [site] = enrollment.prospectId
        ? await this.deps.db
            .select({ domain: outreachProspects.domain })
            .from(outreachProspects)
            .where(eq(outreachProspects.id, enrollment.prospectId))
        : [];
      await this.deps.suppressions.unsubscribe(viewer.workspaceId, enrollment.contactEmail, site?.domain ?? null);
    }
    return this.get(viewer, id);
  }

  private async pending(viewer: Viewer, id: string, enrollmentId: string) {
    await this.campaignRow(viewer, id);
    const [found] = await this.deps.db
      .select({ enrollment: outreachEnrollments, ...recipientColumns })
      .from(outreachEnrollments)
      .leftJoin(outreachProspects, eq(outreachProspects.id, outreachEnrollments.prospectId))
      .leftJoin(outreachInfluencers, eq(outreachInfluencers.id, outreachEnrollments.influencerId))
      .where(and(eq(outreachEnrollments.id, enrollmentId), eq(outreachEnrollments.campaignId, id)));
    if (!found) throw notFound();
    const [message]: MessageRow[] = await this.deps.db
      .select()
      .from(outreachMessages)
      .where(and(eq(outreachMessages.enrollmentId, enrollmentId), inArray(outreachMessages.status, [...waiting, 'sending'])))
      .orderBy(asc(outreachMessages.step))
      .limit(1);
    if (!message) throw new ServiceError(409, 'WRONG_STATUS', text.nothingPending);
    return { message, enrollment: found.enrollment, recipient: recipientOf(found) };
  }

  /** Each step's sends and clicks, with the conversions Analytics credits to its links. */
  private async stepFigures(campaign: CampaignRow): Promise<CampaignStepFigures[]> {
    const counted = await this.deps.db
      .select({
        step: outreachMessages.step,
        sent: sql<number>`count(*) filter (where ${outreachMessages.status} = 'sent')`.mapWith(Number),
        clicks: sql<number>`coalesce(sum(${outreachMessages.clicks}), 0)`.mapWith(Number),
      })
      .from(outreachMessages)
      .where(eq(outreachMessages.campaignId, campaign.id))
      .groupBy(outreachMessages.step);
    const credited = await stepConversions(this.deps.db, campaign.workspaceId, campaign, campaign.steps.length);
    return campaign.steps.map((_step, index) => {
      const figures = counted.find((row) => row.step === index + 1);
      return { step: index + 1, sent: figures?.sent ?? 0, clicks: figures?.clicks ?? 0, ...credited[index]! };
    });
  }

  private async campaignRow(viewer: Viewer, id: string): Promise<CampaignRow> {
    const [row] = await this.deps.db
      .select()
      .from(outreachCampaigns)
      .where(and(eq(outreachCampaigns.id, id), eq(outreachCampaigns.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return row;
  }

  private withFigures() {
    return this.deps.db
      .select({
        ...getTableColumns(outreachCampaigns),
        sent: sql<number>`(select count(*)::int from outreach_messages m where m.campaign_id = outreach_campaigns.id and m.status = 'sent')`,
        responses: sql<number>`(select count(*)::int from outreach_enrollments e where e.campaign_id = outreach_campaigns.id and e.replied_at is not null)`,
        accepted: sql<number>`(select count(*)::int from outreach_enrollments e
          left join outreach_prospects p on p.id = e.prospect_id left join outreach_influencers i on i.id = e.influencer_id
          where e.campaign_id = outreach_campaigns.id and (e.reply_label = 'interested' or p.partner or i.status = 'Negotiating'))`,
        prospects: sql<number>`(select count(*)::int from outreach_enrollments e where e.campaign_id = outreach_campaigns.id)`,
      })
      .from(outreachCampaigns)
      .$dynamic();
  }
}

/** Whom an enrollment writes to, as stopSequences names them. */
export function recipientKey(enrollment: { prospectId: string | null; influencerId: string | null }) {
  if (enrollment.prospectId) return { prospectId: enrollment.prospectId };
  if (enrollment.influencerId) return { influencerId: enrollment.influencerId };
  throw new Error('An enrollment names neither a prospect nor an influencer');
}

/** Stops a recipient's open sequences (a reply, "Mark as responded", an unsubscribe): nothing more goes to them. */
export async function stopSequences(
  db: Database,
  workspaceId: string,
  recipient: { prospectId: string } | { influencerId: string },
  at: Date,
  state: 'replied' | 'unsubscribed' = 'replied',
): Promise<void> {
  const stopped = await db
    .update(outreachEnrollments)
    .set({ state, resumeAt: null, updatedAt: at, ...(state === 'replied' ? { repliedAt: at } : {}) })
    .where(
      and(
        eq(outreachEnrollments.workspaceId, workspaceId),
        'prospectId' in recipient
          ? eq(outreachEnrollments.prospectId, recipient.prospectId)
          : eq(outreachEnrollments.influencerId, recipient.influencerId),
        inArray(outreachEnrollments.state, [...openStates]),
      ),
    )
    .returning({ id: outreachEnrollments.id });
  if (stopped.length === 0) return;
  await db
    .update(outreachMessages)
    .set({ status: 'skipped', updatedAt: at })
    .where(
      and(
        inArray(
          outreachMessages.enrollmentId,
          stopped.map((row) => row.id),
        ),
        inArray(outreachMessages.status, [...waiting]),
      ),
    );
}

/** The address a campaign writes to: the best one the site shows, a pattern guess only when nothing else is known. */
function contactOf(contacts: readonly ProspectContact[]): ProspectContact | null {
  return contacts.find((contact) => !contact.guess) ?? contacts[0] ?? null;
}

function rowOf(row: CampaignRow & { sent: number; responses: number; accepted: number; prospects: number }): OutreachCampaignRow {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    identityId: row.identityId,
    sent: Number(row.sent),
    responses: Number(row.responses),
    accepted: Number(row.accepted),
    prospects: Number(row.prospects),
    createdAt: row.createdAt.toISOString(),
  };
}
