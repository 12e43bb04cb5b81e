import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { openTestDatabase } from '../test/migrated-database';
import type { DatabaseHandle } from './client';
import { rowsOf } from './rows';

// The embedded database as the server opens it (DrizzleParsedPGlite).
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
afterEach(() => vi.restoreAllMocks());

const typed = sql`select timestamptz '2026-03-01 10:00:00.123456+00' as "at", interval '1 day 2 hours' as "span",
  date '2026-03-01' as "day", array[date '2026-03-01'] as "days", array[1.5::numeric] as "amounts", 7::int as "count"`;

test("Drizzle's queries reach PGlite without parsers of their own, since the database's are the same", async () => {
  const reached = vi.spyOn(PGlite.prototype, 'query');
  await database.db.execute(sql`select 1`);
  expect(reached).toHaveBeenCalled();
  for (const [, , options] of reached.mock.calls) expect(options).not.toHaveProperty('parsers');
});

test('through Drizzle, dates, timestamps, intervals and their arrays come back as the text Drizzle parses', async () => {
  const expected = {
    at: '2026-03-01 10:00:00.123456+00',
    span: '1 day 02:00:00',
    day: '2026-03-01',
    days: '{2026-03-01}',
    amounts: '{1.5}',
    count: 7,
  };
  expect(rowsOf(await database.db.execute(typed))).toEqual([expected]);
  // And in a transaction, whose statements PGlite runs apart from its own query().
  expect(rowsOf(await database.db.transaction((tx) => tx.execute(typed)))).toEqual([expected]);
});

test("pg-boss's statements read timestamps and dates as Dates, as node-postgres gives them", async () => {
  const { rows } = await database.executeSql!(
    'select timestamptz \'2026-03-01 10:00:00+00\' as "at", date \'2026-03-01\' as "day", $1::int as "count"',
    [7],
  );
  expect(rows).toEqual([{ at: new Date('2026-03-01T10:00:00Z'), day: new Date('2026-03-01T00:00:00Z'), count: 7 }]);
  // A statement without parameters goes through exec().
  const { rows: unparameterised } = await database.executeSql!('select timestamptz \'2026-03-01 10:00:00+00\' as "at"');
  expect(unparameterised).toEqual([{ at: new Date('2026-03-01T10:00:00Z') }]);
});
