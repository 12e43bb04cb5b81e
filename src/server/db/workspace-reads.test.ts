import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPostgresDatabase } from '../test/harness';
import { openTestDatabase } from '../test/migrated-database';
import { listenerName } from './change-listener';
import { type DatabaseHandle, openDatabase } from './client';
import { rowsOf } from './rows';
import { type WatchedTable, type WorkspaceRead, WorkspaceReadCache, readWorkspaceRows, watchedTables } from './workspace-reads';

const list = (workspaceId: string, variant = '', table: WatchedTable = 'projects'): WorkspaceRead<string[]> => ({
  name: `${table} list`,
  tables: [table],
  workspaceId,
  variant,
  rows: (answer) => answer.length,
});

/** A load that counts its calls and answers with the call's number. */
function counter() {
  let calls = 0;
  const load = async () => [`answer ${++calls}`];
  return { load, calls: () => calls };
}

describe('workspace read cache', () => {
  test('answers again from memory until the workspace changes', async () => {
    const cache = new WorkspaceReadCache();
    const { load, calls } = counter();
    expect(await cache.read(list('a'), load)).toEqual(['answer 1']);
    expect(await cache.read(list('a'), load)).toEqual(['answer 1']);
    cache.changed('projects:a');
    expect(await cache.read(list('a'), load)).toEqual(['answer 2']);
    expect(calls()).toBe(2);
  });

  test("a change drops only that workspace's answers of that table; '*' drops the table's", async () => {
    const cache = new WorkspaceReadCache();
    const { load, calls } = counter();
    await cache.read(list('a'), load);
    await cache.read(list('b'), load);
    await cache.read(list('a', '', 'content'), load);
    cache.changed('projects:a');
    await cache.read(list('b'), load);
    await cache.read(list('a', '', 'content'), load);
    expect(calls()).toBe(3);
    await cache.read(list('a'), load);
    expect(calls()).toBe(4);
    cache.changed('projects:*');
    await cache.read(list('a'), load);
    await cache.read(list('b'), load);
    await cache.read(list('a', '', 'content'), load);
    expect(calls()).toBe(6);
  });

  test('requests that miss together share one read', async () => {
    const cache = new WorkspaceReadCache();
    const { load, calls } = counter();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.read(list('a'), load)));
    expect(new Set(answers.map((answer) => answer[0]))).toEqual(new Set(['answer 1']));
    expect(calls()).toBe(1);
  });

  test('a read that overlapped a change is not kept, and later requests do not join it', async () => {
    const cache = new WorkspaceReadCache();
    let finish: (answer: string[]) => void = () => {};
    const slow = cache.read(list('a'), () => new Promise<string[]>((resolve) => (finish = resolve)));
    cache.changed('projects:a');
    const { load, calls } = counter();
    const after = cache.read(list('a'), load);
    finish(['before the change']);
    expect(await slow).toEqual(['before the change']);
    expect(await after).toEqual(['answer 1']);
    // What is kept is the read that began after the change, not the one that overlapped it.
    expect(await cache.read(list('a'), load)).toEqual(['answer 1']);
    expect(calls()).toBe(1);
  });

  test('answers are frozen, since every request shares them', async () => {
    const cache = new WorkspaceReadCache();
    const answer = await cache.read({ ...list('a'), rows: () => 1 }, async () => [{ name: 'Bakery', keywords: ['bread'] }]);
    expect(() => answer[0]!.keywords.push('rye')).toThrow(TypeError);
    expect(() => {
      answer[0]!.name = 'Changed';
    }).toThrow(TypeError);
  });

  test('a failed read is not kept', async () => {
    const cache = new WorkspaceReadCache();
    await expect(cache.read(list('a'), () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    const { load } = counter();
    expect(await cache.read(list('a'), load)).toEqual(['answer 1']);
  });

  test('a change to one table drops only the reads that read it', async () => {
    const cache = new WorkspaceReadCache();
    const { load, calls } = counter();
    const posts = { ...list('a'), name: 'posts', tables: ['social_posts', 'user'] as const };
    await cache.read(posts, load);
    await cache.read(list('a', '', 'content'), load);
    cache.changed('user:*');
    await cache.read(list('a', '', 'content'), load);
    expect(calls()).toBe(2);
    expect(await cache.read(posts, load)).toEqual(['answer 3']);
  });

  test("after this process's own write, a read first waits for that write's notice", async () => {
    const cache = new WorkspaceReadCache();
    const { load, calls } = counter();
    // As the listening connection would: the notices committed so far arrive before its answer.
    const committed: string[] = [];
    let waits = 0;
    cache.hearOwnWritesBy(async () => {
      waits++;
      for (const notice of committed.splice(0)) cache.changed(notice);
    });
    expect(await cache.read(list('a'), load)).toEqual(['answer 1']);
    committed.push('projects:a');
    cache.wrote();
    const together = await Promise.all([cache.read(list('a'), load), cache.read(list('a'), load)]);
    expect(together).toEqual([['answer 2'], ['answer 2']]);
    expect(await cache.read(list('a'), load)).toEqual(['answer 2']);
    // One wait served both reads; with nothing written since, none more.
    expect(waits).toBe(1);
    expect(calls()).toBe(2);
  });

  test('a write whose notice does not come while waiting (the connection failed) leaves nothing served', async () => {
    const cache = new WorkspaceReadCache();
    const { load, calls } = counter();
    cache.hearOwnWritesBy(async () => cache.suspend());
    await cache.read(list('a'), load);
    cache.wrote();
    await cache.read(list('a'), load);
    await cache.read(list('a'), load);
    expect(calls()).toBe(3);
  });

  test('an answer older than the bound is read again', async () => {
    let now = 0;
    const cache = new WorkspaceReadCache({ maxAgeMs: 10_000, now: () => now });
    const { load, calls } = counter();
    await cache.read(list('a'), load);
    now = 9_999;
    await cache.read(list('a'), load);
    expect(calls()).toBe(1);
    now = 10_000;
    expect(await cache.read(list('a'), load)).toEqual(['answer 2']);
  });

  test('while suspended nothing is served or kept; resumed, it starts empty', async () => {
    const cache = new WorkspaceReadCache();
    const { load, calls } = counter();
    await cache.read(list('a'), load);
    cache.suspend();
    await cache.read(list('a'), load);
    await cache.read(list('a'), load);
    expect(calls()).toBe(3);
    cache.resume();
    await cache.read(list('a'), load);
    await cache.read(list('a'), load);
    expect(calls()).toBe(4);
  });

  test('keeps within its bounds, dropping the oldest first', async () => {
    const cache = new WorkspaceReadCache({ limits: { scopes: 2, variantsPerScope: 2, rows: 5 } });
    const { load, calls } = counter();
    const rowsOf = (count: number) => async () => Array.from({ length: count }, (_, index) => `row ${index}`);
    await cache.read(list('a', 'page 1'), load);
    await cache.read(list('a', 'page 2'), load);
    await cache.read(list('a', 'page 3'), load);
    await cache.read(list('a', 'page 1'), load);
    expect(calls()).toBe(4);
    await cache.read(list('b'), load);
    await cache.read(list('c'), load);
    // Three workspaces: the oldest, a, went.
    await cache.read(list('a', 'page 3'), load);
    expect(calls()).toBe(7);
    // Too many rows: older workspaces go; an answer larger than the bound is never kept.
    await cache.read(list('d'), rowsOf(4));
    await cache.read(list('e'), rowsOf(6));
    await cache.read(list('e'), load);
    expect(calls()).toBe(8);
  });
});

const workspaceA = '0b9a9f8e-1c2d-4e5f-8a7b-6c5d4e3f2a1b';
const workspaceB = '1c0b0a9f-2d3e-4f50-9b8c-7d6e5f4a3b2c';

/** A user, two workspaces and the email list a read counts, written as any writer would: plain SQL. */
async function seed(handle: DatabaseHandle) {
  await handle.db.execute(
    sql`insert into "user" (id, name, email, email_verified) values ('reads-user', 'Reader', 'reads@uplift.test', true)`,
  );
  await handle.db.execute(
    sql`insert into workspaces (id, name, kind, created_by) values (${workspaceA}, 'A', 'personal', 'reads-user'), (${workspaceB}, 'B', 'personal', 'reads-user')`,
  );
}

/** The workspace's list names through the cache, as a service reads them. */
function listNames(handle: DatabaseHandle, workspaceId: string) {
  return readWorkspaceRows(
    handle.db,
    { name: 'names', tables: ['email_lists'], workspaceId, variant: '', rows: (names) => names.length },
    async () =>
      rowsOf<{ name: string }>(
        await handle.db.execute(sql`select name from email_lists where workspace_id = ${workspaceId} order by name`),
      ).map((row) => row.name),
  );
}

const addList = (handle: DatabaseHandle, workspaceId: string, name: string) =>
  handle.db.execute(sql`insert into email_lists (workspace_id, name) values (${workspaceId}, ${name})`);

describe('change notices', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seed(handle);
  });
  afterAll(() => handle.close());

  test('every table a kept read may name announces its changes', async () => {
    const triggers = rowsOf<{ table: string }>(
      await handle.db.execute(sql`
        select distinct c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and t.tgfoid in (
          'notify_workspace_rows_changed'::regproc, 'notify_workspace_statement_changed'::regproc)`),
    ).map((row) => row.table);
    expect(new Set(triggers)).toEqual(new Set(watchedTables));
  });

  test('a write by any means drops the kept answers of its workspace, and only those', async () => {
    await addList(handle, workspaceA, 'First');
    expect(await listNames(handle, workspaceA)).toEqual(['First']);
    expect(await listNames(handle, workspaceB)).toEqual([]);
    await addList(handle, workspaceA, 'Second');
    expect(await listNames(handle, workspaceA)).toEqual(['First', 'Second']);
    await handle.db.execute(sql`update email_lists set name = 'Renamed' where name = 'First'`);
    expect(await listNames(handle, workspaceA)).toEqual(['Renamed', 'Second']);
    await handle.db.execute(sql`delete from email_lists where workspace_id = ${workspaceA}`);
    expect(await listNames(handle, workspaceA)).toEqual([]);
  });
});

// Two processes on one PostgreSQL database: each keeps its own lists, fed by the other's notices.
describe.runIf(process.env.DATABASE_URL)('change notices between processes (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.DATABASE_URL!);
    first = await openDatabase({ databaseUrl: database.url, dataDir: 'unused' });
    second = await openDatabase({ databaseUrl: database.url, dataDir: 'unused' });
    await seed(first);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  test('a process reads its own write at once, whoever in it wrote', async () => {
    expect(await listNames(first, workspaceB)).toEqual([]);
    await addList(first, workspaceB, 'Mine');
    expect(await listNames(first, workspaceB)).toEqual(['Mine']);
  });

  test("a list kept by one process follows the other's writes", async () => {
    expect(await listNames(second, workspaceA)).toEqual([]);
    await addList(first, workspaceA, 'Elsewhere');
    // Well within the ten seconds an answer is kept at most, so only the notice can have dropped it.
    await expect.poll(() => listNames(second, workspaceA), { timeout: 5000 }).toEqual(['Elsewhere']);
  });

  test('with its listening connection lost, a process reads afresh until it listens again', async () => {
    const listeners = async () =>
      rowsOf<{ count: number }>(
        await first.db.execute(
          sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name = ${listenerName}`,
        ),
      )[0]!.count;
    expect(await listeners()).toBe(2);
    expect(await listNames(second, workspaceA)).toEqual(['Elsewhere']);
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${listenerName}`,
    );
    await addList(first, workspaceA, 'Unheard');
    await expect.poll(() => listNames(second, workspaceA), { timeout: 5000 }).toEqual(['Elsewhere', 'Unheard']);
    await expect.poll(listeners, { timeout: 10_000 }).toBe(2);
  });
});
