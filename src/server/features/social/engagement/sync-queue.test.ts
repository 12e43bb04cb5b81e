import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { JobQueue } from '../../../jobs/queue';
import { createLogger } from '../../../logger';
import type { AccountSync } from './account-sync';
import { SyncQueue } from './sync-queue';
import { openTestDatabase } from '../../../test/migrated-database';
import { drained } from '../../../test/drained';
import { TestClock } from '../../../test/test-clock';

// The queue alone, on the embedded database: which syncs it runs, not what a sync does.
let database: DatabaseHandle;
let jobs: JobQueue;
let syncs: SyncQueue;
const ran: string[] = [];
const logger = createLogger('silent');
const clock = new TestClock();

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = await JobQueue.start(database, { databaseUrl: undefined, logger });
  const sync = {
    run: async (accountId: string) => {
      ran.push(accountId);
      return 'synced' as const;
    },
  } as unknown as AccountSync;
  syncs = new SyncQueue({ db: database.db, jobs, sync, logger, clock });
  const [syncJob] = syncs.jobs();
  await syncJob!.start();
});

afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

const runs = (accountId: string) => ran.filter((id) => id === accountId).length;

describe('the sync queue', () => {
  test('Sync now syncs even when the scheduled sync has just run, and repeated clicks queue one', async () => {
    const accountId = '00000000-0000-4000-8000-00000000a001';
    // Scheduled syncs are throttled by the clock's minute; the test's clock stands still in one.
    await syncs.enqueue(accountId, 'scheduled');
    await drained(database.db);
    expect(runs(accountId)).toBe(1);
    // The same minute: a second scheduled sync is not queued, a click is.
    await syncs.enqueue(accountId, 'scheduled');
    await syncs.enqueue(accountId, 'asked');
    await syncs.enqueue(accountId, 'asked');
    await drained(database.db);
    expect(runs(accountId)).toBe(2);
    // The next minute, the scheduled sync runs again.
    clock.advance(60_000);
    await syncs.enqueue(accountId, 'scheduled');
    await drained(database.db);
    expect(runs(accountId)).toBe(3);
  });
});
