import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../logger';
import { JobQueue } from './queue';
import { openTestDatabase } from '../test/migrated-database';

// pg-boss on the embedded database, through the shared PGlite connection.
let database: DatabaseHandle;
let queue: JobQueue;

beforeAll(async () => {
  database = await openTestDatabase();
  queue = await JobQueue.start(database, { databaseUrl: undefined, logger: createLogger('silent') });
});

afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

describe('job queue', () => {
  test('runs a job, and counts what waits and what failed', async () => {
    await queue.boss.createQueue('test-echo');
    await queue.boss.createQueue('test-broken');
    await queue.boss.send('test-echo', { word: 'hello' });
    await queue.boss.send('test-broken', {}, { retryLimit: 0 });
    expect(await queue.counts()).toEqual({ pending: 2, active: 0, failed: 0 });

    const seen: unknown[] = [];
    await queue.boss.work('test-echo', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job?.data);
    });
    await queue.boss.work('test-broken', { pollingIntervalSeconds: 0.5 }, async () => {
      throw new Error('broken on purpose');
    });
    await expect.poll(() => queue.counts(), { timeout: 10_000 }).toEqual({ pending: 0, active: 0, failed: 1 });
    expect(seen).toEqual([{ word: 'hello' }]);
  });

  test("lists the data of a queue's jobs that wait to run, later ones included", async () => {
    await queue.boss.createQueue('test-waiting');
    await queue.boss.send('test-waiting', { name: 'now' });
    await queue.boss.send('test-waiting', { name: 'in an hour' }, { startAfter: 3600 });
    const waiting = await queue.waitingJobData<{ name: string }>('test-waiting');
    expect(waiting.map((data) => data.name).sort()).toEqual(['in an hour', 'now']);
    expect(await queue.waitingJobData('test-echo')).toEqual([]);
  });

  test('a job queued to run now wakes the worker, which otherwise polls only every so often', async () => {
    await queue.boss.createQueue('test-wake');
    const seen: string[] = [];
    // A poll a minute: the wake (or the look-out, a couple of seconds later) makes the job run.
    await queue.work<{ name: string }>('test-wake', { pollingIntervalSeconds: 60 }, async ([job]) => {
      if (job) seen.push(job.data.name);
    });
    await expect.poll(() => queue.boss.getQueueSize('test-wake')).toBe(0);
    await queue.send('test-wake', { name: 'now' });
    await expect.poll(() => seen, { timeout: 20_000 }).toEqual(['now']);
    await queue.insert([{ name: 'test-wake', data: { name: 'imported' } }]);
    await expect.poll(() => seen, { timeout: 20_000 }).toEqual(['now', 'imported']);
    // A job for later is left to the poll that finds it due.
    await queue.send('test-wake', { name: 'later' }, { startAfter: 3600 });
    expect(await queue.waitingJobData<{ name: string }>('test-wake')).toEqual([{ name: 'later' }]);
  });

  test('a job come due that no one woke the worker for (sent for later, or by another process) runs', async () => {
    await queue.boss.createQueue('test-look-out');
    const seen: string[] = [];
    // The worker's own poll (a minute apart) is left to the safety net: the look-out finds the job.
    await queue.work<{ name: string }>('test-look-out', {}, async ([job]) => {
      if (job) seen.push(job.data.name);
    });
    await queue.boss.send('test-look-out', { name: 'due in a second' }, { startAfter: 1 });
    await expect.poll(() => seen, { timeout: 20_000 }).toEqual(['due in a second']);
  });
});
