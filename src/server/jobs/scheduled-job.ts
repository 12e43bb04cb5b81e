import type PgBoss from 'pg-boss';
import type { JobQueue } from './queue';

export interface ScheduledJobDefinition {
  /** The pg-boss queue's name, which is also the schedule's. */
  queue: string;
  /** When it runs, as cron in UTC. */
  cron: string;
  /** Retries and expiry of each scheduled run. */
  options: PgBoss.ScheduleOptions;
  /** The work of one scheduled run; throwing fails it (and retries it, as `options` say). */
  run(): Promise<unknown>;
}

/**
 * A job that runs on a schedule (a sweep of what is due, a clean-up): its queue made, its schedule
 * set, and a worker in this process. pg-boss runs each scheduled time once across processes. It is a
 * module's `ModuleJob` by shape: the contract (server-module.ts) sits above jobs/ (ADR 024).
 */
export function scheduledJob(jobs: JobQueue, definition: ScheduledJobDefinition): { queue: string; start(): Promise<void> } {
  const { queue, cron, options, run } = definition;
  return {
    queue,
    async start() {
      await jobs.createQueue(queue);
      await jobs.boss.schedule(queue, cron, {}, options);
      await jobs.work(queue, {}, async () => {
        await run();
      });
    },
  };
}
