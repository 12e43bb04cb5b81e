import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../logger';
import { openTestDatabase } from '../test/migrated-database';
import { JobQueue } from './queue';

// Two job queues on one database stand for two processes (ADR 042). A process that has died renews
// nothing: a queue whose renewals are an hour apart holds its leases like one.
let database: DatabaseHandle;
const logger = createLogger('silent');
const started: JobQueue[] = [];

async function startProcess(terms: { renewMs: number; expireMs: number }): Promise<JobQueue> {
  const queue = await JobQueue.start(database, { databaseUrl: undefined, logger, leaseTerms: terms });
  started.push(queue);
  return queue;
}

const never = new Promise<void>(() => undefined);

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  for (const queue of started) await queue.stop(1000).catch(() => undefined);
  await database?.close();
});

async function jobState(id: string): Promise<string | undefined> {
  const result = await database.executeSql?.('select state from pgboss.job where id = $1', [id]);
  return (result?.rows[0] as { state?: string } | undefined)?.state;
}

test('the job of a process that stopped renewing its lease is handed back and finished by another', async () => {
  const dead = await startProcess({ renewMs: 3_600_000, expireMs: 400 });
  const alive = await startProcess({ renewMs: 100, expireMs: 400 });
  await dead.boss.createQueue('test-lease');
  const startedOn: string[] = [];
  await dead.work('test-lease', { pollingIntervalSeconds: 0.5 }, async () => {
    startedOn.push('dead');
    await never;
  });
  const id = await dead.send('test-lease', {});
  await expect.poll(() => startedOn).toEqual(['dead']);

  const finished: string[] = [];
  await alive.work('test-lease', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (job) finished.push(job.id);
  });
  await expect.poll(() => finished, { timeout: 20_000 }).toEqual([id]);
  await expect.poll(() => jobState(id as string)).toBe('completed');
});

test('a stopping process hands back the jobs it could not finish in time, due at once', async () => {
  const stopping = await startProcess({ renewMs: 100, expireMs: 60_000 });
  await stopping.boss.createQueue('test-handback');
  let began = false;
  await stopping.work('test-handback', { pollingIntervalSeconds: 0.5 }, async () => {
    began = true;
    await never;
  });
  // No retries allowed: pg-boss alone would fail the job when its worker stops.
  const id = (await stopping.send('test-handback', {}, { retryLimit: 0 })) as string;
  await expect.poll(() => began).toBe(true);
  await stopping.stop(1000);
  expect(await jobState(id)).toBe('retry');

  const next = await startProcess({ renewMs: 100, expireMs: 60_000 });
  const finished: string[] = [];
  await next.work('test-handback', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (job) finished.push(job.id);
  });
  await expect.poll(() => finished, { timeout: 20_000 }).toEqual([id]);
});
