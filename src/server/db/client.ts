import { existsSync, mkdirSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../logger';
import { projectPath } from '../project-root';
import type { Database } from './database';
import { listenForChanges } from './change-listener';
import { DrizzleParsedPGlite, pgliteDateParsers } from './drizzle-parsed-pglite';
import { CopiedMemoryFS } from './memory-copy';
import { attachWorkspaceReadCache, WorkspaceReadCache, workspaceRowsChannel } from './workspace-reads';

/**
 * On PostgreSQL, the longest a kept list is served: the bound on what a notice lost without its
 * connection failing could hide. Under load a list is then read once per workspace per ten seconds.
 */
const listsMaxAgeMs = 10_000;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Plain SQL on the same connection, for pg-boss on PGlite (on PostgreSQL it opens its own pool). */
  executeSql?: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` while no other process on this database runs its own (ADR 042): processes starting
   * together migrate and make their job queues one at a time (pg-boss deadlocks on queues made at
   * once). The embedded database has one process anyway.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PGlite on disk only: copies its data directory's files into the empty folder `into` between two
   * statements (PGlite runs one at a time), so the copy is what a crash at that instant would leave,
   * which PostgreSQL's recovery makes whole. File to file: the database never passes through memory.
   */
  copyDataDir?: (into: string) => Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded database shares the server's process: a 16 MB buffer cache instead of PostgreSQL's
 * 128 MB keeps the process about 100 MB smaller, and the operating system's file cache still holds
 * the pages (the bench's send, collection and report figures did not move; ADR 021).
 */
const embeddedStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export const migrationsFolder = projectPath('src/server/db/migrations');
// pg_trgm backs the content library's "contains" search (migration 0006 creates the extension).
const extensions = { pg_trgm };

/**
 * PostgreSQL when a URL is given, else PGlite on disk in `dataDir` (or in memory for `memory://`).
 * Migrations are applied before the handle is returned.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** PostgreSQL: a session connection for LISTEN, when `databaseUrl` goes through a transaction pooler. */
  databaseListenUrl?: string;
  /** PostgreSQL: the most connections the pool opens (10 unless given). */
  databasePoolSize?: number;
  dataDir: string;
  logger?: Logger;
  /**
   * Start from this copy of a database (dumpEmbeddedDatabase) instead of an empty one: in memory, or
   * in a data directory that holds no database yet (a test's restart reopens it as it is).
   */
  startFrom?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.databasePoolSize ?? 10 });
    // An idle connection the server ends (a restart, a failover) is replaced by the pool; without a
    // listener its error would end the process.
    pool.on('error', (error) => options.logger?.warn('an idle database connection was lost', { error: error.message }));
    // Lists are kept while the notices of every process's changes reach this one (ADR 049); every
    // connection the pool opens, from the first, tells the cache of this process's own writes.
    const workspaceReads = new WorkspaceReadCache({ maxAgeMs: listsMaxAgeMs });
    pool.on('connect', (client) => countWrites(client, () => workspaceReads.wrote()));
    const db = drizzlePg(pool);
    const exclusively = <T>(work: () => Promise<T>) => holdingStartLock(pool, work);
    await exclusively(() => migratePg(db, { migrationsFolder }));
    const changes = await listenForChanges(options.databaseListenUrl ?? options.databaseUrl, workspaceReads, options.logger);
    attachWorkspaceReadCache(db as unknown as Database, workspaceReads);
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      exclusively,
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }

  const inMemory = options.dataDir === 'memory://';
  const dir = path.resolve(options.dataDir, 'pglite');
  const client = openEmbeddedClient(options.dataDir, options.startFrom);
  return embeddedDatabase(client, () => client.close(), {
    // A transaction holds PGlite's turn: no other statement runs while the files are copied.
    ...(!inMemory && { copyDataDir: (into: string) => client.transaction(() => cp(dir, into, { recursive: true })) }),
  });
}

/** PGlite in `dataDir` (in memory for `memory://`), starting from `startFrom` when it holds no database yet. */
export function openEmbeddedClient(dataDir: string, startFrom?: Blob): PGlite {
  if (dataDir === 'memory://') {
    const fs = startFrom && new CopiedMemoryFS(startFrom);
    return new DrizzleParsedPGlite({ extensions, startParams: embeddedStartParams, ...(fs && { fs }) });
  }
  const dir = path.resolve(dataDir, 'pglite');
  // PGlite creates only the last folder of its path.
  mkdirSync(path.dirname(dir), { recursive: true });
  const loadDataDir = existsSync(path.join(dir, 'PG_VERSION')) ? undefined : startFrom;
  return new DrizzleParsedPGlite(dir, { extensions, startParams: embeddedStartParams, loadDataDir });
}

/**
 * A server's handle on an open PGlite: migrated, with a list cache of its own. Its close stops the
 * cache's notices, then runs `done`: closing the database, or (a test's) handing it to the next server.
 */
export async function embeddedDatabase(
  client: PGlite,
  done: () => Promise<void>,
  extras: Pick<DatabaseHandle, 'copyDataDir'> = {},
): Promise<DatabaseHandle> {
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  // Every write to the embedded database is this process's, and its notice arrives before the write
  // returns: lists are kept until a notice says otherwise, with no time bound (ADR 014).
  const workspaceReads = new WorkspaceReadCache();
  const unlisten = await client.listen(workspaceRowsChannel, (notice) => workspaceReads.changed(notice));
  attachWorkspaceReadCache(db as unknown as Database, workspaceReads);
  // pg-boss sends parameterless multi-statement migrations, which only exec() runs. It reads dates as
  // Dates, as node-postgres gives them, where Drizzle's database gives text.
  const options = { parsers: pgliteDateParsers };
  const executeSql = async (text: string, values?: unknown[]) =>
    values?.length ? client.query(text, values, options) : { rows: (await client.exec(text, options)).at(-1)?.rows ?? [] };
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    executeSql,
    exclusively: (work) => work(),
    ...extras,
    close: async () => {
      try {
        await unlisten();
      } finally {
        await done();
      }
    },
  };
}

/**
 * Tells `wrote` of each statement on `client` that is not a plain read, once it has finished: the
 * list cache then waits for its change notice before it serves this process again (ADR 049).
 */
function countWrites(client: pg.PoolClient, wrote: () => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
    if (typeof text === 'string' && /^\s*select\b/i.test(text)) return query(...args);
    // The pool's own `query` passes a callback; a client's caller gets a promise.
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...outcome: unknown[]) => {
        wrote();
        return callback(...outcome);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(wrote, wrote);
    return result;
  }) as typeof client.query;
}

/** Any fixed number: the session-level lock that lets one process at a time start on a PostgreSQL database. */
const startLock = 0x75706c69;

/** `work` under the start lock, held on a connection of its own for as long as the work takes. */
async function holdingStartLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startLock]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startLock]);
    }
  } finally {
    client.release();
  }
}

/**
 * The embedded database in `dataDir`, as a data directory tarball: the tests start each server from
 * one made once instead of running initdb, every migration and pg-boss's setup again.
 */
export async function dumpEmbeddedDatabase(dataDir: string): Promise<Blob> {
  const client = new PGlite(path.resolve(dataDir, 'pglite'), { extensions, startParams: embeddedStartParams });
  try {
    // In a process that has run a server, dumpDataDir() on a directory just opened never settled
    // (PGlite 0.5); after a first query it does.
    await client.query('select 1');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * Works on the embedded database in `dataDir` as it is, without migrating it: a backup taken while no
 * server runs. The caller holds the data directory (backup/data-dir-lock.ts).
 */
export async function withEmbeddedDatabase<T>(dataDir: string, work: (db: Database) => Promise<T>): Promise<T> {
  const client = new PGlite(path.resolve(dataDir, 'pglite'), { extensions, startParams: embeddedStartParams });
  try {
    await client.query('select 1');
    return await work(drizzlePglite(client) as unknown as Database);
  } finally {
    await client.close();
  }
}

/**
 * Opens `dataDir`'s embedded database once and closes it: PostgreSQL's recovery makes a copy taken
 * from a running instance whole, and a copy it cannot read fails here rather than at the next start.
 */
export async function recoverEmbeddedDatabase(dataDir: string): Promise<void> {
  const client = new PGlite(path.resolve(dataDir, 'pglite'), { extensions, startParams: embeddedStartParams });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
}

export async function checkDatabase(db: Database): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { ok: false, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  }
}

/** `work` on a connection of its own to the PostgreSQL database at `url`, ended afterwards. */
export async function withConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
