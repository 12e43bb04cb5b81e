import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openTestDatabase } from '../test/migrated-database';
import type { DatabaseHandle } from './client';
import { rowsOf } from './rows';

// The embedded database as the server opens it (TurnTakingPGlite).
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Counts the event loop's turns until stopped. */
function countTurns() {
  let turns = 0;
  let counting = true;
  const turn = () => {
    turns++;
    if (counting) setImmediate(turn);
  };
  setImmediate(turn);
  return { turns: () => turns, stop: () => (counting = false) };
}

test('statements queued together let the event loop turn once they have run for a while', async () => {
  const loop = countTurns();
  // The first statement alone runs longer than the slice, so the second waits for a turn.
  const [first, second] = await Promise.all([
    database.db.execute(sql`select pg_sleep(0.05)`).then(loop.turns),
    database.db.transaction((tx) => tx.execute(sql`select 1`)).then(loop.turns),
  ]);
  loop.stop();
  expect(second).toBeGreaterThan(first);
});

test('a transaction still runs whole, and statements in the order they came', async () => {
  await database.db.execute(sql`create temporary table turns (n int)`);
  await Promise.all([
    database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into turns values (1)`);
      await tx.execute(sql`select pg_sleep(0.03)`);
      await tx.execute(sql`insert into turns values (2)`);
    }),
    database.db.execute(sql`insert into turns values (3)`),
  ]);
  const rows = rowsOf<{ n: number }>(await database.db.execute(sql`select n from turns order by ctid`));
  expect(rows.map((row) => row.n)).toEqual([1, 2, 3]);
});
