import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../../../db/database';
import type { JobQueue } from '../../../jobs/queue';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import { socialAccounts, socialPosts, socialPostTargets } from '../schema';
import type { Publisher } from './publisher';
import { scheduledJob } from '../../../jobs/scheduled-job';

const publishQueue = 'social-publish';
/** Posts with a video have a queue of their own: an upload of minutes holds back no batch of other posts. */
const videoQueue = 'social-publish-videos';
const dueQueue = 'social-posts-due';
/**
 * Posts one worker fetches at once and publishes side by side, the workers per process, and how long
 * a run may take: a video is published alone, and its upload may run 14 minutes (YouTube's deadline).
 */
const pace = {
  [publishQueue]: { batchSize: 50, workers: 2, expireInSeconds: 600 },
  [videoQueue]: { batchSize: 1, workers: 2, expireInSeconds: 900 },
} as const;
/** A scheduled post this late, and not requeued within as long, has lost its job: it gets a new one. */
const lateAfterMs = 2 * 60_000;
/**
 * A post publishing this long without a change has lost its job too: each run that leaves it for a
 * retry marks it, and no wait between two runs is this long (pg-boss's backoff, at most 25 minutes
 * for a network's asked wait).
 */
const stalledAfterMs = 30 * 60_000;

/** Tried again six times with pg-boss's backoff (about 10 s, 20 s, 40 s… with jitter), over 10 to 21 minutes. */
const retryOptions = { retryLimit: 6, retryDelay: 10, retryBackoff: true } as const;
/**
 * The longest a network's asked wait (Retry-After, a rate limit's reset) is waited for: less than a
 * stalled post's 30 minutes, so the minute's check does not take a waiting post for a lost one. Each
 * target's attempts stay capped.
 */
const longestWaitMs = 25 * 60_000;

type Queue = keyof typeof pace;

/** A post's job: at its time, on the video queue when the post has a video. */
export interface DuePost {
  postId: string;
  at: Date;
  video: boolean;
}

export function hasVideo(media: ReadonlyArray<{ kind?: string }>): boolean {
  return media.some((file) => file.kind === 'video');
}

/**
 * The posts' jobs (pg-boss): one per post at its time, which survives restarts and is retried with
 * backoff while a network is unavailable; and a minute's check that gives a post whose job was lost
 * a new one. A run more than needed is harmless: the post and each target are claimed before use.
 */
export class PublishQueue {
  constructor(private readonly deps: { db: Database; jobs: JobQueue; publisher: Publisher; logger: Logger }) {}

  async enqueue(post: DuePost): Promise<void> {
    await this.deps.jobs.send(queueOf(post), { postId: post.postId }, jobOptions(post));
  }

  /** Many posts' jobs in one statement (an import). */
  async enqueueMany(posts: readonly DuePost[]): Promise<void> {
    if (posts.length === 0) return;
    await this.deps.jobs.insert(posts.map((post) => ({ name: queueOf(post), data: { postId: post.postId }, ...jobOptions(post) })));
  }

  jobs(): ModuleJob[] {
    return [
      this.workers(publishQueue),
      this.workers(videoQueue),
      scheduledJob(this.deps.jobs, {
        queue: dueQueue,
        cron: '* * * * *',
        options: { retryLimit: 0, expireInSeconds: 120 },
        run: () => this.requeueLost(),
      }),
    ];
  }

  private workers(queue: Queue): ModuleJob {
    const { batchSize, workers } = pace[queue];
    return {
      queue,
      start: async () => {
        const { boss } = this.deps.jobs;
        await this.deps.jobs.createQueue(queue);
        for (let worker = 0; worker < workers; worker++) {
          // The handler may run before work() answers the worker's id.
          const held = { id: '' };
          held.id = await this.deps.jobs.work<{ postId: string }>(queue, { batchSize, includeMetadata: true }, async (jobs) => {
            await this.runBatch(queue, jobs);
            // A full batch means more are due: fetch again at once instead of after the polling interval.
            if (jobs.length === batchSize && held.id) boss.notifyWorker(held.id);
          });
        }
      },
    };
  }

  /**
   * The batch's posts published together. One that must be tried again fails its job alone, and
   * pg-boss retries it with backoff; one a network asked to wait for (Retry-After, a rate limit's
   * reset) gets a job at that time instead, and its own completes.
   */
  private async runBatch(queue: Queue, jobs: Array<PgBoss.JobWithMetadata<{ postId: string }>>): Promise<void> {
    const { boss } = this.deps.jobs;
    const video = queue === videoQueue;
    const valid = jobs.filter((job) => typeof job.data.postId === 'string');
    const lastRun = new Set(valid.filter((job) => job.retryCount >= job.retryLimit).map((job) => job.data.postId));
    let retry: Map<string, number | undefined>;
    try {
      retry = await this.deps.publisher.run(
        valid.map((job) => job.data.postId),
        lastRun,
        { video },
      );
    } catch (error) {
      this.deps.logger.error('social posts run failed', { posts: valid.length, error: (error as Error).message });
      retry = new Map(valid.map((job) => [job.data.postId, undefined]));
    }
    // Posts waiting for a retry are not lost: the minute's check counts their stall from now.
    if (retry.size)
      await this.deps.db
        .update(socialPosts)
        .set({ updatedAt: new Date() })
        .where(inArray(socialPosts.id, [...retry.keys()]));
    const waiting = new Map<string, Date>();
    for (const job of valid) {
      if (!retry.has(job.data.postId)) continue;
      const waitMs = retry.get(job.data.postId);
      if (waitMs === undefined) await boss.fail(queue, job.id, { message: 'A network was unavailable; trying again.' });
      else waiting.set(job.data.postId, new Date(Date.now() + Math.min(waitMs, longestWaitMs)));
    }
    await this.enqueueMany([...waiting].map(([postId, at]) => ({ postId, at, video })));
  }

  private async requeueLost(): Promise<void> {
    const late = new Date(Date.now() - lateAfterMs);
    const stalled = new Date(Date.now() - stalledAfterMs);
    // A post only for sample accounts (no credentials) is never published: it keeps its time.
    const publishable = sql`exists (select 1 from ${socialPostTargets} left join ${socialAccounts} on ${socialAccounts.id} = ${socialPostTargets.accountId}
      where ${socialPostTargets.postId} = ${socialPosts.id} and (${socialAccounts.id} is null or ${socialAccounts.credentials} is not null))`;
    // Marked as requeued (updated now), so a backlog is not given a new job every minute.
    const lost = await this.deps.db
      .update(socialPosts)
      .set({ updatedAt: new Date() })
      .where(
        and(
          publishable,
          or(
            and(eq(socialPosts.status, 'scheduled'), lte(socialPosts.scheduledAt, late), lt(socialPosts.updatedAt, late)),
            and(eq(socialPosts.status, 'publishing'), lt(socialPosts.updatedAt, stalled)),
          ),
        ),
      )
      .returning({ id: socialPosts.id, media: socialPosts.media });
    await this.enqueueMany(lost.map(({ id, media }) => ({ postId: id, at: new Date(), video: hasVideo(media) })));
  }
}

function queueOf(post: DuePost): Queue {
  return post.video ? videoQueue : publishQueue;
}

function jobOptions(post: DuePost) {
  return { ...retryOptions, expireInSeconds: pace[queueOf(post)].expireInSeconds, startAfter: post.at };
}
