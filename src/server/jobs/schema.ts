import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The pg-boss jobs a process is running, while it runs them (ADR 042). The process renews its leases
 * as it lives; a lease no process renewed past its term belongs to one that died (a SIGKILL, a lost
 * host), and whichever process notices first hands its job back to the queue, long before pg-boss's own
 * expiry would.
 */
export const jobLeases = pgTable(
  'job_leases',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    processId: text('process_id').notNull(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_leases_process_idx').on(table.processId), index('job_leases_renewed_idx').on(table.renewedAt)],
);
