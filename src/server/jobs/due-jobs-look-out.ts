import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { isDuplicatePreparedStatement } from '../db/errors';
import { rowsOf } from '../db/rows';
import type { Logger } from '../logger';

/** How long a job may wait, due, before this process's workers of its queue look for it. */
export const lookOutMs = 2000;

/** Every queue's, filtered in the process: naming its queues made the query dearer on PGlite. */
const dueQueues = sql`select distinct name from pgboss.job where state < 'active' and start_after < now()`;

/** The statement prepared once on PGlite's one session. */
const preparedName = 'uplift_due_queues';

/**
 * One query every couple of seconds in a process that runs workers, instead of each of its queues'
 * workers polling on its own: which of these queues have a job due now? Their workers are woken.
 * It finds what this process did not queue to run now: a job for later come due, a retry past its
 * delay, a scheduled run (pg-boss queues those itself), a job another process sent (ADR 042).
 */
export class DueJobsLookOut {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private failing = false;
  private prepared = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly logger: Logger,
    /** The queues whose workers run in this process. */
    private readonly queues: () => string[],
    private readonly wake: (queue: string) => void,
  ) {}

  start(): void {
    // A timeout after each look rather than an interval: a slow database is not asked twice at once.
    this.timer = setTimeout(() => void this.look().finally(() => this.stopped || this.start()), lookOutMs);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async look(): Promise<void> {
    const queues = new Set(this.queues());
    if (queues.size === 0) return;
    try {
      for (const name of await this.dueQueueNames()) if (queues.has(name)) this.wake(name);
      this.failing = false;
    } catch (error) {
      // Once while it lasts: the workers' own slow polling still runs what is due.
      if (!this.failing) this.logger.warn('due jobs could not be looked for', { error: (error as Error).message });
      this.failing = true;
    }
  }

  /**
   * PGlite plans a query over every queue's part of pg-boss's table anew each time it is sent, which
   * took it tens of milliseconds: prepared once, it runs in about one (a new queue makes it plan again).
   */
  private async dueQueueNames(): Promise<string[]> {
    const { db, driver } = this.database;
    if (driver === 'pglite' && !this.prepared) {
      await db.execute(sql`prepare ${sql.raw(preparedName)} as ${dueQueues}`).catch((error: unknown) => {
        if (!isDuplicatePreparedStatement(error)) throw error;
      });
      this.prepared = true;
    }
    const result = await db.execute<{ name: string }>(driver === 'pglite' ? sql.raw(`execute ${preparedName}`) : dueQueues);
    return rowsOf<{ name: string }>(result).map((row) => row.name);
  }
}
