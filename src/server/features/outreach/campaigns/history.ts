import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { OutreachHistory } from '@/shared/outreach/history';
import type { AppEnv, Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { uuidParams } from '../../../http/validate';
import { notFound } from '../../../lib/service-error';
import { outreachIdentities } from '../identities/schema';
import { outreachInfluencers } from '../influencers/schema';
import { outreachProspects } from '../prospects/schema';
import { fillTemplate } from './compose';
import { type Recipient, recipientColumns, recipientMergeValues } from './recipients';
import { outreachCampaigns, outreachEnrollments, outreachMessages } from './schema';

type RecipientKind = Recipient['kind'];

/**
 * A prospect's or an influencer's history: each campaign they were in, what went (drafts that never
 * went and skipped messages are left out), the clicks, and the reply.
 */
export async function outreachHistory(db: Database, viewer: Viewer, kind: RecipientKind, id: string): Promise<OutreachHistory> {
  const recipient = await recipientOf(db, viewer.workspaceId, kind, id);
  if (!recipient) throw notFound();
  const enrollments = await db
    .select({ enrollment: outreachEnrollments, campaignName: outreachCampaigns.name, senderName: outreachIdentities.fromName })
    .from(outreachEnrollments)
    .innerJoin(outreachCampaigns, eq(outreachCampaigns.id, outreachEnrollments.campaignId))
    .innerJoin(outreachIdentities, eq(outreachIdentities.id, outreachCampaigns.identityId))
    .where(
      and(
        kind === 'prospect' ? eq(outreachEnrollments.prospectId, id) : eq(outreachEnrollments.influencerId, id),
        eq(outreachEnrollments.workspaceId, viewer.workspaceId),
      ),
    )
    .orderBy(desc(outreachEnrollments.createdAt), desc(outreachEnrollments.id));
  if (enrollments.length === 0) return { entries: [] };
  const messages = await db
    .select()
    .from(outreachMessages)
    .where(
      and(
        inArray(
          outreachMessages.enrollmentId,
          enrollments.map((row) => row.enrollment.id),
        ),
        inArray(outreachMessages.status, ['queued', 'sending', 'sent', 'failed', 'unknown']),
      ),
    )
    .orderBy(asc(outreachMessages.step));
  return {
    entries: enrollments.map(({ enrollment, campaignName, senderName }) => {
      // The subject as it went: its merge fields filled as the sender fills them.
      const values = recipientMergeValues(recipient, {
        contactEmail: enrollment.contactEmail,
        opening: '',
        senderName,
        unsubscribeUrl: '',
      });
      return {
        enrollmentId: enrollment.id,
        campaignId: enrollment.campaignId,
        campaignName,
        contact: enrollment.contactEmail,
        state: enrollment.state,
        enrolledAt: enrollment.createdAt.toISOString(),
        messages: messages
          .filter((message) => message.enrollmentId === enrollment.id)
          .map((message) => ({
            step: message.step,
            subject: fillTemplate(message.subject, values),
            status: message.status,
            sentAt: message.sentAt?.toISOString() ?? null,
            clicks: message.clicks,
            error: message.error,
          })),
        reply:
          enrollment.repliedAt && enrollment.replyText !== null
            ? { at: enrollment.repliedAt.toISOString(), text: enrollment.replyText, label: enrollment.replyLabel }
            : null,
        error: enrollment.error,
      };
    }),
  };
}

async function recipientOf(db: Database, workspaceId: string, kind: RecipientKind, id: string): Promise<Recipient | undefined> {
  if (kind === 'prospect') {
    const [row] = await db
      .select(recipientColumns.prospect)
      .from(outreachProspects)
      .where(and(eq(outreachProspects.id, id), eq(outreachProspects.workspaceId, workspaceId)));
    return row && { kind, ...row };
  }
  const [row] = await db
    .select(recipientColumns.influencer)
    .from(outreachInfluencers)
    .where(and(eq(outreachInfluencers.id, id), eq(outreachInfluencers.workspaceId, workspaceId)));
  return row && { kind, ...row };
}

/** GET /:id/history below /api/outreach/prospects or /api/outreach/influencers. */
export function historyRoutes(db: Database, kind: RecipientKind) {
  return new Hono<AppEnv>().get('/:id/history', uuidParams('id'), async (c) =>
    c.json(await outreachHistory(db, c.var.viewer, kind, c.req.valid('param').id)),
  );
}
