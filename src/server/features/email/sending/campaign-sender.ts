import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import type { Logger } from '../../../logger';
import type { DomainEvents } from '../../../domain-events/domain-events';
import type { BulkMessage, BulkResult, BulkTransport } from '../../../mail/bulk-transport';
import type { CampaignNotices } from '../campaigns/campaign-notices';
import type { PublicLinks } from '../compose/public-links';
import { emailCampaigns, emailListMembers, emailSends, subscribers } from '../schema';
import type { EmailSettingsService } from '../settings/email-settings';
import type { SenderSmtpService } from '../settings/sender-smtp';
import { decideAbTest } from './ab-test';
import { CampaignMessage, recipientsOf } from './campaign-message';
import { countSent } from './monthly-sends';

/** A claimed row still 'sending' after this long belongs to a process that died mid-batch. */
const abandonedAfterMs = 2 * 60_000;
/** A message refused for now (a 4xx, such as greylisting) goes once more, this much later. */
const retryAfterMs = 10 * 60_000;

export interface SenderDeps {
  db: Database;
  /** The campaign's workspace's own server, else the instance's. */
  transports: Pick<SenderSmtpService, 'transportFor'>;
  settings: EmailSettingsService;
  links: PublicLinks;
  logger: Logger;
  publicUrl: string;
  /** Messages a second at most. */
  ratePerSecond: number;
  smtpConnections: number;
  /** Tells the campaign's creator that it was sent, or paused on its own. */
  notices: CampaignNotices;
  /** Tells webhooks and workflows that a campaign was sent. */
  events: Pick<DomainEvents, 'emit'>;
}

/**
 * What a run ended with: the campaign is finished, has more to send, waits (an A/B test) until a time,
 * stopped (paused), or another run holds it.
 */
export type RunOutcome =
  | { next: 'finished' }
  | { next: 'continue' }
  | { next: 'wait'; until: Date }
  | { next: 'stopped' }
  /** Another run holds the campaign until `until`, when its lease ends unless renewed. */
  | { next: 'busy'; until: Date };

/** A run renews its lease every batch; one that has not for this long has died. */
const leaseMs = 60_000;

/** `error` is set on a row claimed again after a refusal for now: its second try. */
type ClaimedRow = { id: string; subscriber_id: string | null; email: string; variant: 'a' | 'b' | null; error: string | null };

/**
 * Sends a campaign's pending rows in batches, for at most `sliceMs` a run (the job queues the next
 * run), at the configured rate. Each row is claimed before its message goes and is never pending
 * again: a message the mail server may have taken is never sent twice, and what a crash left
 * claimed ends as interrupted.
 */
export class CampaignSender {
  private stopping = false;

  constructor(private readonly deps: SenderDeps) {}

  /** The server is closing: runs end after their batch, and their next run waits in the queue for the next start. */
  stop(): void {
    this.stopping = true;
  }

  async run(campaignId: string, sliceMs: number): Promise<RunOutcome> {
    const heldUntil = await this.lease(campaignId);
    if (heldUntil) return { next: 'busy', until: heldUntil };
    try {
      return await this.sendSlice(campaignId, sliceMs);
    } finally {
      await this.deps.db.update(emailCampaigns).set({ leaseUntil: null }).where(eq(emailCampaigns.id, campaignId));
    }
  }

  /** Takes or renews the campaign's lease: undefined once taken, else when another run's lease ends. */
  private async lease(campaignId: string): Promise<Date | undefined> {
    const { db } = this.deps;
    const [held] = await db
      .update(emailCampaigns)
      .set({ leaseUntil: new Date(Date.now() + leaseMs) })
      .where(and(eq(emailCampaigns.id, campaignId), sql`(${emailCampaigns.leaseUntil} is null or ${emailCampaigns.leaseUntil} < now())`))
      .returning({ id: emailCampaigns.id });
    if (held) return undefined;
    const [other] = await db
      .select({ leaseUntil: emailCampaigns.leaseUntil })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId));
    return other?.leaseUntil ?? new Date();
  }

  private async sendSlice(campaignId: string, sliceMs: number): Promise<RunOutcome> {
    const { db } = this.deps;
    const started = Date.now();
    await this.interrupt(campaignId, new Date(started - abandonedAfterMs));
    let campaign = await this.campaign(campaignId);
    if (campaign?.status !== 'sending') return { next: 'stopped' };
    const batchSize = Math.max(1, Math.min(100, this.deps.ratePerSecond));
    let message: CampaignMessage;
    try {
      message = await CampaignMessage.prepare(this.deps, campaign);
    } catch (error) {
      await this.pause(
        campaignId,
        [],
        `The campaign could not be composed (${(error as Error).message.slice(0, 200)}). Edit it, then resume.`,
      );
      return { next: 'stopped' };
    }
    let transport: BulkTransport | null = null;
    try {
      while (Date.now() - started < sliceMs && !this.stopping) {
        const claimed = await this.claim(campaignId, batchSize);
        if (claimed.length === 0) {
          const decision = await decideAbTest(db, campaign);
          if (decision === 'released') {
            campaign = (await this.campaign(campaignId))!;
            message = await CampaignMessage.prepare(this.deps, campaign);
            continue;
          }
          const retry = await this.nextRetry(campaignId);
          const until = decision instanceof Date && (!retry || decision < retry) ? decision : retry;
          if (until) return { next: 'wait', until };
          // Claimed before this run took the campaign, by a run whose lease ran out: its process died.
          await this.interrupt(campaignId, new Date(started));
          await this.finish(campaignId);
          return { next: 'finished' };
        }
        transport ??= await this.deps.transports.transportFor(campaign.workspaceId, this.deps.smtpConnections);
        const batchStarted = Date.now();
        const recipients = await recipientsOf(
          db,
          claimed.map((row) => ({ id: row.id, subscriberId: row.subscriber_id, email: row.email, variant: row.variant })),
        );
        let messages: BulkMessage[];
        try {
          messages = recipients.map((recipient) => message.for(recipient));
        } catch (error) {
          // Nothing of the batch went: it waits, and the campaign stops with the reason instead of trying forever.
          await this.pause(
            campaignId,
            claimed,
            `The campaign could not be composed (${(error as Error).message.slice(0, 200)}). Edit it, then resume.`,
          );
          return { next: 'stopped' };
        }
        const results = await transport.send(messages);
        const deferred = results.find((result) => result.outcome === 'deferred');
        if (deferred && results.every((result) => result.outcome === 'deferred')) {
          await this.pause(
            campaignId,
            claimed,
            `The mail server did not take the messages (${deferred.error.slice(0, 300)}). Resume when it is back.`,
          );
          return { next: 'stopped' };
        }
        await this.record(campaign.workspaceId, campaignId, claimed, results);
        if ((await this.campaign(campaignId))?.status !== 'sending') return { next: 'stopped' };
        const due = (claimed.length / this.deps.ratePerSecond) * 1000 - (Date.now() - batchStarted);
        if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
      }
      return { next: 'continue' };
    } finally {
      transport?.close();
    }
  }

  private async campaign(id: string) {
    const [row] = await this.deps.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id));
    return row;
  }

  /** When the first message refused for now is due again, if one waits. */
  private async nextRetry(campaignId: string): Promise<Date | null> {
    const [row] = await this.deps.db
      .select({ at: emailSends.claimedAt })
      .from(emailSends)
      .where(and(eq(emailSends.campaignId, campaignId), eq(emailSends.status, 'pending'), isNotNull(emailSends.claimedAt)))
      .orderBy(asc(emailSends.claimedAt))
      .limit(1);
    return row?.at ?? null;
  }

  /**
   * The next pending rows, claimed; those no longer subscribed (or suppressed since the send began)
   * are skipped. A pending row's claimed_at is when its retry is due (it was refused for now).
   */
  private async claim(campaignId: string, limit: number): Promise<ClaimedRow[]> {
    const result = await this.deps.db.execute(sql`
      with next as (
        select id from ${emailSends}
        where campaign_id = ${campaignId} and status = 'pending' and (claimed_at is null or claimed_at <= now())
        order by position limit ${limit}
        for update skip locked
      )
      update ${emailSends} as s set claimed_at = now(), status = case when exists (
        select 1 from ${emailListMembers} m join ${subscribers} p on p.id = m.subscriber_id
        where m.subscriber_id = s.subscriber_id and m.list_id = s.list_id and m.status = 'subscribed' and p.suppression is null
      ) then 'sending' else 'skipped' end
      from next where s.id = next.id
      returning s.id, s.subscriber_id, s.email, s.variant, s.error, s.status`);
    return rowsOf<ClaimedRow & { status: string }>(result).filter((row) => row.status === 'sending');
  }

  /**
   * Each row's outcome; a bounced recipient is suppressed on every list. A message refused for now
   * waits (pending) for one more try; refused again, or deferred while others of its batch went, it
   * is counted failed.
   */
  private async record(
    workspaceId: string,
    campaignId: string,
    rows: readonly ClaimedRow[],
    results: readonly BulkResult[],
  ): Promise<void> {
    const { db } = this.deps;
    const ids = (outcome: BulkResult['outcome']) => rows.filter((_row, index) => results[index]!.outcome === outcome).map((row) => row.id);
    const sent = ids('sent');
    const bounced = rows.filter((_row, index) => results[index]!.outcome === 'bounced');
    const retried = (index: number) => results[index]!.outcome === 'retry' && rows[index]!.error === null;
    const retries = results.filter((_result, index) => retried(index)).length;
    const now = new Date();
    await db.transaction(async (tx) => {
      if (sent.length) await tx.update(emailSends).set({ status: 'sent', sentAt: now }).where(inArray(emailSends.id, sent));
      for (const [index, result] of results.entries()) {
        if (result.outcome === 'sent') continue;
        if (retried(index)) {
          await tx
            .update(emailSends)
            .set({ status: 'pending', claimedAt: new Date(now.getTime() + retryAfterMs), error: result.error.slice(0, 500) })
            .where(eq(emailSends.id, rows[index]!.id));
          continue;
        }
        await tx
          .update(emailSends)
          .set({ status: result.outcome === 'bounced' ? 'bounced' : 'failed', error: result.error.slice(0, 500) })
          .where(eq(emailSends.id, rows[index]!.id));
      }
      const bouncedSubscribers = bounced.flatMap((row) => (row.subscriber_id ? [row.subscriber_id] : []));
      if (bouncedSubscribers.length) {
        await tx.update(subscribers).set({ suppression: 'bounced', suppressedAt: now }).where(inArray(subscribers.id, bouncedSubscribers));
        await tx
          .update(emailListMembers)
          .set({ status: 'bounced', updatedAt: now })
          .where(inArray(emailListMembers.subscriberId, bouncedSubscribers));
      }
      await tx
        .update(emailCampaigns)
        .set({
          sentCount: sql`${emailCampaigns.sentCount} + ${sent.length}`,
          failedCount: sql`${emailCampaigns.failedCount} + ${rows.length - sent.length - retries}`,
          leaseUntil: new Date(now.getTime() + leaseMs),
          updatedAt: now,
        })
        .where(eq(emailCampaigns.id, campaignId));
      await countSent(tx, workspaceId, sent.length);
    });
  }

  /**
   * Nothing of a batch went (the server is down or refuses the sender; the message cannot be made):
   * the batch waits again, and the campaign pauses with the reason until it is resumed.
   */
  private async pause(campaignId: string, rows: readonly ClaimedRow[], error: string): Promise<void> {
    this.deps.logger.warn('campaign paused: nothing of a batch went', { campaignId, error });
    const paused = await this.deps.db.transaction(async (tx) => {
      if (rows.length)
        await tx
          .update(emailSends)
          .set({ status: 'pending', claimedAt: null })
          .where(
            inArray(
              emailSends.id,
              rows.map((row) => row.id),
            ),
          );
      const [row] = await tx
        .update(emailCampaigns)
        .set({ status: 'paused', error, updatedAt: new Date() })
        .where(eq(emailCampaigns.id, campaignId))
        .returning();
      return row;
    });
    if (paused) await this.deps.notices.paused(paused, error);
  }

  /**
   * Rows claimed before `claimedBefore` and still on their way belong to a run that died mid-batch: the
   * mail server may have taken them, so they end as interrupted and never go again. (A run that was
   * only slow records its outcome over this.)
   */
  private async interrupt(campaignId: string, claimedBefore: Date): Promise<void> {
    await this.deps.db
      .update(emailSends)
      .set({ status: 'interrupted', error: 'The sending process stopped while this message was on its way; it is not sent again.' })
      .where(and(eq(emailSends.campaignId, campaignId), eq(emailSends.status, 'sending'), lt(emailSends.claimedAt, claimedBefore)));
  }

  /** Only the run that moves it to sent tells its creator. */
  private async finish(campaignId: string): Promise<void> {
    const [sent] = await this.deps.db
      .update(emailCampaigns)
      .set({ status: 'sent', finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(emailCampaigns.id, campaignId), eq(emailCampaigns.status, 'sending')))
      .returning();
    if (!sent) return;
    await this.deps.notices.sent(sent);
    await this.deps.events.emit(sent.workspaceId, 'campaign.sent', {
      id: sent.id,
      name: sent.name,
      subject: sent.subject,
      listId: sent.listId,
      recipients: sent.recipients,
      sent: sent.sentCount,
      failed: sent.failedCount,
      startedAt: sent.startedAt?.toISOString() ?? null,
      finishedAt: sent.finishedAt?.toISOString() ?? null,
    });
  }
}
