import type { JobQueue } from '../../../jobs/queue';
import { scheduledJob } from '../../../jobs/scheduled-job';
import type { ModuleJob } from '../../../server-module';
import type { WeeklySummaries } from './weekly-summary';

const queue = 'analytics-weekly-summaries';

/**
 * Mondays at 07:00 UTC, one worker (pg-boss's schedule sends one job whatever the number of
 * processes) sends last week's summaries; a run that fails is retried and skips what was sent.
 */
export function weeklySummaryJob(deps: { jobs: JobQueue; summaries: WeeklySummaries }): ModuleJob {
  return scheduledJob(deps.jobs, {
    queue,
    cron: '0 7 * * 1',
    options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 },
    run: async () => {
      await deps.summaries.send(new Date());
      await deps.summaries.forgetBefore(new Date(Date.now() - 366 * 86_400_000));
    },
  });
}
