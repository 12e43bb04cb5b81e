import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorCodes } from '@/shared/error-codes';
import type { DatabaseHandle } from '../db/client';
import { ServiceError } from '../lib/service-error';
import { createLogger } from '../logger';
import { JobQueue } from './queue';
import { JobFailure, JobInterrupted, TrackedJob, type TrackedJobDefinition, defaultMaxAttempts, runningSilentMs } from './tracked-job';
import { rowsOf } from '../db/rows';
import { openTestDatabase } from '../test/migrated-database';
import { drained } from '../test/drained';

// A feature's job records, as a feature would declare them, in a table of this test's own.
const countings = pgTable('test_countings', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id').notNull(),
  upTo: integer('up_to').notNull(),
  counted: integer('counted').notNull().default(0),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
    .notNull()
    .default('queued'),
  error: text('error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

let database: DatabaseHandle;
let queue: JobQueue;
const workspaceId = '00000000-0000-4000-8000-000000000001';
const logger = createLogger('silent');
const runs: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`
    create table test_countings (
      id uuid primary key default gen_random_uuid(), workspace_id uuid not null, up_to integer not null,
      counted integer not null default 0, status text not null default 'queued', error text,
      updated_at timestamptz not null default now())`);
  queue = await JobQueue.start(database, { databaseUrl: undefined, logger });
});

afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

function countingJob(name: string, overrides: Partial<TrackedJobDefinition<typeof countings>> = {}) {
  return new TrackedJob<typeof countings>(
    {
      queue: name,
      records: countings,
      failedText: 'Counting failed.',
      expireInSeconds: () => 60,
      // Most of these tests are about a run's own outcome: one cut off is not run again.
      restart: 'start-over',
      maxAttempts: 1,
      async run({ record, update }) {
        runs.push(record.id);
        if (record.upTo < 0) throw new JobFailure('Cannot count below zero.');
        if (record.upTo === 13) throw new Error('unlucky');
        for (let step = 1; step <= record.upTo; step++) await update({ counted: step });
        return { counted: record.upTo };
      },
      ...overrides,
    },
    { db: database.db, jobs: queue, logger, soleWorker: false },
  );
}

async function storeRecord(upTo: number, values: Partial<typeof countings.$inferInsert> = {}) {
  const [record] = await database.db
    .insert(countings)
    .values({ workspaceId, upTo, ...values })
    .returning();
  if (!record) throw new Error('not stored');
  return record;
}

/** As a process that died leaves its record: running, its heartbeat silent past three beats. */
const silence = (id: string) =>
  database.db
    .update(countings)
    .set({ updatedAt: new Date(Date.now() - 60_000) })
    .where(eq(countings.id, id));
const recordOf = async (id: string) => (await database.db.select().from(countings).where(eq(countings.id, id)))[0];
const finished = (id: string) => expect.poll(async () => (await recordOf(id))?.status, { timeout: 10_000 }).toMatch(/done|failed/);

describe('a tracked job', () => {
  test('runs its record to done with its progress, once even when its job is sent twice', async () => {
    const job = countingJob('test-counting');
    await job.start();
    const record = await storeRecord(3);
    await job.enqueue(record);
    await job.enqueue(record);
    await finished(record.id);
    expect(await recordOf(record.id)).toMatchObject({ status: 'done', counted: 3, error: null });
    // Both jobs taken and finished: the second found its record claimed.
    await drained(database.db, ['test-counting']);
    expect(runs.filter((id) => id === record.id)).toHaveLength(1);
  });

  test("ends failed with a JobFailure's text, or with the job's own text for any other error", async () => {
    const job = countingJob('test-counting-failures');
    await job.start();
    const below = await storeRecord(-1);
    const unlucky = await storeRecord(13);
    await job.enqueue(below);
    await job.enqueue(unlucky);
    await finished(below.id);
    await finished(unlucky.id);
    expect(await recordOf(below.id)).toMatchObject({ status: 'failed', error: 'Cannot count below zero.' });
    expect(await recordOf(unlucky.id)).toMatchObject({ status: 'failed', error: 'Counting failed.' });
  });

  test('holds a workspace to its limit; a run silent past three heartbeats ends failed and frees its slot', async () => {
    const job = countingJob('test-counting-limit', {
      perWorkspace: { limit: 2, refusal: () => new ServiceError(429, errorCodes.TOO_MANY_REQUESTS, 'Two at a time.') },
    });
    const otherWorkspace = '00000000-0000-4000-8000-000000000002';
    await database.db.delete(countings);
    const live = await storeRecord(1, { status: 'running' });
    const silent = await storeRecord(1, { status: 'running', updatedAt: new Date(Date.now() - 31_000) });
    await storeRecord(1, { workspaceId: otherWorkspace, status: 'running' });
    await storeRecord(1, { workspaceId: otherWorkspace, status: 'running' });
    await expect(job.ensureRoomFor(workspaceId)).resolves.toBeUndefined();
    expect(await recordOf(silent.id)).toMatchObject({ status: 'failed', error: 'Counting failed.' });
    expect(await recordOf(live.id)).toMatchObject({ status: 'running' });
    await storeRecord(1, { status: 'queued' });
    await expect(job.ensureRoomFor(workspaceId)).rejects.toMatchObject({ status: 429, code: errorCodes.TOO_MANY_REQUESTS });
  });

  test('ends a record failed at once when its job cannot be queued', async () => {
    // Never started, its queue does not exist: pg-boss stores no job.
    const job = countingJob('test-counting-no-queue');
    const record = await storeRecord(1);
    await expect(job.enqueue(record)).rejects.toThrow('pg-boss did not queue a job on test-counting-no-queue');
    expect(await recordOf(record.id)).toMatchObject({ status: 'failed', error: 'Counting failed.' });
    // pg-boss refuses the job outright (an expiry under a second).
    const refused = countingJob('test-counting-refused', { expireInSeconds: () => 0 });
    await refused.start();
    const another = await storeRecord(1);
    await expect(refused.enqueue(another)).rejects.toThrow(/expireInSeconds must be at least/);
    expect(await recordOf(another.id)).toMatchObject({ status: 'failed', error: 'Counting failed.' });
  });

  test('fails queued records past the timeout, if the job has one', async () => {
    const stale = await storeRecord(1, { updatedAt: new Date(Date.now() - 120_000) });
    await countingJob('test-counting-patient').failAbandoned(workspaceId);
    expect(await recordOf(stale.id)).toMatchObject({ status: 'queued' });
    await countingJob('test-counting-timeout', { queuedTimeoutMs: 60_000 }).failAbandoned(workspaceId);
    expect(await recordOf(stale.id)).toMatchObject({ status: 'failed' });
  });

  test("as the database's only worker, settles at start what the last run left under way", async () => {
    await database.db.delete(countings);
    const cutOff = await storeRecord(2, { status: 'running' });
    const orphan = await storeRecord(2);
    const waiting = await storeRecord(2);
    await queue.boss.createQueue('test-counting-restart');
    await queue.boss.send('test-counting-restart', { recordId: waiting.id }, { startAfter: 1 });
    const job = new TrackedJob<typeof countings>(
      {
        queue: 'test-counting-restart',
        records: countings,
        failedText: 'Counting failed.',
        expireInSeconds: () => 60,
        restart: 'start-over',
        maxAttempts: 1,
        run: async () => ({ counted: 2 }),
      },
      { db: database.db, jobs: queue, logger, soleWorker: true },
    );
    await job.start();
    expect(await recordOf(cutOff.id)).toMatchObject({ status: 'failed', error: 'Counting failed.' });
    expect(await recordOf(orphan.id)).toMatchObject({ status: 'failed' });
    await finished(waiting.id);
    expect(await recordOf(waiting.id)).toMatchObject({ status: 'done', counted: 2 });
  });

  test('queues again, and runs once, what a dead process left running when the work can start over', async () => {
    await database.db.delete(countings);
    const cutOff = await storeRecord(3, { status: 'running' });
    const job = new TrackedJob<typeof countings>(
      {
        queue: 'test-counting-resume',
        records: countings,
        failedText: 'Counting failed.',
        expireInSeconds: () => 60,
        restart: 'start-over',
        run: async ({ record }) => {
          runs.push(record.id);
          return { counted: record.upTo };
        },
      },
      { db: database.db, jobs: queue, logger, soleWorker: true },
    );
    await job.start();
    await finished(cutOff.id);
    expect(await recordOf(cutOff.id)).toMatchObject({ status: 'done', counted: 3 });
    expect(runs.filter((id) => id === cutOff.id)).toHaveLength(1);

    const silent = await storeRecord(4, { status: 'running', updatedAt: new Date(Date.now() - 60_000) });
    await job.failAbandoned(workspaceId);
    await finished(silent.id);
    expect(await recordOf(silent.id)).toMatchObject({ status: 'done', counted: 4 });
  });

  test('a job handed back from a dead process queues its silent record again at once, as the next run', async () => {
    await database.db.delete(countings);
    const job = countingJob('test-counting-handed-back', { maxAttempts: defaultMaxAttempts });
    await job.start();
    const cutOff = await storeRecord(2, { status: 'running', updatedAt: new Date(Date.now() - 60_000) });
    // The dead run's job, due again (leases.ts): it finds its record running.
    await queue.send('test-counting-handed-back', { recordId: cutOff.id, attempt: 1 });
    await finished(cutOff.id);
    expect(await recordOf(cutOff.id)).toMatchObject({ status: 'done', counted: 2 });
    const attempts = await queue.sentJobData<{ attempt: number }>('test-counting-handed-back', 'recordId', cutOff.id);
    expect(attempts.map((data) => data.attempt).sort()).toEqual([1, 2]);
    // A run whose heartbeat goes on is another process's, still at work.
    const live = await storeRecord(2, { status: 'running' });
    await queue.send('test-counting-handed-back', { recordId: live.id, attempt: 1 });
    await drained(database.db, ['test-counting-handed-back']);
    expect(await recordOf(live.id)).toMatchObject({ status: 'running' });
  });

  test('a job handed back before its record falls silent looks again when it will have', async () => {
    await database.db.delete(countings);
    const job = countingJob('test-counting-early', { maxAttempts: defaultMaxAttempts });
    await job.start();
    const beatAt = new Date(Date.now() - 10_000);
    const cutOff = await storeRecord(2, { status: 'running', updatedAt: beatAt });
    // Handed back (leases.ts): a job already started once, due again.
    await database.db.execute(sql`
      insert into pgboss.job (name, data, state, retry_limit, started_on)
      values ('test-counting-early', ${JSON.stringify({ recordId: cutOff.id, attempt: 1 })}::jsonb, 'retry', 0, now())`);
    queue.wake('test-counting-early');
    const dueAt = async () => {
      const result = await database.db.execute<{ startAfter: Date }>(
        sql`select start_after as "startAfter" from pgboss.job where name = 'test-counting-early' and state = 'created'`,
      );
      return rowsOf<{ startAfter: Date }>(result).map((row) => new Date(row.startAfter).getTime());
    };
    await expect.poll(dueAt, { timeout: 10_000 }).toEqual([beatAt.getTime() + runningSilentMs + 1000]);
    expect(await recordOf(cutOff.id)).toMatchObject({ status: 'running' });
  });

  test('a run cut off every time ends failed after its attempts rather than looping', async () => {
    await database.db.delete(countings);
    const tries: string[] = [];
    const job = countingJob('test-counting-crashing', {
      restart: 'carry-on',
      maxAttempts: 2,
      // As if it brought its process down: the record is left running.
      run: async ({ record }) => {
        tries.push(record.id);
        throw new JobInterrupted();
      },
    });
    await job.start();
    const record = await storeRecord(1);
    await job.enqueue(record);
    for (let death = 0; death < 2; death++) {
      await drained(database.db, ['test-counting-crashing']);
      expect(await recordOf(record.id)).toMatchObject({ status: 'running' });
      await silence(record.id);
      await job.failAbandoned(workspaceId);
    }
    expect(await recordOf(record.id)).toMatchObject({ status: 'failed', error: 'Counting failed.' });
    expect(tries).toEqual([record.id, record.id]);
  });
});
