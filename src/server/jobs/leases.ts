import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';
import type { Logger } from '../logger';
import { jobLeases } from './schema';

/** How often a process renews its leases, and how long one lasts unrenewed (ADR 042). */
export interface LeaseTerms {
  renewMs: number;
  expireMs: number;
}

/** Three missed renewals: the process has died, or hangs past anything a job may wait for. */
export const defaultLeaseTerms: LeaseTerms = { renewMs: 10_000, expireMs: 30_000 };

/**
 * The leases on the jobs this process runs (schema.ts). Each process renews its own, and hands back
 * to the queue the jobs of any process whose leases ran out: pg-boss would otherwise leave them
 * active until their expiry (up to half an hour) before retrying them. The handlers are idempotent
 * (a delivery is recorded once), so a job handed back by mistake — a process frozen past the term —
 * runs again without doing anything twice.
 */
export class JobLeases {
  /** This process among the database's workers: its host and pid, for an operator reading the table. */
  readonly processId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly held = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly terms: LeaseTerms = defaultLeaseTerms,
    /** Told which queues got jobs back, so that this process's workers fetch them at once. */
    private readonly onHandedBack: (queues: string[]) => void = () => undefined,
  ) {}

  /**
   * Starts renewing and watching. `soleWorker` (the embedded database, one process): every lease
   * already there was left by this process's last run, which has died, so its jobs go back at once.
   */
  async start(soleWorker: boolean): Promise<void> {
    if (soleWorker) await this.handBack(sql`true`);
    this.timer = setInterval(() => void this.tick(), this.terms.renewMs);
    this.timer.unref();
  }

  async take(queue: string, jobIds: string[]): Promise<void> {
    if (jobIds.length === 0) return;
    for (const id of jobIds) this.held.add(id);
    await this.db
      .insert(jobLeases)
      .values(jobIds.map((jobId) => ({ jobId, queue, processId: this.processId })))
      .onConflictDoUpdate({ target: jobLeases.jobId, set: { processId: this.processId, renewedAt: sql`now()` } });
  }

  async release(jobIds: string[]): Promise<void> {
    for (const id of jobIds) this.held.delete(id);
    if (jobIds.length > 0) await this.db.delete(jobLeases).where(inArray(jobLeases.jobId, jobIds));
  }

  /**
   * Stopping: the jobs whose handlers have not finished go back to the queue for another process.
   * Called once pg-boss has stopped this process's workers (it fails what they still held: handing
   * back turns those into retries due now).
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    if (this.held.size === 0) return;
    const handedBack = await this.handBack(eq(jobLeases.processId, this.processId), ['active', 'retry', 'failed']);
    if (handedBack > 0) this.logger.info('jobs handed back to the queue on shutdown', { jobs: handedBack });
    this.held.clear();
  }

  private async tick(): Promise<void> {
    try {
      if (this.held.size > 0) {
        await this.db
          .update(jobLeases)
          .set({ renewedAt: sql`now()` })
          .where(eq(jobLeases.processId, this.processId));
      }
      const expired = sql`${jobLeases.renewedAt} < now() - ${this.terms.expireMs} * interval '1 millisecond'`;
      // The hand-back touches every queue's part of pg-boss's table (dear on PGlite): only when there is one.
      const [anyExpired] = await this.db.select({ jobId: jobLeases.jobId }).from(jobLeases).where(expired).limit(1);
      if (!anyExpired) return;
      const handedBack = await this.handBack(expired);
      if (handedBack > 0) this.logger.warn('jobs of a process that stopped answering handed back to the queue', { jobs: handedBack });
    } catch (error) {
      this.logger.warn('job leases could not be renewed', { error: (error as Error).message });
    }
  }

  /**
   * Removes the leases `where` selects and makes their jobs due again. The delete claims each lease for
   * one process only; a job already finished or taken again is left as it is.
   */
  private async handBack(where: SQL, states: readonly string[] = ['active']): Promise<number> {
    const result = await this.db.execute<{ name: string }>(sql`
      with gone as (delete from ${jobLeases} where ${where} returning ${jobLeases.jobId} as job_id, ${jobLeases.queue} as queue)
      update pgboss.job as job
        set state = 'retry', start_after = now(), completed_on = null
        from gone
        where job.name = gone.queue and job.id = gone.job_id
          and job.state::text in (${sql.join(
            states.map((state) => sql`${state}`),
            sql`, `,
          )})
      returning job.name`);
    const queues = rowsOf<{ name: string }>(result).map((row) => row.name);
    if (queues.length > 0) this.onHandedBack([...new Set(queues)]);
    return queues.length;
  }
}
