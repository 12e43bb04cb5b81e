import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../logger';
import { JobQueue } from './queue';
import { scheduledJob } from './scheduled-job';
import { openTestDatabase } from '../test/migrated-database';

let database: DatabaseHandle;
let jobs: JobQueue;

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = await JobQueue.start(database, { databaseUrl: undefined, logger: createLogger('silent') });
});

afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

describe('a scheduled job', () => {
  test('sets its schedule with its options, and its worker runs the work of each run', async () => {
    let runs = 0;
    const job = scheduledJob(jobs, {
      queue: 'test-sweep',
      cron: '*/5 * * * *',
      options: { retryLimit: 1, expireInSeconds: 60 },
      run: async () => runs++,
    });
    await job.start();
    const [schedule] = await jobs.boss.getSchedules();
    expect(schedule).toMatchObject({ name: 'test-sweep', cron: '*/5 * * * *', options: { retryLimit: 1, expireInSeconds: 60 } });
    // What the schedule sends at its time, sent now.
    await jobs.boss.send('test-sweep', {});
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
  });
});
