import type PgBoss from 'pg-boss';
import type { Database } from '../../../db/database';
import type { JobQueue } from '../../../jobs/queue';
import { scheduledJob } from '../../../jobs/scheduled-job';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import { slotJobId } from '../engagement/sync-queue';
import type { MonitorRun } from './monitor-run';
import { socialListeningMonitors } from './schema';

const runQueue = 'social-listening-run';
const dueQueue = 'social-listening-due';

/** A scheduled check per monitor each quarter hour; a member's Check now at most once in ten seconds. */
const slotSeconds = { scheduled: 15 * 60, asked: 10 } as const;
const retryOptions = { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 } as const;

type RunJob = PgBoss.Job<{ monitorId: string; slot: string }>;

/**
 * The monitors' checks (ADR 036). A check's job id and its run's row are both made from the monitor
 * and the slot of the clock it was asked in, so a restart or a second click neither loses nor doubles one.
 */
export class ListeningQueue {
  constructor(private readonly deps: { db: Database; jobs: JobQueue; runs: MonitorRun; logger: Logger; clock: Clock }) {}

  async enqueue(monitorId: string, why: keyof typeof slotSeconds): Promise<void> {
    const slot = `${why}:${Math.floor(this.deps.clock.now() / (slotSeconds[why] * 1000))}`;
    await this.deps.jobs.send(runQueue, { monitorId, slot }, { id: slotJobId(`listening:${monitorId}:${slot}`), ...retryOptions });
  }

  jobs(): ModuleJob[] {
    return [
      {
        queue: runQueue,
        start: async () => {
          await this.deps.jobs.createQueue(runQueue);
          await this.deps.jobs.work<RunJob['data']>(runQueue, { batchSize: 2 }, async (jobs) => {
            await Promise.all(jobs.map((job) => this.run(job)));
          });
        },
      },
      scheduledJob(this.deps.jobs, {
        queue: dueQueue,
        cron: '*/15 * * * *',
        options: { retryLimit: 0, expireInSeconds: 300 },
        run: async () => {
          const monitors = await this.deps.db.select({ id: socialListeningMonitors.id }).from(socialListeningMonitors);
          for (const { id } of monitors) await this.enqueue(id, 'scheduled');
        },
      }),
    ];
  }

  private async run(job: RunJob): Promise<void> {
    const { monitorId, slot } = job.data;
    if (typeof monitorId !== 'string' || typeof slot !== 'string') return;
    await this.deps.runs.run(monitorId, slot).catch(async (error: Error) => {
      this.deps.logger.error('social listening run failed', { monitorId, error: error.message });
      await this.deps.jobs.boss.fail(runQueue, job.id, { message: 'The check could not finish.' });
    });
  }
}
