import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { webhookMessages } from '@/shared/integrations/webhooks';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import type { GuardedApi } from '../../../http/guarded-api';
import type { JobQueue } from '../../../jobs/queue';
import { scheduledJob } from '../../../jobs/scheduled-job';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../logger';
import type { Notify } from '../../../notifications/notify';
import type { ModuleJob } from '../../../server-module';
import type { SecretBox } from '../../../settings/secret-box';
import { workspaceMembers } from '../../../tenancy/schema';
import { type AttemptOutcome, deliveryTimeoutMs, sendAttempt } from './attempt-sender';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './schema';

export const attemptQueue = 'webhook-attempts';
const sweepQueue = 'webhook-attempts-due';

/** Svix's schedule: attempt n + 1 waits this long after attempt n failed (the first goes at once). */
export const retrySchedule = [0, 5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000];
/** An endpoint that has failed everything for this long is turned off, and its workspace's Owner told. */
export const disableAfterMs = 5 * 86_400_000;
/** An attempt sending for this long belongs to a process that stopped; one due this long ago lost its job. */
const lostAfterMs = 2 * 60_000;
const interrupted = 'Uplift stopped while sending this attempt, so its answer is unknown.';
const turnedOff = 'The endpoint is turned off.';

/** An attempt this process moved to sending (or canceled, its endpoint being off), with what sending needs. */
interface Claimed {
  id: string;
  attempt: number;
  trigger: 'schedule' | 'resend';
  status: 'sending' | 'canceled';
  delivery_id: string;
  body: string;
  endpoint_id: string;
  workspace_id: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | string | null;
}

type Sent = { claimed: Claimed; outcome: AttemptOutcome };

export interface AttemptQueueDeps {
  db: Database;
  jobs: JobQueue;
  api: GuardedApi;
  secrets: SecretBox;
  clock: Clock;
  notify: Notify;
  logger: Logger;
  /** Attempts one worker takes at once and sends side by side, and the workers per process. */
  pace: { batchSize: number; workers: number };
}

/**
 * Webhook attempts as pg-boss jobs, one per attempt at its time. A job sends only the attempts it
 * moved from scheduled to sending, so a job run twice sends nothing twice; a failure schedules the
 * next attempt on Svix's schedule, once (unique per delivery and number). A minute's sweep ends
 * attempts a stopped process left sending and gives attempts whose job was lost a new one.
 */
export class AttemptQueue {
  constructor(private readonly deps: AttemptQueueDeps) {}

  async enqueue(attempts: ReadonlyArray<{ id: string; scheduledAt: Date }>): Promise<void> {
    if (attempts.length === 0) return;
    await this.deps.jobs.insert(
      attempts.map((attempt) => ({
        name: attemptQueue,
        data: { attemptId: attempt.id },
        startAfter: attempt.scheduledAt,
        // A run that failed before sending (the database away) is run again; the claim keeps it to one send.
        retryLimit: 3,
        retryDelay: 5,
        expireInSeconds: Math.ceil(deliveryTimeoutMs / 1000) * 4,
      })),
    );
  }

  jobs(): ModuleJob[] {
    return [
      this.workers(),
      scheduledJob(this.deps.jobs, {
        queue: sweepQueue,
        cron: '* * * * *',
        options: { retryLimit: 0, expireInSeconds: 120 },
        run: () => this.sweep(),
      }),
    ];
  }

  private workers(): ModuleJob {
    const { batchSize, workers } = this.deps.pace;
    return {
      queue: attemptQueue,
      start: async () => {
        const { boss } = this.deps.jobs;
        await this.deps.jobs.createQueue(attemptQueue);
        for (let worker = 0; worker < workers; worker++) {
          // The handler may run before work() answers the worker's id.
          const held = { id: '' };
          held.id = await this.deps.jobs.work<{ attemptId: string }>(attemptQueue, { batchSize }, async (jobs) => {
            const ids = jobs.map((job) => job.data.attemptId).filter((id) => typeof id === 'string');
            await this.run(ids);
            // A full batch means more are due: fetch again at once instead of after the polling interval.
            if (jobs.length === batchSize && held.id) boss.notifyWorker(held.id);
          });
        }
      },
    };
  }

  /** Sends the attempts among `ids` that are still scheduled, side by side, and records what came of them. */
  async run(ids: readonly string[]): Promise<void> {
    const claimed = await this.claim(ids);
    const sending = claimed.filter((attempt) => attempt.status === 'sending');
    const sent = await Promise.all(
      sending.map(async (attempt) => ({
        claimed: attempt,
        outcome: await sendAttempt(this.deps.api, {
          deliveryId: attempt.delivery_id,
          url: attempt.url,
          body: attempt.body,
          secrets: this.secretsOf(attempt),
        }),
      })),
    );
    await this.record(sent);
    const canceled = claimed.filter((attempt) => attempt.status === 'canceled').map((attempt) => attempt.delivery_id);
    await this.settleDeliveries([], canceled, []);
  }

  /** Moves the scheduled attempts among `ids` to sending in one statement; an endpoint turned off cancels its own. */
  private async claim(ids: readonly string[]): Promise<Claimed[]> {
    if (ids.length === 0) return [];
    const now = new Date(this.deps.clock.now());
    const result = await this.deps.db.execute(sql`
      update webhook_attempts as a
      set status = case when e.enabled then 'sending' else 'canceled' end,
        started_at = ${now},
        finished_at = case when e.enabled then null else ${now}::timestamptz end,
        error = case when e.enabled then null else ${turnedOff} end
      from webhook_deliveries as d, webhook_endpoints as e
      where a.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and a.status = 'scheduled' and d.id = a.delivery_id and e.id = d.endpoint_id
      returning a.id, a.attempt, a.trigger, a.status, d.id as delivery_id, d.body, e.id as endpoint_id, e.workspace_id, e.url,
        e.secret, e.previous_secret, e.previous_secret_until`);
    return rowsOf<Claimed>(result);
  }

  private secretsOf(attempt: Claimed): string[] {
    const { secrets, clock } = this.deps;
    const previousValid =
      attempt.previous_secret && attempt.previous_secret_until && new Date(attempt.previous_secret_until).getTime() > clock.now();
    return [secrets.open(attempt.secret), ...(previousValid ? [secrets.open(attempt.previous_secret!)] : [])];
  }

  /**
   * Writes each outcome (only over an attempt still sending: one the sweep already ended keeps its
   * end), schedules the next attempt of each failure, settles the deliveries and the endpoints' health.
   */
  private async record(sent: readonly Sent[]): Promise<void> {
    if (sent.length === 0) return;
    const { db, clock } = this.deps;
    const now = new Date(clock.now());
    const values = sent.map(
      ({ claimed, outcome }) =>
        sql`(${claimed.id}::uuid, ${outcome.succeeded ? 'succeeded' : 'failed'}, ${outcome.responseStatus}::int, ${outcome.responseBody}, ${outcome.durationMs}::int, ${outcome.error})`,
    );
    const written = new Set(
      rowsOf<{ id: string }>(
        await db.execute(sql`
          update webhook_attempts as a
          set status = v.status, finished_at = ${now}, response_status = v.response_status, response_body = v.response_body,
            duration_ms = v.duration_ms, error = v.error
          from (values ${sql.join(values, sql`, `)}) as v(id, status, response_status, response_body, duration_ms, error)
          where a.id = v.id and a.status = 'sending'
          returning a.id`),
      ).map((row) => row.id),
    );
    const recorded = sent.filter(({ claimed }) => written.has(claimed.id));
    const succeeded = recorded.filter(({ outcome }) => outcome.succeeded).map(({ claimed }) => claimed);
    const failed = recorded.filter(({ outcome }) => !outcome.succeeded).map(({ claimed }) => claimed);
    const retried = failed.filter((attempt) => attempt.trigger === 'schedule' && attempt.attempt < retrySchedule.length);

    if (retried.length) {
      const next = await db
        .insert(webhookAttempts)
        .values(
          retried.map((attempt) => ({
            deliveryId: attempt.delivery_id,
            attempt: attempt.attempt + 1,
            trigger: 'schedule' as const,
            scheduledAt: new Date(now.getTime() + retrySchedule[attempt.attempt]!),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: webhookAttempts.id, scheduledAt: webhookAttempts.scheduledAt });
      await this.enqueue(next);
    }
    const retriedIds = new Set(retried.map((attempt) => attempt.delivery_id));
    await this.settleDeliveries(
      succeeded.map((attempt) => attempt.delivery_id),
      failed.map((attempt) => attempt.delivery_id).filter((id) => !retriedIds.has(id)),
      [...retriedIds],
    );
    await this.settleEndpoints(
      succeeded.map((attempt) => attempt.endpoint_id),
      failed.map((attempt) => attempt.endpoint_id),
      now,
    );
  }

  private async settleDeliveries(succeeded: string[], failed: string[], retrying: string[]): Promise<void> {
    const { db } = this.deps;
    if (succeeded.length) {
      await db.update(webhookDeliveries).set({ status: 'succeeded' }).where(inArray(webhookDeliveries.id, succeeded));
      // A resend got through: what the schedule still held for the delivery is not needed.
      await db
        .update(webhookAttempts)
        .set({ status: 'canceled' })
        .where(and(inArray(webhookAttempts.deliveryId, succeeded), eq(webhookAttempts.status, 'scheduled')));
    }
    // A delivery another attempt made succeed stays succeeded.
    const unsettled = (ids: string[]) => and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.status, 'pending'));
    if (failed.length) await db.update(webhookDeliveries).set({ status: 'failed' }).where(unsettled(failed));
    if (retrying.length) await db.update(webhookDeliveries).set({ status: 'pending' }).where(unsettled(retrying));
  }

  /** A success clears an endpoint's failures; failing since five days ago turns it off, once, and tells the Owner. */
  private async settleEndpoints(succeeded: string[], failed: string[], now: Date): Promise<void> {
    const { db } = this.deps;
    const healthy = new Set(succeeded);
    const failing = [...new Set(failed)].filter((id) => !healthy.has(id));
    if (healthy.size)
      await db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(and(inArray(webhookEndpoints.id, [...healthy]), isNotNull(webhookEndpoints.failingSince)));
    if (failing.length === 0) return;
    await db
      .update(webhookEndpoints)
      .set({ failingSince: now })
      .where(and(inArray(webhookEndpoints.id, failing), isNull(webhookEndpoints.failingSince)));
    const turnedOff = await db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'failing', updatedAt: new Date() })
      .where(
        and(
          inArray(webhookEndpoints.id, failing),
          eq(webhookEndpoints.enabled, true),
          lte(webhookEndpoints.failingSince, new Date(now.getTime() - disableAfterMs)),
        ),
      )
      .returning({ workspaceId: webhookEndpoints.workspaceId, url: webhookEndpoints.url });
    for (const endpoint of turnedOff) await this.tellOwner(endpoint);
  }

  private async tellOwner(endpoint: { workspaceId: string; url: string }): Promise<void> {
    const [owner] = await this.deps.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, endpoint.workspaceId), eq(workspaceMembers.role, 'owner')));
    if (!owner) return;
    const title = webhookMessages.failedNoticeTitle;
    const body = webhookMessages.failedNoticeBody(endpoint.url);
    await this.deps.notify({
      userId: owner.userId,
      workspaceId: endpoint.workspaceId,
      kind: 'webhook_failures',
      title,
      body,
      link: '/settings?tab=integrations',
      email: { subject: title, text: body },
    });
  }

  /** Ends attempts a stopped process left sending (as failures, so the schedule goes on) and requeues lost ones. */
  private async sweep(): Promise<void> {
    const { db, clock } = this.deps;
    const before = new Date(clock.now() - lostAfterMs);
    const stuck = rowsOf<Claimed>(
      await db.execute(sql`
        select a.id, a.attempt, a.trigger, a.status, d.id as delivery_id, d.body, e.id as endpoint_id, e.workspace_id, e.url,
          e.secret, e.previous_secret, e.previous_secret_until
        from webhook_attempts as a join webhook_deliveries as d on d.id = a.delivery_id join webhook_endpoints as e on e.id = d.endpoint_id
        where a.status = 'sending' and a.started_at < ${before}
        limit 1000`),
    );
    await this.record(
      stuck.map((claimed) => ({
        claimed,
        outcome: { succeeded: false, responseStatus: null, responseBody: null, durationMs: 0, error: interrupted },
      })),
    );
    // Marked due now, so a backlog is not given new jobs every minute.
    const lost = await db
      .update(webhookAttempts)
      .set({ scheduledAt: new Date(clock.now()) })
      .where(
        inArray(
          webhookAttempts.id,
          db
            .select({ id: webhookAttempts.id })
            .from(webhookAttempts)
            .where(and(eq(webhookAttempts.status, 'scheduled'), lte(webhookAttempts.scheduledAt, before)))
            .limit(5000),
        ),
      )
      .returning({ id: webhookAttempts.id, scheduledAt: webhookAttempts.scheduledAt });
    await this.enqueue(lost);
    if (stuck.length || lost.length)
      this.deps.logger.warn('webhook attempts recovered', { interrupted: stuck.length, requeued: lost.length });
  }
}
