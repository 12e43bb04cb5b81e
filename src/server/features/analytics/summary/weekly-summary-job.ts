import type { JobQueue } from '../../../jobs/queue';
import type { ModuleJob } from '../../../server-module';
import type { WeeklySummaries } from './weekly-summary';

const queue = 'analytics-weekly-summaries';

/**
 * Mondays at 07:00 UTC, one worker (pg-boss's schedule sends one job whatever the number of
 * processes) sends last week's summaries; a run that fails is retried and skips what was sent.
 */
export function weeklySummaryJob(deps: { jobs: JobQueue; summaries: WeeklySummaries }): ModuleJob {
  return {
    queue,
    async start() {
      const { boss } = deps.jobs;
      await boss.createQueue(queue);
      await boss.schedule(queue, '0 7 * * 1', {}, { retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 });
      await boss.work(queue, async () => {
        await deps.summaries.send(new Date());
        await deps.summaries.forgetBefore(new Date(Date.now() - 366 * 86_400_000));
      });
    },
  };
}
