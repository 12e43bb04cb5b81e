import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CopiedMemoryFS } from './memory-copy';

let copy: Blob;

beforeAll(async () => {
  const original = new PGlite();
  await original.exec(`create table kept (note text); insert into kept values ('made before the copy')`);
  copy = await original.dumpDataDir('none');
  await original.close();
});

const opened: PGlite[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

function openCopy(): PGlite {
  const database = new PGlite({ fs: new CopiedMemoryFS(copy) });
  opened.push(database);
  return database;
}

test('a database opened on the copy holds what the original held', async () => {
  const database = openCopy();
  expect((await database.query('select note from kept')).rows).toEqual([{ note: 'made before the copy' }]);
});

test('each database opened on one copy writes to its own files', async () => {
  const first = openCopy();
  const second = openCopy();
  await first.exec(`insert into kept values ('only the first')`);
  await first.exec('checkpoint');
  const third = openCopy();
  for (const database of [second, third]) {
    expect((await database.query('select note from kept')).rows).toEqual([{ note: 'made before the copy' }]);
  }
  expect((await first.query('select count(*)::int as notes from kept')).rows).toEqual([{ notes: 2 }]);
});
