import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/rows';
import { openTestDatabase } from '../test/migrated-database';
import { analyzeChangedTables } from './table-statistics';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const estimate = async (table: string) =>
  Number(
    rowsOf<{ estimate: number }>(await database.db.execute(sql`select reltuples as estimate from pg_class where relname = ${table}`))[0]
      ?.estimate,
  );

test('a table that changed by many rows is analyzed, and then is not again until it changes', async () => {
  await database.db.execute(sql`create table statistics_probe (id int)`);
  await database.db.execute(sql`insert into statistics_probe select generate_series(1, 2000)`);
  expect(await analyzeChangedTables(database.db)).toContain('public.statistics_probe');
  // The planner now knows the table's size.
  expect(await estimate('statistics_probe')).toBe(2000);
  expect(await analyzeChangedTables(database.db)).not.toContain('public.statistics_probe');
  // A few rows more are under the threshold; as many again are over it.
  await database.db.execute(sql`insert into statistics_probe select generate_series(1, 40)`);
  expect(await analyzeChangedTables(database.db)).not.toContain('public.statistics_probe');
  await database.db.execute(sql`insert into statistics_probe select generate_series(1, 2000)`);
  expect(await analyzeChangedTables(database.db)).toContain('public.statistics_probe');
  expect(await estimate('statistics_probe')).toBe(4040);
});
