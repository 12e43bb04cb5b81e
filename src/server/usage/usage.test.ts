import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { usageMessages } from '@/shared/messages';
import type { UsageKey } from '@/shared/user';
import { Entitlements } from '../billing/entitlements';
import { WorkspacePlans } from '../billing/workspace-plan';
import { user } from '../auth/schema';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/database';
import { ServiceError } from '../lib/service-error';
import { createPersonalWorkspace } from '../tenancy/memberships';
import { workspaces } from '../tenancy/schema';
import { usageModule } from './module';
import { contentGenerations } from './schema';
import { type UsageCounter, UsageMeter, startOfMonth } from './meter';
import { openTestDatabase } from '../test/migrated-database';

// The meter and the entitlement gate's limits against a real database. Every generation asks the
// gate for room first and records itself with the meter after.
let database: DatabaseHandle;
let plans: WorkspacePlans;
let usage: UsageMeter;
let entitlements: Entitlements;

beforeAll(async () => {
  database = await openTestDatabase();
  plans = new WorkspacePlans(database.db, 15);
  // The core's own counter, this month's generations; the team feature's seats are tested with it.
  usage = new UsageMeter(database.db, usageModule.usageCounters ?? [], 15);
  entitlements = new Entitlements({ plans, usage });
});

afterAll(async () => {
  await database?.close();
});

async function newWorkspace(email: string) {
  const id = crypto.randomUUID();
  await database.db.insert(user).values({ id, email, name: '' });
  const workspace = await createPersonalWorkspace(database.db, { id, email, name: '' });
  return { userId: id, viewer: { workspaceId: workspace.id, isAdmin: false } };
}

/** The gate's check before one more of `key`. */
async function ensureRoomFor(viewer: { workspaceId: string; isAdmin: boolean }, key: UsageKey): Promise<void> {
  await (await entitlements.of(viewer)).ensureRoomFor(key);
}

async function refusal(action: Promise<unknown>): Promise<ServiceError> {
  const error = await action.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('content generation allowance', () => {
  test('a starter workspace gets 50 generations a month and the 51st is refused', async () => {
    const { userId, viewer } = await newWorkspace('fifty@uplift.test');
    for (let generation = 1; generation <= 50; generation++) {
      await ensureRoomFor(viewer, 'contentGeneration');
      await usage.recordContentGeneration(viewer.workspaceId, userId, 'blog');
    }
    expect((await usage.forWorkspace(viewer.workspaceId)).contentGeneration).toBe(50);

    const refused = await refusal(ensureRoomFor(viewer, 'contentGeneration'));
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('PLAN_LIMIT_REACHED');
    expect(refused.message).toBe(usageMessages.contentLimitText(50, 50));
    expect(refused.details).toEqual({ usageKey: 'contentGeneration', used: 50, limit: 50, plan: 'starter' });
  });

  test("last month's generations do not count against this month", async () => {
    const { userId, viewer } = await newWorkspace('last-month@uplift.test');
    const lastMonth = new Date(startOfMonth().getTime() - 24 * 3600 * 1000);
    await database.db
      .insert(contentGenerations)
      .values(
        Array.from({ length: 50 }, () => ({ workspaceId: viewer.workspaceId, createdBy: userId, kind: 'social', createdAt: lastMonth })),
      );
    expect((await usage.forWorkspace(viewer.workspaceId)).contentGeneration).toBe(0);
    await expect(ensureRoomFor(viewer, 'contentGeneration')).resolves.toBeUndefined();
  });

  test('professional and admins are unlimited', async () => {
    const { userId, viewer } = await newWorkspace('pro@uplift.test');
    await database.db
      .insert(contentGenerations)
      .values(Array.from({ length: 60 }, () => ({ workspaceId: viewer.workspaceId, createdBy: userId, kind: 'email' })));
    await expect(ensureRoomFor({ ...viewer, isAdmin: true }, 'contentGeneration')).resolves.toBeUndefined();
    await refusal(ensureRoomFor(viewer, 'contentGeneration'));

    await database.db.update(workspaces).set({ planOverride: 'professional' }).where(eq(workspaces.id, viewer.workspaceId));
    plans.forget(viewer.workspaceId);
    await expect(ensureRoomFor(viewer, 'contentGeneration')).resolves.toBeUndefined();
  });
});

describe('counting a figure several areas add to', () => {
  // Counters that take a turn of the event loop and note how many of them are counting at once.
  function countersNotingOverlap() {
    const seen = { counting: 0, most: 0 };
    const counter = (figure: number): UsageCounter => ({
      key: 'storage',
      async count() {
        seen.counting++;
        seen.most = Math.max(seen.most, seen.counting);
        await new Promise((resolve) => setImmediate(resolve));
        seen.counting--;
        return figure;
      },
    });
    return { seen, counters: [counter(3), counter(4), counter(5)] };
  }
  const pool = {} as Database;
  const transaction = {} as Database;

  test('counts on the pool at once, and in a transaction, one connection, one after another', async () => {
    const onPool = countersNotingOverlap();
    expect(await new UsageMeter(pool, onPool.counters, 60).countNow('workspace', 'storage')).toBe(12);
    expect(onPool.seen.most).toBe(3);

    const inTransaction = countersNotingOverlap();
    expect(await new UsageMeter(pool, inTransaction.counters, 60).countNow('workspace', 'storage', transaction)).toBe(12);
    expect(inTransaction.seen.most).toBe(1);
  });
});
