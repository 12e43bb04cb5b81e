import type { JobQueue } from '../../../jobs/queue';
import { scheduledJob } from '../../../jobs/scheduled-job';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import type { EventStore } from '../store/event-store';
import type { Rollups } from './rollups';

const queue = 'analytics-rollups';
const daysPerRun = 500;
const dayMs = 86_400_000;

/**
 * Every minute, one worker (pg-boss's schedule sends one job a minute whatever the number of
 * processes) brings the stale days' rollups up to date and deletes events past the retention.
 */
export function rollupJob(deps: { jobs: JobQueue; rollups: Rollups; store: EventStore; logger: Logger; retentionDays: number }): ModuleJob {
  return scheduledJob(deps.jobs, {
    queue,
    cron: '* * * * *',
    options: { retryLimit: 0, expireInSeconds: 600 },
    run: async () => {
      // Whole days only, so a day that still has events has all of them (Rollups.redoProject relies on
      // it); purged first, so a failing recompute never holds the retention up.
      const cutoff = new Date(Math.floor(Date.now() / dayMs - deps.retentionDays) * dayMs);
      await deps.store.purgeBefore(cutoff);
      await deps.rollups.forgetBefore(cutoff);
      const refreshed = await deps.rollups.refresh(null, daysPerRun);
      if (refreshed > 0) deps.logger.debug('analytics rollups refreshed', { days: refreshed });
    },
  });
}
