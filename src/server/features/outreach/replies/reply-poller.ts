import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AiEngine } from '../../../ai';
import type { Database } from '../../../db/database';
import type { GuardedApi } from '../../../http/guarded-api';
import type { JobQueue } from '../../../jobs/queue';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import { recipientKey, stopSequences } from '../campaigns/campaigns-service';
import { outreachCampaigns, outreachEnrollments, outreachMessages } from '../campaigns/schema';
import type { Suppressions } from '../campaigns/suppressions';
import type { IdentitiesService, IdentityRow } from '../identities/identities-service';
import { outreachIdentities } from '../identities/schema';
import { outreachInfluencers } from '../influencers/schema';
import { outreachProspects } from '../prospects/schema';
import { type Classification, classify } from './classify';
import { readMailbox } from './imap-reader';
import { MailboxReadError } from './mailbox-read-error';
import { labelReply } from './reply-label';

const queue = 'outreach-reply-poll';
const dayMs = 86_400_000;
/** An auto-reply that names no return date pauses the sequence this long. */
const autoReplyPauseDays = 3;

/** A run of the reply reader: every identity's inbox (the schedule's), or one identity's (Check for replies). */
interface ReplyPollJob {
  identityId?: string;
}

/**
 * Reads each identity's IMAP inbox every five minutes, or one identity's at once when a user asks,
 * and matches what came in to the messages sent (In-Reply-To and References against their stored
 * Message-IDs): a reply stops the recipient's sequence, with the AI's label, and marks a prospect
 * Responded (an influencer who answers with interest, Negotiating); an auto-reply pauses the
 * sequence until the date it names (or a few days); a bounce marks the address bad and stops it.
 */
export class ReplyPoller {
  constructor(
    private readonly deps: {
      db: Database;
      jobs: JobQueue;
      clock: Clock;
      ai: AiEngine;
      identities: Pick<IdentitiesService, 'imapOf'>;
      suppressions: Suppressions;
      guardedApi: Pick<GuardedApi, 'lookup' | 'plainHttpAllowed'>;
      logger: Logger;
    },
  ) {}

  /**
   * The schedule and the checks a user asks for share one queue, which this process's one worker
   * runs a job at a time: a mailbox is never read twice at once here (scheduledJob's worker reads
   * no job data, hence this job of its own).
   */
  get job(): ModuleJob {
    const { jobs } = this.deps;
    return {
      queue,
      start: async () => {
        await jobs.createQueue(queue);
        await jobs.boss.schedule(queue, '*/5 * * * *', {}, { retryLimit: 1, retryDelay: 60, expireInSeconds: 600 });
        await jobs.work<ReplyPollJob>(queue, {}, async (batch) => {
          for (const { data } of batch) await (data.identityId ? this.pollOne(data.identityId) : this.pollAll());
        });
      },
    };
  }

  /** Queues a read of one identity's inbox now, unless one already waits: two clicks read it once. */
  async check(identityId: string): Promise<void> {
    const waiting = await this.deps.jobs.waitingJobData<ReplyPollJob>(queue);
    if (waiting.some((data) => data.identityId === identityId)) return;
    await this.deps.jobs.send(queue, { identityId } satisfies ReplyPollJob, { retryLimit: 0, expireInSeconds: 600 });
  }

  async pollAll(): Promise<void> {
    const identities = await this.deps.db.select().from(outreachIdentities).where(isNotNull(outreachIdentities.imapHost));
    for (const identity of identities) await this.poll(identity);
  }

  private async pollOne(identityId: string): Promise<void> {
    const [identity] = await this.deps.db.select().from(outreachIdentities).where(eq(outreachIdentities.id, identityId));
    // Deleted, or its IMAP login removed, since the check was asked for.
    if (identity?.imapHost) await this.poll(identity);
  }

  private async poll(identity: IdentityRow): Promise<void> {
    const login = this.deps.identities.imapOf(identity);
    if (!login) return;
    const now = new Date(this.deps.clock.now());
    try {
      const read = await readMailbox({
        host: login.host,
        port: login.port,
        secure: login.tls,
        user: login.username,
        password: login.password,
        sinceUid: identity.imapLastUid,
        uidValidity: identity.imapUidValidity,
        lookup: this.deps.guardedApi.lookup,
        requireStartTls: !this.deps.guardedApi.plainHttpAllowed,
      });
      if (read.messages.length > 0) {
        const sent = await this.deps.db
          .select({ messageId: outreachMessages.messageId })
          .from(outreachMessages)
          .where(and(eq(outreachMessages.identityId, identity.id), isNotNull(outreachMessages.messageId)));
        const known = sent.map((row) => row.messageId!);
        for (const message of read.messages) await this.apply(identity, classify(message.parsed, known), message.parsed.text ?? '', now);
      }
      await this.deps.db
        .update(outreachIdentities)
        .set({ imapLastUid: read.lastUid, imapUidValidity: read.uidValidity, imapCheckedAt: now, imapError: null })
        .where(eq(outreachIdentities.id, identity.id));
    } catch (error) {
      if (!(error instanceof MailboxReadError)) throw error;
      await this.deps.db
        .update(outreachIdentities)
        .set({ imapCheckedAt: now, imapError: error.message })
        .where(eq(outreachIdentities.id, identity.id));
      this.deps.logger.warn('outreach mailbox not read', { identityId: identity.id, error: error.message });
    }
  }

  private async apply(identity: IdentityRow, found: Classification, body: string, now: Date): Promise<void> {
    if (found.kind === 'unrelated') return;
    const enrollment = found.answers ? await this.enrollmentOf(found.answers) : await this.enrollmentByAddress(identity, found);
    if (!enrollment) return;
    const { db } = this.deps;
    if (found.kind === 'reply') {
      await stopSequences(db, enrollment.workspaceId, recipientKey(enrollment), now);
      const who = enrollment.createdBy ? { workspaceId: enrollment.workspaceId, userId: enrollment.createdBy } : null;
      const label = await labelReply(this.deps.ai, who, found.text);
      await db
        .update(outreachEnrollments)
        .set({ state: 'replied', repliedAt: now, replyText: found.text.slice(0, 10_000), replyLabel: label, updatedAt: now })
        .where(eq(outreachEnrollments.id, enrollment.id));
      if (enrollment.prospectId)
        await db
          .update(outreachProspects)
          .set({ status: 'responded', updatedAt: now })
          .where(and(eq(outreachProspects.id, enrollment.prospectId), inArray(outreachProspects.status, ['new', 'contacted'])));
      // An influencer who answers with interest is in talks: Negotiating, an Active Partnership.
      if (enrollment.influencerId && label === 'interested')
        await db
          .update(outreachInfluencers)
          .set({ status: 'Negotiating', updatedAt: now })
          .where(and(eq(outreachInfluencers.id, enrollment.influencerId), inArray(outreachInfluencers.status, ['Available', 'Contacted'])));
      if (label === 'unsubscribe')
        await this.deps.suppressions.unsubscribe(enrollment.workspaceId, enrollment.contactEmail, enrollment.domain);
    } else if (found.kind === 'auto_reply') {
      await db
        .update(outreachEnrollments)
        .set({ state: 'paused', resumeAt: returnDate(`${found.subject}\n${body}`, now), updatedAt: now })
        .where(and(eq(outreachEnrollments.id, enrollment.id), eq(outreachEnrollments.state, 'active')));
    } else if (found.permanent) {
      await db
        .update(outreachEnrollments)
        .set({ state: 'bounced', error: `The address bounced${found.status ? ` (${found.status})` : ''}.`, updatedAt: now })
        .where(and(eq(outreachEnrollments.id, enrollment.id), inArray(outreachEnrollments.state, ['active', 'paused', 'finished'])));
      await db
        .update(outreachMessages)
        .set({ status: 'skipped', updatedAt: now })
        .where(and(eq(outreachMessages.enrollmentId, enrollment.id), inArray(outreachMessages.status, ['draft', 'queued'])));
      await this.deps.suppressions.add(enrollment.workspaceId, [found.recipient ?? enrollment.contactEmail], 'bounced');
    }
  }

  private async enrollmentOf(messageId: string) {
    const [found] = await this.deps.db
      .select({ ...enrollmentColumns })
      .from(outreachMessages)
      .innerJoin(outreachEnrollments, eq(outreachEnrollments.id, outreachMessages.enrollmentId))
      .leftJoin(outreachProspects, eq(outreachProspects.id, outreachEnrollments.prospectId))
      .innerJoin(outreachCampaigns, eq(outreachCampaigns.id, outreachEnrollments.campaignId))
      .where(eq(outreachMessages.messageId, messageId));
    return found;
  }

  /** A bounce that quotes none of our Message-IDs still names its recipient: one of this identity's enrollments. */
  private async enrollmentByAddress(identity: IdentityRow, found: Classification) {
    if (found.kind !== 'bounce' || !found.recipient) return undefined;
    const [match] = await this.deps.db
      .select({ ...enrollmentColumns })
      .from(outreachEnrollments)
      .leftJoin(outreachProspects, eq(outreachProspects.id, outreachEnrollments.prospectId))
      .innerJoin(outreachCampaigns, eq(outreachCampaigns.id, outreachEnrollments.campaignId))
      .where(and(eq(outreachCampaigns.identityId, identity.id), eq(outreachEnrollments.contactEmail, found.recipient.toLowerCase())));
    return match;
  }
}

const enrollmentColumns = {
  id: outreachEnrollments.id,
  workspaceId: outreachEnrollments.workspaceId,
  prospectId: outreachEnrollments.prospectId,
  influencerId: outreachEnrollments.influencerId,
  contactEmail: outreachEnrollments.contactEmail,
  domain: outreachProspects.domain,
  createdBy: outreachCampaigns.createdBy,
};

/** The day after the return date an out-of-office names ("… until 12 March 2026"), else a few days on. */
function returnDate(said: string, now: Date): Date {
  const named = /\b(?:until|till|back on|returning)\s+([^.;\n]+)/i.exec(said)?.[1];
  const parsed = named ? Date.parse(named) : Number.NaN;
  if (Number.isFinite(parsed) && parsed > now.getTime() && parsed < now.getTime() + 90 * dayMs) return new Date(parsed + dayMs);
  return new Date(now.getTime() + autoReplyPauseDays * dayMs);
}
