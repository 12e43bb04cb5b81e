import { createHash } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../../../db/database';
import type { JobQueue } from '../../../jobs/queue';
import { scheduledJob } from '../../../jobs/scheduled-job';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import { socialAccounts } from '../schema';
import type { AccountSync } from './account-sync';
import type { Clock } from '../../../lib/clock';

const syncQueue = 'social-account-sync';
const dueQueue = 'social-accounts-due';

/** How often each kind of sync may be queued per account: clicks and a slow network never pile jobs up. */
const slotSeconds = { scheduled: 60, asked: 10, waited: 60 } as const;
const retryOptions = { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 } as const;
/**
 * A sync a network's rate limit turned away runs again when the limit resets (once; after that the
 * queue's retries take over): no sooner than a retry would, no later than the next scheduled sync.
 */
const waitBounds = { leastMs: retryOptions.retryDelay * 1000, mostMs: 15 * 60_000 };

type SyncJob = PgBoss.Job<{ accountId: string; why?: keyof typeof slotSeconds }>;

/**
 * The syncs' jobs: every connected account every fifteen minutes, and one at once when a member asks
 * (Sync now). The two are throttled apart: a click just after the scheduled sync has run still syncs.
 * Two syncs of one account at once are harmless: what they write is keyed and written once.
 */
export class SyncQueue {
  constructor(private readonly deps: { db: Database; jobs: JobQueue; sync: AccountSync; logger: Logger; clock: Clock }) {}

  async enqueue(accountId: string, why: keyof typeof slotSeconds, at?: Date): Promise<void> {
    // One job per account and kind a slot of the clock's: the job's id is made from the three, and
    // pg-boss stores an id once on a queue (it answers null for the second), whatever the queue's policy.
    const slot = Math.floor(this.deps.clock.now() / (slotSeconds[why] * 1000));
    const id = slotJobId(`${why}:${accountId}:${slot}`);
    await this.deps.jobs.send(syncQueue, { accountId, why }, { id, ...retryOptions, ...(at ? { startAfter: at } : {}) });
  }

  jobs(): ModuleJob[] {
    return [
      {
        queue: syncQueue,
        start: async () => {
          await this.deps.jobs.createQueue(syncQueue);
          await this.deps.jobs.work<SyncJob['data']>(syncQueue, { batchSize: 5 }, async (jobs) => {
            await Promise.all(jobs.map((job) => this.run(job)));
          });
        },
      },
      scheduledJob(this.deps.jobs, {
        queue: dueQueue,
        cron: '*/15 * * * *',
        options: { retryLimit: 0, expireInSeconds: 300 },
        run: async () => {
          const connected = await this.deps.db
            .select({ id: socialAccounts.id })
            .from(socialAccounts)
            .where(and(eq(socialAccounts.status, 'connected'), isNotNull(socialAccounts.credentials)));
          for (const { id } of connected) await this.enqueue(id, 'scheduled');
        },
      }),
    ];
  }

  private async run(job: SyncJob): Promise<void> {
    const { accountId, why } = job.data;
    if (typeof accountId !== 'string') return;
    const outcome = await this.deps.sync.run(accountId).catch((error: Error) => {
      this.deps.logger.error('social account sync failed', { accountId, error: error.message });
      return 'retry' as const;
    });
    if (typeof outcome === 'object' && why !== 'waited') {
      const waitMs = Math.min(Math.max(outcome.waitMs, waitBounds.leastMs), waitBounds.mostMs);
      await this.enqueue(accountId, 'waited', new Date(Date.now() + waitMs));
    } else if (outcome === 'retry' || typeof outcome === 'object') {
      await this.deps.jobs.boss.fail(syncQueue, job.id, { message: 'The network was unavailable.' });
    }
  }
}

/** A job id (a UUID's shape) that is the same for the same key, and, by a hash, another for another key. */
export function slotJobId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
