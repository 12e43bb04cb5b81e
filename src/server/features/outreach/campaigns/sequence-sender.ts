import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { outreachCampaignMessages as text } from '@/shared/outreach/campaigns';
import type { ProspectContact } from '@/shared/outreach/prospects';
import type { Database } from '../../../db/database';
import { scheduledJob } from '../../../jobs/scheduled-job';
import type { JobQueue } from '../../../jobs/queue';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import type { IdentitiesService, IdentityRow } from '../identities/identities-service';
import { outreachIdentities } from '../identities/schema';
import { outreachProspects } from '../prospects/schema';
import { composeText, fillTemplate, mergeValuesOf } from './compose';
import type { OutreachLinks } from './outreach-links';
import { outreachCampaigns, outreachEnrollments, outreachMessages } from './schema';
import { insideWindow } from './send-window';
import type { Suppressions } from './suppressions';

const queue = 'outreach-sequence-send';
const dayMs = 86_400_000;
/** A claim older than this belongs to a process that died mid-send (the SMTP socket times out in 30 s). */
const claimLapseMs = 2 * 60_000;
const batchSize = 25;
const unreachable = new Set(['ECONNECTION', 'EDNS', 'EAUTH', 'ETLS', 'ENOAUTH', 'ETIMEDOUT', 'ECONNREFUSED', 'ESOCKET']);

interface DueMessage {
  message: typeof outreachMessages.$inferSelect;
  enrollment: typeof outreachEnrollments.$inferSelect;
  prospect: { id: string; domain: string; siteName: string | null; contacts: ProspectContact[] };
  steps: { delayDays: number }[];
}

/**
 * Sends the sequences' due messages: a minute's schedule, woken at once by an approval or a resume.
 * Per identity, within its daily cap (counted on its own day) and its send window (read in the
 * prospect's zone when known); never twice for one (enrollment, step): each message row is claimed
 * (queued → sending) with its Message-ID stored before the SMTP call, then marked sent or failed.
 *
 * A row a dead process left 'sending' may or may not have reached the server. It is marked 'unknown'
 * and never sent again, and that prospect's sequence stops (a follow-up to a first message that may
 * never have arrived would read wrong); the campaign's screen shows it with the reason.
 */
export class SequenceSender {
  constructor(
    private readonly deps: {
      db: Database;
      jobs: JobQueue;
      clock: Clock;
      identities: Pick<IdentitiesService, 'transportOf' | 'sentToday'>;
      suppressions: Suppressions;
      links: OutreachLinks;
      logger: Logger;
    },
  ) {}

  get job(): ModuleJob {
    return scheduledJob(this.deps.jobs, {
      queue,
      cron: '* * * * *',
      options: { retryLimit: 1, retryDelay: 30, expireInSeconds: 600 },
      run: () => this.sendDue(),
    });
  }

  async wake(): Promise<void> {
    await this.deps.jobs.send(queue, {});
  }

  /** Sends what is due now; answers how many messages went. */
  async sendDue(): Promise<number> {
    const now = new Date(this.deps.clock.now());
    await this.endLapsedClaims(now);
    await this.deps.db
      .update(outreachEnrollments)
      .set({ state: 'active', resumeAt: null, updatedAt: now })
      .where(and(eq(outreachEnrollments.state, 'paused'), lte(outreachEnrollments.resumeAt, now)));
    const identityIds = await this.deps.db
      .selectDistinct({ id: outreachMessages.identityId })
      .from(outreachMessages)
      .innerJoin(outreachCampaigns, eq(outreachCampaigns.id, outreachMessages.campaignId))
      .innerJoin(outreachEnrollments, eq(outreachEnrollments.id, outreachMessages.enrollmentId))
      .where(this.dueWhere(now));
    let sent = 0;
    for (const { id } of identityIds) {
      try {
        sent += await this.sendForIdentity(id, now);
      } catch (error) {
        this.deps.logger.error('outreach sends failed for an identity', { identityId: id, error: (error as Error).message });
      }
    }
    return sent;
  }

  private dueWhere(now: Date) {
    return and(
      eq(outreachMessages.status, 'queued'),
      lte(outreachMessages.dueAt, now),
      eq(outreachCampaigns.status, 'active'),
      eq(outreachEnrollments.state, 'active'),
    );
  }

  private async sendForIdentity(identityId: string, now: Date): Promise<number> {
    const [identity] = await this.deps.db.select().from(outreachIdentities).where(eq(outreachIdentities.id, identityId));
    if (!identity) return 0;
    let transport: Transporter | null = null;
    let sent = 0;
    try {
      for (;;) {
        const claimed = await this.claim(identity, now);
        if (claimed.length === 0) return sent;
        transport ??= await this.deps.identities.transportOf(identity);
        for (const due of claimed) {
          const outcome = await this.send(transport, identity, due, now);
          if (outcome === 'sent') sent++;
          // The server was never reached: the rest wait for the next run.
          if (outcome === 'deferred') return sent;
        }
      }
    } finally {
      transport?.close();
    }
  }

  /** The next due messages the identity may send now, claimed (queued → sending) within its daily cap. */
  private async claim(identity: IdentityRow, now: Date): Promise<DueMessage[]> {
    const candidates = await this.deps.db
      .select({
        message: outreachMessages,
        enrollment: outreachEnrollments,
        prospect: {
          id: outreachProspects.id,
          domain: outreachProspects.domain,
          siteName: outreachProspects.siteName,
          contacts: outreachProspects.contacts,
        },
        steps: outreachCampaigns.steps,
      })
      .from(outreachMessages)
      .innerJoin(outreachCampaigns, eq(outreachCampaigns.id, outreachMessages.campaignId))
      .innerJoin(outreachEnrollments, eq(outreachEnrollments.id, outreachMessages.enrollmentId))
      .innerJoin(outreachProspects, eq(outreachProspects.id, outreachEnrollments.prospectId))
      .where(and(eq(outreachMessages.identityId, identity.id), this.dueWhere(now)))
      .orderBy(asc(outreachMessages.dueAt), asc(outreachMessages.step), asc(outreachMessages.id))
      .limit(batchSize * 8);
    const open = candidates.filter(({ enrollment }) =>
      insideWindow(now.getTime(), enrollment.timeZone ?? identity.timeZone, identity.sendWindow),
    );
    const sendable: DueMessage[] = [];
    for (const due of open) {
      if (sendable.length >= batchSize) break;
      if (await this.deps.suppressions.refuses(identity.workspaceId, due.enrollment.contactEmail, due.prospect.domain)) {
        await this.stopEnrollment(due.enrollment.id, 'stopped', text.suppressed, now, due.message.id);
        continue;
      }
      sendable.push(due);
    }
    if (sendable.length === 0) return [];
    const domain = identity.fromAddress.slice(identity.fromAddress.lastIndexOf('@') + 1);
    return this.deps.db.transaction(async (tx) => {
      // One claimer per identity at a time, so two runs cannot both fill the same day's room.
      await tx.select({ id: outreachIdentities.id }).from(outreachIdentities).where(eq(outreachIdentities.id, identity.id)).for('update');
      let room = identity.dailyCap - (await this.deps.identities.sentToday(identity, tx));
      const claimed: DueMessage[] = [];
      for (const due of sendable) {
        if (room <= 0) break;
        const messageId = `<outreach-${randomUUID()}@${domain}>`;
        const [row] = await tx
          .update(outreachMessages)
          .set({ status: 'sending', claimedAt: now, messageId, updatedAt: now })
          .where(and(eq(outreachMessages.id, due.message.id), eq(outreachMessages.status, 'queued')))
          .returning();
        if (!row) continue;
        claimed.push({ ...due, message: row });
        room--;
      }
      return claimed;
    });
  }

  private async send(transport: Transporter, identity: IdentityRow, due: DueMessage, now: Date): Promise<'sent' | 'failed' | 'deferred'> {
    const { message, enrollment, prospect } = due;
    const values = mergeValuesOf({
      contactName: prospect.contacts.find((contact) => contact.email === enrollment.contactEmail)?.name ?? null,
      domain: prospect.domain,
      siteName: prospect.siteName,
      opening: message.opening,
      senderName: identity.fromName,
      unsubscribeUrl: this.deps.links.unsubscribe(enrollment.id),
    });
    const composed = composeText(message.body, values, (_url, index) => this.deps.links.click(message.id, index));
    const earlier = await this.deps.db
      .select({ messageId: outreachMessages.messageId })
      .from(outreachMessages)
      .where(
        and(eq(outreachMessages.enrollmentId, enrollment.id), lt(outreachMessages.step, message.step), eq(outreachMessages.status, 'sent')),
      )
      .orderBy(asc(outreachMessages.step));
    const thread = earlier.map((row) => row.messageId).filter((id): id is string => id !== null);
    try {
      await transport.sendMail({
        from: { name: identity.fromName, address: identity.fromAddress },
        to: enrollment.contactEmail,
        subject: fillTemplate(message.subject, values),
        text: composed.text,
        messageId: message.messageId!,
        inReplyTo: thread.at(-1),
        references: thread.length > 0 ? thread : undefined,
        headers: { 'List-Unsubscribe': `<${values.unsubscribe_url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    } catch (error) {
      return this.failed(due, error, now);
    }
    await this.sent(due, composed.links, now);
    return 'sent';
  }

  private async sent(due: DueMessage, links: string[], now: Date): Promise<void> {
    const { db } = this.deps;
    const { message, enrollment, prospect, steps } = due;
    await db
      .update(outreachMessages)
      .set({ status: 'sent', sentAt: now, links, error: null, updatedAt: now })
      .where(eq(outreachMessages.id, message.id));
    const last = message.step >= steps.length;
    await db
      .update(outreachEnrollments)
      .set({ stepReached: message.step, lastSentAt: now, updatedAt: now, ...(last ? { state: 'finished' as const } : {}) })
      .where(and(eq(outreachEnrollments.id, enrollment.id), eq(outreachEnrollments.state, 'active')));
    const next = steps[message.step];
    if (next) {
      await db
        .update(outreachMessages)
        .set({ dueAt: new Date(now.getTime() + next.delayDays * dayMs), updatedAt: now })
        .where(
          and(
            eq(outreachMessages.enrollmentId, enrollment.id),
            eq(outreachMessages.step, message.step + 1),
            eq(outreachMessages.status, 'queued'),
          ),
        );
    }
    await db
      .update(outreachProspects)
      .set({ status: 'contacted', updatedAt: now })
      .where(and(eq(outreachProspects.id, prospect.id), eq(outreachProspects.status, 'new')));
  }

  /**
   * A server never reached (no connection, refused login) leaves the message queued for the next run;
   * any other refusal fails it with the server's reason and stops that prospect's sequence, and a
   * mailbox that does not exist (5.1.x) marks the address bad.
   */
  private async failed(due: DueMessage, error: unknown, now: Date): Promise<'failed' | 'deferred'> {
    const {
      code = '',
      command = '',
      response = '',
      message: said = '',
    } = error as { code?: string; command?: string; response?: string; message?: string };
    const reason = `${text.sendFailed}: ${(response || said).replace(/\s+/g, ' ').trim().slice(0, 200)}`;
    if (unreachable.has(code) || /^(CONN|EHLO|HELO|STARTTLS|AUTH|MAIL FROM)/i.test(command)) {
      await this.deps.db
        .update(outreachMessages)
        .set({ status: 'queued', claimedAt: null, messageId: null, error: reason, updatedAt: now })
        .where(eq(outreachMessages.id, due.message.id));
      this.deps.logger.warn('outreach identity unreachable', { identityId: due.message.identityId, error: reason });
      return 'deferred';
    }
    const bounced = command === 'RCPT TO' && /^5\d\d[ -]5\.1\.\d+/.test(response);
    await this.deps.db
      .update(outreachMessages)
      .set({ status: 'failed', error: reason, updatedAt: now })
      .where(eq(outreachMessages.id, due.message.id));
    await this.stopEnrollment(due.enrollment.id, bounced ? 'bounced' : 'stopped', reason, now);
    if (bounced) await this.deps.suppressions.add(due.enrollment.workspaceId, [due.enrollment.contactEmail], 'bounced');
    return 'failed';
  }

  /** Ends a prospect's sequence; what had not gone is skipped (the message `skipped` with the reason). */
  private async stopEnrollment(enrollmentId: string, state: 'stopped' | 'bounced', reason: string, now: Date, skippedMessageId?: string) {
    const { db } = this.deps;
    await db.update(outreachEnrollments).set({ state, error: reason, updatedAt: now }).where(eq(outreachEnrollments.id, enrollmentId));
    await db
      .update(outreachMessages)
      .set({ status: 'skipped', updatedAt: now })
      .where(and(eq(outreachMessages.enrollmentId, enrollmentId), inArray(outreachMessages.status, ['draft', 'queued'])));
    if (skippedMessageId) await db.update(outreachMessages).set({ error: reason }).where(eq(outreachMessages.id, skippedMessageId));
  }

  /** Claims a dead process left behind: 'unknown', never sent again, and the prospect's sequence stops. */
  private async endLapsedClaims(now: Date): Promise<void> {
    const lapsed = await this.deps.db
      .update(outreachMessages)
      .set({ status: 'unknown', error: interruptedText, updatedAt: now })
      .where(and(eq(outreachMessages.status, 'sending'), lt(outreachMessages.claimedAt, new Date(now.getTime() - claimLapseMs))))
      .returning({ enrollmentId: outreachMessages.enrollmentId });
    for (const { enrollmentId } of lapsed) await this.stopEnrollment(enrollmentId, 'stopped', interruptedText, now);
    if (lapsed.length > 0) this.deps.logger.warn('outreach sends interrupted by a stop', { count: lapsed.length });
  }
}

const interruptedText = 'The server stopped while this message was being sent: it may or may not have gone, so it is not sent again.';
