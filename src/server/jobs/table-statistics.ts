import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';
import type { JobQueue } from './queue';
import { scheduledJob } from './scheduled-job';

const queue = 'db-table-statistics';

/**
 * Every ten minutes on the embedded database, ANALYZE for each table that changed enough since it
 * was last analyzed: PostgreSQL's autovacuum does this, PGlite runs no autovacuum. Without statistics the planner takes every table for nearly empty and joins by
 * re-reading one side per row of the other: a revenue report over 15,000 events took 1.4 s, not
 * 15 ms. One table a statement, so requests get their turn between them.
 */
export function tableStatisticsJob(jobs: JobQueue, db: Database) {
  return scheduledJob(jobs, {
    queue,
    cron: '*/10 * * * *',
    options: { retryLimit: 0, expireInSeconds: 600 },
    run: () => analyzeChangedTables(db),
  });
}

/**
 * Analyzes each table whose size has moved by more than a page and a tenth since its last analysis
 * (never analyzed: any table of more than a page); answers their names. PGlite keeps no activity
 * counts to go by (its pg_stat_user_tables stays at zero), so the size on disk stands in for them.
 */
export async function analyzeChangedTables(db: Database): Promise<string[]> {
  const changed = rowsOf<{ name: string }>(
    await db.execute(sql`
      select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_toast%'
        and abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > 1 + 0.1 * c.relpages
      order by pg_relation_size(c.oid) desc`),
  ).map((row) => row.name);
  for (const name of changed) await db.execute(sql.raw(`analyze ${name}`));
  return changed;
}
