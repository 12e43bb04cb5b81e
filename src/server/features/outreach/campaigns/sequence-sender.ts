import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { outreachCampaignMessages as text } from '@/shared/outreach/campaigns';
import type { Database } from '../../../db/database';
import { scheduledJob } from '../../../jobs/scheduled-job';
import type { JobQueue } from '../../../jobs/queue';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import type { IdentitiesService, IdentityRow } from '../identities/identities-service';
import { outreachIdentities } from '../identities/schema';
import { outreachInfluencers } from '../influencers/schema';
import { outreachProspects } from '../prospects/schema';
import { composeText, fillTemplate } from './compose';
import type { OutreachLinks } from './outreach-links';
import { type Recipient, recipientColumns, recipientMergeValues, recipientOf, siteDomainOf } from './recipients';
import { outreachCampaigns, outreachEnrollments, outreachMessages } from './schema';
import { insideWindow } from './send-window';
import type { Suppressions } from './suppressions';

const queue = 'outreach-sequence-send';
const dayMs = 86_400_000;
/** A claim older than this belongs to a process that died mid-send (the SMTP socket times out in 30 s). */
const claimLapseMs = 2 * 60_000;
const batchSize = 50;
/**
 * Messages of a claimed batch under way at once: the identity's pooled transport keeps its two
 * connections busy while the other lanes check suppressions and compose what goes next.
 */
const lanes = 4;
const unreachable = new Set(['ECONNECTION', 'EDNS', 'EAUTH', 'ETLS', 'ENOAUTH', 'ETIMEDOUT', 'ECONNREFUSED', 'ESOCKET']);

/** A message the server took, with the links its body was sent with. */
interface Went {
  due: DueMessage;
  links: string[];
}

interface DueMessage {
  message: typeof outreachMessages.$inferSelect;
  enrollment: typeof outreachEnrollments.$inferSelect;
  recipient: Recipient;
  steps: { delayDays: number }[];
}

/**
 * Sends the sequences' due messages: a minute's schedule, woken at once by an approval or a resume.
 * Per identity, within its daily cap (counted on its own day) and its send window (read in the
 * prospect's zone when known); never twice for one (enrollment, step): each message row is claimed
 * (queued → sending) with its Message-ID stored before the SMTP call, then marked failed at once or
 * sent together with the rest of its batch (a claim never handed to the server is given back).
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
      /** Prospects' sites written to for the first time: SEO's link opportunities on them become Contacted. */
      sitesContacted?: (workspaceId: string, domains: readonly string[], at: Date) => Promise<void>;
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
      // Nothing goes before its AI opening is written (the opening writer's job).
      eq(outreachEnrollments.openingsDue, false),
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
        const batch = await this.sendClaimed(transport, identity, claimed, now);
        sent += batch.sent;
        // The server was never reached: the rest wait for the next run.
        if (batch.deferred) return sent;
      }
    } finally {
      transport?.close();
    }
  }

  /**
   * Sends a claimed batch, `lanes` messages at a time, and writes down what went in one go. Once the
   * server cannot be reached (or a write fails), no more are started, and the claims of those never
   * handed to the server are given back.
   */
  private async sendClaimed(
    transport: Transporter,
    identity: IdentityRow,
    claimed: DueMessage[],
    now: Date,
  ): Promise<{ sent: number; deferred: boolean }> {
    // Checked just before the batch goes, so an address suppressed since it was enrolled is spared.
    const refused = await this.deps.suppressions.refusedAmong(
      identity.workspaceId,
      claimed.map(({ enrollment, recipient }) => ({ address: enrollment.contactEmail, siteDomain: siteDomainOf(recipient) })),
    );
    const waiting = [...claimed];
    const went: Went[] = [];
    let deferred = false;
    let halted = false;
    const lane = async () => {
      while (!deferred && !halted && waiting.length > 0) {
        const due = waiting.shift()!;
        try {
          if ((await this.send(transport, identity, due, refused, went, now)) === 'deferred') deferred = true;
        } catch (error) {
          halted = true;
          throw error;
        }
      }
    };
    const settled = await Promise.allSettled(Array.from({ length: lanes }, lane));
    await this.markSent(went, now);
    await this.release(waiting, now);
    const failure = settled.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    return { sent: went.length, deferred };
  }

  /** Gives back claims never handed to the server: queued again, as if never claimed. */
  private async release(claims: readonly DueMessage[], now: Date): Promise<void> {
    if (claims.length === 0) return;
    await this.deps.db
      .update(outreachMessages)
      .set({ status: 'queued', claimedAt: null, messageId: null, updatedAt: now })
      .where(
        and(
          inArray(
            outreachMessages.id,
            claims.map((due) => due.message.id),
          ),
          eq(outreachMessages.status, 'sending'),
        ),
      );
  }

  /** The next due messages the identity may send now, claimed (queued → sending) within its daily cap. */
  private async claim(identity: IdentityRow, now: Date): Promise<DueMessage[]> {
    // In the due index's own order (ties of one due time as the index keeps them): a long queue is read
    // from its start, never sorted whole for each batch.
    const found = await this.deps.db
      .select({ message: outreachMessages, enrollment: outreachEnrollments, ...recipientColumns, steps: outreachCampaigns.steps })
      .from(outreachMessages)
      .innerJoin(outreachCampaigns, eq(outreachCampaigns.id, outreachMessages.campaignId))
      .innerJoin(outreachEnrollments, eq(outreachEnrollments.id, outreachMessages.enrollmentId))
      .leftJoin(outreachProspects, eq(outreachProspects.id, outreachEnrollments.prospectId))
      .leftJoin(outreachInfluencers, eq(outreachInfluencers.id, outreachEnrollments.influencerId))
      .where(and(eq(outreachMessages.identityId, identity.id), this.dueWhere(now)))
      .orderBy(asc(outreachMessages.dueAt))
      .limit(batchSize * 4);
    const candidates = found.map(({ message, enrollment, steps, ...row }) => ({ message, enrollment, steps, recipient: recipientOf(row) }));
    const sendable = candidates
      .filter(({ enrollment }) => insideWindow(now.getTime(), enrollment.timeZone ?? identity.timeZone, identity.sendWindow))
      .slice(0, batchSize);
    if (sendable.length === 0) return [];
    const domain = identity.fromAddress.slice(identity.fromAddress.lastIndexOf('@') + 1);
    return this.deps.db.transaction(async (tx) => {
      // One claimer per identity at a time, so two runs cannot both fill the same day's room.
      await tx.select({ id: outreachIdentities.id }).from(outreachIdentities).where(eq(outreachIdentities.id, identity.id)).for('update');
      const room = identity.dailyCap - (await this.deps.identities.sentToday(identity, tx));
      if (room <= 0) return [];
      const byId = new Map(sendable.slice(0, room).map((due) => [due.message.id, due]));
      // Each with a Message-ID of its own, made here so that it is stored before the SMTP call.
      const rows = await tx
        .update(outreachMessages)
        .set({ status: 'sending', claimedAt: now, messageId: sql`'<outreach-' || gen_random_uuid() || ${`@${domain}>`}`, updatedAt: now })
        .where(and(inArray(outreachMessages.id, [...byId.keys()]), eq(outreachMessages.status, 'queued')))
        .returning();
      return rows.map((row) => ({ ...byId.get(row.id)!, message: row }));
    });
  }

  /** Sends one claimed message; one the server took joins `went`, to be written down with its batch. */
  private async send(
    transport: Transporter,
    identity: IdentityRow,
    due: DueMessage,
    refused: ReadonlySet<string>,
    went: Went[],
    now: Date,
  ): Promise<'sent' | 'skipped' | 'failed' | 'deferred'> {
    const { message, enrollment, recipient } = due;
    if (refused.has(enrollment.contactEmail.toLowerCase())) {
      await this.stopEnrollment(enrollment.id, 'stopped', text.suppressed, now, message.id);
      return 'skipped';
    }
    const values = recipientMergeValues(recipient, {
      contactEmail: enrollment.contactEmail,
      opening: message.opening,
      senderName: identity.fromName,
      unsubscribeUrl: this.deps.links.unsubscribe(enrollment.id),
    });
    const composed = composeText(message.body, values, (_url, index) => this.deps.links.click(message.id, index));
    const thread = message.step > 1 ? await this.thread(enrollment.id, message.step) : [];
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
    went.push({ due, links: composed.links });
    return 'sent';
  }

  /** The Message-IDs of the enrollment's messages that went before `step`, oldest first: a follow-up replies to them. */
  private async thread(enrollmentId: string, step: number): Promise<string[]> {
    const earlier = await this.deps.db
      .select({ messageId: outreachMessages.messageId })
      .from(outreachMessages)
      .where(and(eq(outreachMessages.enrollmentId, enrollmentId), lt(outreachMessages.step, step), eq(outreachMessages.status, 'sent')))
      .orderBy(asc(outreachMessages.step));
    return earlier.map((row) => row.messageId).filter((id): id is string => id !== null);
  }

  /**
   * What went, written down in one transaction: each message sent (with its links), its enrollment a
   * step on (finished after the last step), its next step due from now, its prospect or influencer
   * Contacted; then SEO hears of the sites contacted for the first time.
   */
  private async markSent(went: readonly Went[], now: Date): Promise<void> {
    if (went.length === 0) return;
    const at = now.toISOString();
    const messages = went.map(({ due, links }) => ({
      id: due.message.id,
      links,
      enrollment: due.enrollment.id,
      step: due.message.step,
      last: due.message.step >= due.steps.length,
    }));
    const nextSteps = went.flatMap(({ due }) => {
      const next = due.steps[due.message.step];
      return next
        ? [{ enrollment: due.enrollment.id, step: due.message.step + 1, dueAt: new Date(now.getTime() + next.delayDays * dayMs) }]
        : [];
    });
    const recipients = went.map(({ due }) => due.recipient);
    const prospects = [...new Set(recipients.flatMap((recipient) => (recipient.kind === 'prospect' ? [recipient.id] : [])))];
    const influencers = [...new Set(recipients.flatMap((recipient) => (recipient.kind === 'influencer' ? [recipient.id] : [])))];
    let contacted: { workspaceId: string; domain: string }[] = [];
    await this.deps.db.transaction(async (tx) => {
      await tx.execute(sql`
        update outreach_messages m set status = 'sent', sent_at = ${at}::timestamptz, links = v.links, error = null, updated_at = ${at}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(messages)}::jsonb) as v(id uuid, links jsonb)
        where m.id = v.id`);
      await tx.execute(sql`
        update outreach_enrollments e
        set step_reached = v.step, last_sent_at = ${at}::timestamptz, updated_at = ${at}::timestamptz,
          state = case when v.last then 'finished' else e.state end
        from jsonb_to_recordset(${JSON.stringify(messages)}::jsonb) as v(enrollment uuid, step int, last boolean)
        where e.id = v.enrollment and e.state = 'active'`);
      if (nextSteps.length > 0) {
        await tx.execute(sql`
          update outreach_messages m set due_at = v."dueAt", updated_at = ${at}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(nextSteps)}::jsonb) as v(enrollment uuid, step int, "dueAt" timestamptz)
          where m.enrollment_id = v.enrollment and m.step = v.step and m.status = 'queued'`);
      }
      if (prospects.length > 0)
        contacted = await tx
          .update(outreachProspects)
          .set({ status: 'contacted', updatedAt: now })
          .where(and(inArray(outreachProspects.id, prospects), eq(outreachProspects.status, 'new')))
          .returning({ workspaceId: outreachProspects.workspaceId, domain: outreachProspects.domain });
      if (influencers.length > 0)
        await tx
          .update(outreachInfluencers)
          .set({ status: 'Contacted', updatedAt: now })
          .where(and(inArray(outreachInfluencers.id, influencers), eq(outreachInfluencers.status, 'Available')));
    });
    const sites = new Map<string, string[]>();
    for (const { workspaceId, domain } of contacted) sites.set(workspaceId, [...(sites.get(workspaceId) ?? []), domain]);
    for (const [workspaceId, domains] of sites) await this.deps.sitesContacted?.(workspaceId, domains, now);
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
    // The message that would have gone now: claimed already, so not among those above.
    if (skippedMessageId) {
      await db
        .update(outreachMessages)
        .set({ status: 'skipped', messageId: null, error: reason })
        .where(eq(outreachMessages.id, skippedMessageId));
    }
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
