import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import { DueJobsLookOut } from './due-jobs-look-out';
import { JobLeases, type LeaseTerms } from './leases';

/**
 * How often each worker polls on its own: a safety net only (the look-out finds what is due). Every
 * queue polling every 2 seconds (pg-boss's default) kept an idle embedded instance busy about 9% of a core.
 */
const safetyNetPollSeconds = 60;

export interface JobCounts {
  /** Waiting to run, including retries. */
  pending: number;
  active: number;
  failed: number;
}

/**
 * The durable job queue (pg-boss) in Uplift's own database: PGlite through the shared connection, or
 * PostgreSQL through pg-boss's own pool. Workers run in this process unless it only serves (ADR 042);
 * each job a worker runs is leased (leases.ts), so that a process that dies hands its jobs on.
 *
 * A job this process queues to run now wakes its queue's workers at once; the process's look-out
 * (due-jobs-look-out.ts) wakes those of the queues with a job due otherwise, within 2 seconds; a
 * worker that has run a job looks for the next at once (a backlog, such as the runs a restart takes
 * up again, goes one after another rather than a poll apart). The workers' own polling is only a
 * safety net, a minute apart: one query every 2 seconds costs less than each queue's own.
 */
export class JobQueue {
  /** Each queue's workers in this process, by pg-boss's worker id. */
  private readonly workerIds = new Map<string, string[]>();

  private readonly leases: JobLeases;
  private readonly lookOut: DueJobsLookOut;
  /** The queues the database had at this process's first createQueue(), with those it made since. */
  private knownQueues: Promise<Set<string>> | undefined;

  private constructor(
    readonly boss: PgBoss,
    private readonly database: DatabaseHandle,
    private readonly runsHere: (queue: string) => boolean,
    logger: Logger,
    leaseTerms: LeaseTerms | undefined,
  ) {
    this.leases = new JobLeases(database.db, logger, leaseTerms, (queues) => queues.forEach((queue) => this.wake(queue)));
    this.lookOut = new DueJobsLookOut(
      database,
      logger,
      () => [...this.workerIds.keys()],
      (queue) => this.wake(queue),
    );
  }

  /**
   * `workers` names the queues whose workers run in this process (none in a process that only
   * serves; a few in tests); the others' queues and schedules are still made, and their jobs wait
   * for a process that runs them. Every queue's workers run when it is not given.
   */
  static async start(
    database: DatabaseHandle,
    options: {
      databaseUrl: string | undefined;
      /** On PostgreSQL, the most connections pg-boss opens (4 unless given). */
      poolSize?: number;
      logger: Logger;
      workers?: readonly string[];
      leaseTerms?: LeaseTerms;
    },
  ): Promise<JobQueue> {
    const boss = options.databaseUrl
      ? new PgBoss({ connectionString: options.databaseUrl, max: options.poolSize ?? 4 })
      : new PgBoss({ db: { executeSql: requireExecuteSql(database) } });
    boss.on('error', (error) => options.logger.error('job queue error', { error: error.message }));
    await boss.start();
    const { workers } = options;
    const queue = new JobQueue(boss, database, workers ? (name) => workers.includes(name) : () => true, options.logger, options.leaseTerms);
    if (workers?.length !== 0) {
      await queue.leases.start(database.driver === 'pglite');
      queue.lookOut.start();
    }
    return queue;
  }

  /** This process among the database's workers (its leases name it). */
  get processId(): string {
    return this.leases.processId;
  }

  /**
   * pg-boss's work(), remembered so that a job queued by this process, or found due by the look-out,
   * wakes the worker; it polls on its own only as a safety net (unless `options` say). On a queue
   * whose workers do not run here (`workers` at start) it starts none, and answers an id no worker has.
   */
  async work<Data>(
    queue: string,
    options: PgBoss.WorkOptions & { includeMetadata: true },
    handler: PgBoss.WorkWithMetadataHandler<Data>,
  ): Promise<string>;
  async work<Data>(queue: string, options: PgBoss.WorkOptions, handler: PgBoss.WorkHandler<Data>): Promise<string>;
  async work<Data>(
    queue: string,
    options: PgBoss.WorkOptions,
    handler: PgBoss.WorkHandler<Data> | PgBoss.WorkWithMetadataHandler<Data>,
  ): Promise<string> {
    if (!this.runsHere(queue)) return `not-run-here:${queue}`;
    const leased = async (jobs: PgBoss.Job<Data>[]) => {
      const ids = jobs.map((job) => job.id);
      await this.leases.take(queue, ids);
      try {
        return await (handler as PgBoss.WorkHandler<Data>)(jobs);
      } finally {
        // A lease left behind is harmless: handing back a job that is no longer active changes nothing.
        await this.leases.release(ids).catch(() => undefined);
        this.wake(queue);
      }
    };
    const id = await this.boss.work<Data>(queue, { pollingIntervalSeconds: safetyNetPollSeconds, ...options }, leased);
    this.workerIds.set(queue, [...(this.workerIds.get(queue) ?? []), id]);
    return id;
  }

  /**
   * pg-boss's createQueue(), asked only for a queue the database lacks: a start makes some forty, one
   * round trip each, where one read of the queues answers almost all of them. Making one is idempotent,
   * so a queue another process made meanwhile is at worst asked for again.
   */
  async createQueue(queue: string): Promise<void> {
    this.knownQueues ??= this.boss.getQueues().then(
      (queues) => new Set(queues.map(({ name }) => name)),
      (error: unknown) => {
        // Read again by the next call: a failed read is not remembered.
        this.knownQueues = undefined;
        throw error;
      },
    );
    const known = await this.knownQueues;
    if (known.has(queue)) return;
    await this.boss.createQueue(queue);
    known.add(queue);
  }

  /** pg-boss's send(); a job to run now wakes this process's workers of its queue. */
  async send(queue: string, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> {
    const id = await this.boss.send(queue, data, options);
    if (id !== null && runsNow(options.startAfter)) this.wake(queue);
    return id;
  }

  /** pg-boss's insert(): many jobs in one statement, waking the workers of their queues. */
  async insert(jobs: PgBoss.JobInsert[]): Promise<void> {
    await this.boss.insert(jobs);
    for (const queue of new Set(jobs.filter((job) => runsNow(job.startAfter)).map((job) => job.name))) this.wake(queue);
  }

  /** Makes this process's workers of `queue` fetch now instead of at their next poll. */
  wake(queue: string): void {
    for (const id of this.workerIds.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  /** For the admin panel: what waits, what runs, what failed. */
  async counts(): Promise<JobCounts> {
    const result = await this.database.db.execute<{ state: string; size: number }>(
      sql`select state, count(*)::int as size from pgboss.job group by state`,
    );
    const rows = rowsOf<{ state: string; size: number }>(result);
    const size = (...states: string[]) => rows.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + Number(row.size), 0);
    return { pending: size('created', 'retry'), active: size('active'), failed: size('failed') };
  }

  /** The data of a queue's jobs that still wait to run (new, or waiting for a retry). */
  async waitingJobData<Data>(queue: string): Promise<Data[]> {
    const result = await this.database.db.execute<{ data: Data }>(
      sql`select data from pgboss.job where name = ${queue} and state in ('created', 'retry')`,
    );
    return rowsOf<{ data: Data }>(result).map((row) => row.data);
  }

  /**
   * The data of every job sent on `queue` whose data has `field` equal to `value`, whatever became of
   * it: pg-boss keeps a job a week (archived 12 hours after it ended).
   */
  async sentJobData<Data>(queue: string, field: string, value: string): Promise<Data[]> {
    const result = await this.database.db.execute<{ data: Data }>(sql`
      select data from pgboss.job where name = ${queue} and data->>${field} = ${value}
      union all
      select data from pgboss.archive where name = ${queue} and data->>${field} = ${value}`);
    return rowsOf<{ data: Data }>(result).map((row) => row.data);
  }

  /**
   * Stops fetching, waits up to `timeoutMs` for the jobs under way to finish, then hands back to the
   * queue the ones that did not (another process, or this one's next start, runs them).
   */
  async stop(timeoutMs = 5000): Promise<void> {
    this.lookOut.stop();
    await this.boss.stop({ graceful: true, close: true, timeout: timeoutMs });
    await this.leases.stop();
  }
}

/** Whether a job's start (pg-boss: a delay in seconds, or a time) is already due. */
function runsNow(startAfter: number | string | Date | undefined): boolean {
  if (startAfter === undefined) return true;
  if (typeof startAfter === 'number') return startAfter <= 0;
  return new Date(startAfter).getTime() <= Date.now();
}

function requireExecuteSql(database: DatabaseHandle) {
  if (!database.executeSql) throw new Error('The embedded database gives pg-boss no SQL connection');
  return database.executeSql;
}
