import { type SQL, and, count, eq, inArray, lt, notInArray, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../db/database';
import { ServiceError } from '../lib/service-error';
import type { Logger } from '../logger';
import type { JobQueue } from './queue';

/** A running job says it is alive this often, whatever it is waiting for (a page, a reader, the AI). */
export const heartbeatMs = 10_000;
/** Three missed heartbeats: the process that ran it has died (a crash, a kill, a restart). */
export const runningSilentMs = 3 * heartbeatMs;
/** Runs of one record, its first included, before one cut off again ends as failed: it may be what brings its process down. */
export const defaultMaxAttempts = 3;

/**
 * The table a feature keeps its job records in: one row per run that the screens read, with at least
 * these columns (more, such as progress or a result, are the feature's own).
 */
export type JobRecordTable = PgTable & {
  id: AnyPgColumn;
  workspaceId: AnyPgColumn;
  status: AnyPgColumn;
  error: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

type JobStatus = 'queued' | 'running' | 'done' | 'failed';
type RecordOf<Table extends JobRecordTable> = Table['$inferSelect'] & { id: string; workspaceId: string; status: JobStatus };
type ValuesOf<Table extends JobRecordTable> = Partial<Table['$inferInsert']> | Record<string, SQL | unknown>;

/** Thrown by a run to end as failed with a text the user can read. */
export class JobFailure extends Error {}

/**
 * Thrown by a run its process stopped (a server shutting down): the record is left running, to be
 * settled at the next start like a run whose process died (queued again, or failed).
 */
export class JobInterrupted extends Error {}

/** What a run has in hand: its record, and a way to write progress to it (the screen polls it). */
export interface RunningJob<Table extends JobRecordTable> {
  record: RecordOf<Table>;
  update(values: ValuesOf<Table>): Promise<void>;
}

export interface TrackedJobDefinition<Table extends JobRecordTable> {
  /** The pg-boss queue's name. */
  queue: string;
  records: Table;
  /** Does the work; what it returns is written with the status done. Throwing ends it as failed. */
  run(job: RunningJob<Table>): Promise<ValuesOf<Table> | void>;
  /** The error a record ends with when its run fails without a JobFailure, or dies: a text or a per-row SQL expression. */
  failedText: string | SQL;
  /** How long one run may take before pg-boss gives up on its job. */
  expireInSeconds(record: RecordOf<Table>): number;
  /** Runs at once in this process, across workspaces. */
  workers?: number;
  /** A queued record whose job has not started by then never will (its job expired): it is taken up as one whose process died. */
  queuedTimeoutMs?: number;
  /**
   * How a run cut off by its process's death (a restart, a deploy, a SIGKILL; ADR 042) runs again,
   * queued anew: every job says, so that its author has made sure it is safe.
   * - 'start-over': from the start, for work whose effects the new run replaces (upserted, or
   *   written only as it ends);
   * - 'carry-on': from what its record says was done, for work whose effects add up (one draft per
   *   topic): the run reads its record, so a first run starts at nothing.
   * Either way it runs at most `maxAttempts` times: cut off again, it ends as failed.
   */
  restart: 'start-over' | 'carry-on';
  /** Runs in all of one record before one cut off ends as failed ({@link defaultMaxAttempts}); 1 for work that must not run twice. */
  maxAttempts?: number;
  /** At most this many queued or running per workspace, refused with `refusal`. */
  perWorkspace?: { limit: number; refusal: () => ServiceError };
}

export interface TrackedJobDeps {
  db: Database;
  jobs: JobQueue;
  logger: Logger;
  /** True where this process is the database's only worker (PGlite): what it left running at its last stop has died. */
  soleWorker: boolean;
}

/** A job's data: its record, and which run of the record it is (jobs queued before runs were counted have none: the first). */
const payloadSchema = z.object({ recordId: z.string().uuid(), attempt: z.number().int().positive().optional() });

/**
 * One long task as a durable job: its record goes queued → running → done or failed; a running one
 * keeps a heartbeat, and one whose process died (silent past three heartbeats, or queued past its
 * job's expiry) is queued again (or ends as failed, past its `maxAttempts`) when its handed-back job comes
 * to another process, when a screen reads it, or at the embedded server's start. A job delivered
 * twice runs once.
 */
export class TrackedJob<Table extends JobRecordTable> {
  private readonly records: Table;

  constructor(
    private readonly definition: TrackedJobDefinition<Table>,
    private readonly deps: TrackedJobDeps,
  ) {
    this.records = definition.records;
  }

  get queue(): string {
    return this.definition.queue;
  }

  /** Makes the queue, settles what the last run of this process left, and starts the workers (a module's job). */
  async start(): Promise<void> {
    const { jobs, soleWorker } = this.deps;
    const { queue, workers = 1 } = this.definition;
    await jobs.createQueue(queue);
    if (soleWorker) await this.failInterrupted();
    for (let worker = 0; worker < workers; worker++) {
      await jobs.work(queue, { includeMetadata: true }, async ([job]) => {
        const payload = payloadSchema.safeParse(job?.data);
        // Sent with no retries: a job delivered again was handed back from a process that died (leases.ts).
        if (payload.success) await this.runRecord(payload.data, (job?.retryCount ?? 0) > 0);
      });
    }
  }

  /**
   * Queues the run of a record just stored (status queued). A record that could not be queued ends
   * as failed at once: left queued, it would hold its slot and its screen until the queue's timeout.
   */
  async enqueue(record: RecordOf<Table>, attempt = 1): Promise<void> {
    const { queue } = this.definition;
    try {
      // pg-boss answers null, not an error, when it stores no job (its queue does not exist).
      const jobId = await this.deps.jobs.send(
        queue,
        { recordId: record.id, attempt },
        { retryLimit: 0, expireInSeconds: this.definition.expireInSeconds(record) },
      );
      if (jobId === null) throw new Error(`pg-boss did not queue a job on ${queue}`);
    } catch (error) {
      await this.fail(and(eq(this.records.id, record.id), eq(this.records.status, 'queued'))).catch((failing: Error) => {
        this.deps.logger.warn('job record left queued: it could not be queued nor marked failed', {
          queue,
          recordId: record.id,
          error: failing.message,
        });
      });
      throw error;
    }
  }

  /** Refuses one more while the workspace has its limit under way (dead ones are ended first). */
  async ensureRoomFor(workspaceId: string): Promise<void> {
    const { perWorkspace } = this.definition;
    if (!perWorkspace) return;
    await this.failAbandoned(workspaceId);
    const [underWay] = await this.deps.db
      .select({ value: count() })
      .from(this.records as PgTable)
      .where(and(eq(this.records.workspaceId, workspaceId), inArray(this.records.status, ['queued', 'running'])));
    if ((underWay?.value ?? 0) >= perWorkspace.limit) throw perWorkspace.refusal();
  }

  /**
   * Queues again (or ends as failed, past its `maxAttempts`) the workspace's records whose process died:
   * running ones silent past three heartbeats, and queued ones past the queue's timeout. Called before
   * the screens read them.
   */
  async failAbandoned(workspaceId: string): Promise<void> {
    const now = Date.now();
    const { queuedTimeoutMs } = this.definition;
    const silentRunning = this.silentRunning(now);
    const expiredQueued = queuedTimeoutMs
      ? and(eq(this.records.status, 'queued'), lt(this.records.updatedAt, new Date(now - queuedTimeoutMs)))
      : undefined;
    await this.settle(and(eq(this.records.workspaceId, workspaceId), or(silentRunning, expiredQueued)));
  }

  /**
   * At start, where this process is the only worker: records still running were cut off, and queued
   * ones whose job no longer waits have nothing to start them; they end as failed or are queued again.
   * Queued ones with a waiting job run once.
   */
  private async failInterrupted(): Promise<void> {
    const waiting = await this.deps.jobs.waitingJobData<unknown>(this.definition.queue);
    const waitingIds = waiting.flatMap((data) => {
      const payload = payloadSchema.safeParse(data);
      return payload.success ? [payload.data.recordId] : [];
    });
    await this.settle(
      or(eq(this.records.status, 'running'), and(eq(this.records.status, 'queued'), notInArray(this.records.id, waitingIds))),
    );
  }

  private silentRunning(now: number): SQL | undefined {
    return and(eq(this.records.status, 'running'), lt(this.records.updatedAt, new Date(now - runningSilentMs)));
  }

  /**
   * What a dead process left: queued again with a new job, the next run's, or failed once it has run
   * `maxAttempts` times. Each update claims its record once across processes (`where` no longer
   * holds for a record another has just queued again).
   */
  private async settle(where: SQL | undefined): Promise<void> {
    const { maxAttempts = defaultMaxAttempts } = this.definition;
    const abandoned = (await this.deps.db
      .select({ id: this.records.id })
      .from(this.records as PgTable)
      .where(where)) as { id: string }[];
    for (const { id } of abandoned) {
      const still = and(eq(this.records.id, id), where);
      const attempts = await this.attemptsOf(id);
      if (attempts >= maxAttempts) {
        this.deps.logger.warn('job cut off too often: failed', { queue: this.definition.queue, recordId: id, attempts });
        await this.fail(still);
        continue;
      }
      const [requeued] = (await this.deps.db
        .update(this.records as PgTable)
        .set({ status: 'queued', updatedAt: new Date() } as never)
        .where(still)
        .returning()) as RecordOf<Table>[];
      if (requeued) await this.enqueue(requeued, attempts + 1);
    }
  }

  /** The runs a record has had: the highest attempt among the jobs sent for it. */
  private async attemptsOf(recordId: string): Promise<number> {
    const sent = await this.deps.jobs.sentJobData<unknown>(this.definition.queue, 'recordId', recordId);
    return Math.max(1, ...sent.map((data) => payloadSchema.safeParse(data).data?.attempt ?? 1));
  }

  /**
   * A job whose record was not queued: taken by another job, or running still. A job handed back from
   * a process that died finds its record running, and takes it up now rather than when a screen next
   * reads it: at once if its heartbeat is silent too, else with one more job due when it will be (the
   * lease and the heartbeat keep time apart). That job is not handed back, so it sends none.
   */
  private async takeUpIfDead(recordId: string, attempt: number, handedBack: boolean): Promise<void> {
    const byId = eq(this.records.id, recordId);
    await this.settle(and(byId, this.silentRunning(Date.now())));
    if (!handedBack) return;
    const [left] = (await this.deps.db
      .select()
      .from(this.records as PgTable)
      .where(and(byId, eq(this.records.status, 'running')))) as RecordOf<Table>[];
    if (!left) return;
    const silentAt = new Date((left.updatedAt as Date).getTime() + runningSilentMs + 1000);
    await this.deps.jobs.send(
      this.definition.queue,
      { recordId, attempt },
      { retryLimit: 0, startAfter: silentAt, expireInSeconds: this.definition.expireInSeconds(left) },
    );
  }

  private async fail(where: SQL | undefined): Promise<void> {
    await this.deps.db
      .update(this.records as PgTable)
      .set({ status: 'failed', error: this.definition.failedText, updatedAt: new Date() } as never)
      .where(where);
  }

  /** Claims the record (one worker only, even if the job came twice), runs it with a heartbeat, and ends it. */
  private async runRecord({ recordId, attempt = 1 }: z.infer<typeof payloadSchema>, handedBack: boolean): Promise<void> {
    const { db, logger } = this.deps;
    const byId = eq(this.records.id, recordId);
    const [record] = (await db
      .update(this.records as PgTable)
      .set({ status: 'running', updatedAt: new Date() } as never)
      .where(and(byId, eq(this.records.status, 'queued')))
      .returning()) as RecordOf<Table>[];
    if (!record) return this.takeUpIfDead(recordId, attempt, handedBack);
    const update = async (values: ValuesOf<Table>) => {
      await db
        .update(this.records as PgTable)
        .set({ ...values, updatedAt: new Date() } as never)
        .where(byId);
    };
    const heartbeat = setInterval(() => {
      void db
        .update(this.records as PgTable)
        .set({ updatedAt: new Date() } as never)
        .where(and(byId, eq(this.records.status, 'running')))
        .catch(() => undefined);
    }, heartbeatMs);
    heartbeat.unref();
    try {
      const finished = await this.definition.run({ record, update });
      await update({ ...finished, status: 'done' });
    } catch (error) {
      if (error instanceof JobInterrupted) return;
      logger.warn('job failed', { queue: this.definition.queue, recordId, error: (error as Error).message });
      await update({ status: 'failed', error: error instanceof JobFailure ? error.message : this.definition.failedText });
    } finally {
      clearInterval(heartbeat);
    }
  }
}
