import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';
import { until } from './until';

/**
 * Waits until the job queue has nothing left to do now on `queues` (on every queue when none is
 * named): no job running, and none new or up for a retry whose time has come. A job one of them
 * queues while it runs is waited for too, if it is due. Jobs due later (a retry's backoff, a
 * scheduled post) do not count. The check that something did not happen goes after this, never
 * after a sleep. A queue no worker runs in this process never drains.
 */
export async function drained(db: Database, queues?: readonly string[]): Promise<void> {
  const named = queues?.length
    ? sql`and name in (${sql.join(
        queues.map((queue) => sql`${queue}`),
        sql`, `,
      )})`
    : sql``;
  await until(
    async () => {
      const result = await db.execute(
        sql`select count(*)::int as waiting from pgboss.job
            where (state = 'active' or (state in ('created', 'retry') and start_after <= now())) ${named}`,
      );
      return Number(rowsOf<{ waiting: number }>(result)[0]?.waiting ?? 0);
    },
    (waiting) => waiting === 0,
  );
}
