import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';

export interface JobCounts {
  /** Waiting to run, including retries. */
  pending: number;
  active: number;
  failed: number;
}

/**
 * The durable job queue (pg-boss) in Uplift's own database: PGlite through the shared connection, or
 * PostgreSQL through pg-boss's own pool. Workers run in this process.
 */
export class JobQueue {
  private constructor(
    readonly boss: PgBoss,
    private readonly database: DatabaseHandle,
  ) {}

  static async start(database: DatabaseHandle, options: { databaseUrl: string | undefined; logger: Logger }): Promise<JobQueue> {
    const boss = options.databaseUrl
      ? new PgBoss({ connectionString: options.databaseUrl, max: 4 })
      : new PgBoss({ db: { executeSql: requireExecuteSql(database) } });
    boss.on('error', (error) => options.logger.error('job queue error', { error: error.message }));
    await boss.start();
    return new JobQueue(boss, database);
  }

  /** For the admin panel: what waits, what runs, what failed. */
  async counts(): Promise<JobCounts> {
    const result = await this.database.db.execute<{ state: string; size: number }>(
      sql`select state, count(*)::int as size from pgboss.job group by state`,
    );
    const rows = rowsOf<{ state: string; size: number }>(result);
    const size = (...states: string[]) =>
      rows.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + Number(row.size), 0);
    return { pending: size('created', 'retry'), active: size('active'), failed: size('failed') };
  }

  /** The data of a queue's jobs that still wait to run (new, or waiting for a retry). */
  async waitingJobData<Data>(queue: string): Promise<Data[]> {
    const result = await this.database.db.execute<{ data: Data }>(
      sql`select data from pgboss.job where name = ${queue} and state in ('created', 'retry')`,
    );
    return rowsOf<{ data: Data }>(result).map((row) => row.data);
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, close: true, timeout: 5000 });
  }
}


function requireExecuteSql(database: DatabaseHandle) {
  if (!database.executeSql) throw new Error('The embedded database gives pg-boss no SQL connection');
  return database.executeSql;
}
