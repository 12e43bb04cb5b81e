import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { analyticsSalts } from '../schema';
import { DailySalts, visitorId } from './visitor-id';
import { openTestDatabase } from '../../../test/migrated-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const project = '6f1c2a44-0d7e-4c4b-9a53-2f1f3c5b7e01';
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0';

test('the same visitor is one id all day and another the next; yesterday’s salt is gone', async () => {
  const salts = new DailySalts(database.db);
  const monday = new Date('2026-11-23T08:00:00Z');
  const mondayEvening = new Date('2026-11-23T23:59:00Z');
  const tuesday = new Date('2026-11-24T00:01:00Z');

  const morning = visitorId(await salts.saltOf(monday), project, '198.51.100.7', chrome);
  expect(visitorId(await salts.saltOf(mondayEvening), project, '198.51.100.7', chrome)).toBe(morning);
  // Another process reads the same day's salt from the database.
  expect(visitorId(await new DailySalts(database.db).saltOf(monday), project, '198.51.100.7', chrome)).toBe(morning);

  const nextDay = visitorId(await salts.saltOf(tuesday), project, '198.51.100.7', chrome);
  expect(nextDay).not.toBe(morning);
  expect((await database.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).map((row) => row.day)).toEqual(['2026-11-24']);
});

test('another address, browser or project is another visitor', () => {
  const salt = Buffer.alloc(32, 7);
  const base = visitorId(salt, project, '198.51.100.7', chrome);
  expect(visitorId(salt, project, '198.51.100.8', chrome)).not.toBe(base);
  expect(visitorId(salt, project, '198.51.100.7', `${chrome} Edg/131`)).not.toBe(base);
  expect(visitorId(salt, '0d4e0b8e-5f6a-4f0e-8a8b-9c1d2e3f4a5b', '198.51.100.7', chrome)).not.toBe(base);
  expect(visitorId(Buffer.alloc(32, 8), project, '198.51.100.7', chrome)).not.toBe(base);
});
