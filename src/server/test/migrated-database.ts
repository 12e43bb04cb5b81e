import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { type DatabaseHandle, dumpEmbeddedDatabase, migrationsFolder, openDatabase, withConnection } from '../db/client';
import { projectPath } from '../project-root';
import { startServer } from '../start-server';
import { cheapPasswordHasher } from './cheap-password-hasher';
import { freePort } from './free-port';

/**
 * Empties a database a server has run on back to what a first start leaves, its job queues (whose
 * tables are the slow part of a start) and the migrations' record: no rows in Uplift's tables, no
 * jobs or schedules, and no times of pg-boss's last maintenance and schedule check. One statement, so
 * that the foreign keys' checks, off while the tables are emptied in any order, are back after it.
 * Needs a superuser (the tests' PostgreSQL user and PGlite's).
 */
export const emptyToTemplate = `do $$
declare
  name text;
begin
  perform set_config('session_replication_role', 'replica', true);
  for name in
    select format('%I.%I', schemaname, tablename) from pg_tables
    where schemaname = 'public' or (schemaname = 'pgboss' and tablename in ('job', 'archive', 'schedule', 'subscription'))
  loop
    execute 'delete from ' || name;
  end loop;
  for name in select format('%I.%I', schemaname, sequencename) from pg_sequences where schemaname = 'public' loop
    execute 'alter sequence ' || name || ' restart';
  end loop;
  update pgboss.version set maintained_on = null, cron_on = null, monitored_on = null;
end $$`;

/**
 * Leaves the copy one WAL segment instead of two: each is 16 MB that every server's start unpacks
 * into memory. Without recycling, a checkpoint past a segment switch removes the one before.
 */
const dropOldWal = ['set wal_recycle = off', 'checkpoint', 'select pg_switch_wal()', 'checkpoint'];

/**
 * Migrating once for the whole test run (issue 31): a test server's database starts as a copy of
 * one a server has already started on, instead of running initdb, each migration and pg-boss's setup
 * (a partition table per queue) again. The copy is named by a hash of the migrations, of PGlite's and
 * pg-boss's versions and of how the copy is left, so a new migration makes a new one; a queue added since is made at each start.
 */
const migrationsHash = (() => {
  const hash = createHash('sha256');
  hash.update(readFileSync(projectPath('node_modules/@electric-sql/pglite/package.json')));
  hash.update(readFileSync(projectPath('node_modules/pg-boss/package.json')));
  for (const file of migrationFiles()) hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  // And how the copy is left: a copy made another way is not this one.
  hash.update(emptyToTemplate).update(dropOldWal.join(';'));
  return hash.digest('hex').slice(0, 16);
})();

function migrationFiles(): string[] {
  return [...readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')), 'meta/_journal.json'].sort();
}

let dumpRead: Blob | undefined;

/**
 * PGlite's data directory as a server leaves it after its first start, kept on disk for every worker
 * after the first, and in memory for each server this process starts after its first (reading the
 * 68 MB copy per server took up to a quarter of a second).
 */
export async function migratedPgliteDump(): Promise<Blob> {
  dumpRead ??= await readOrMakeDump();
  return dumpRead;
}

async function readOrMakeDump(): Promise<Blob> {
  const file = path.join(tmpdir(), 'uplift-test-databases', `pglite-${migrationsHash}.tar`);
  if (!existsSync(file)) {
    const dump = await startedPgliteDump();
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: a worker reading it never sees half of it.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new BytesBlob(new Uint8Array(readFileSync(file)).buffer);
}

async function startedPgliteDump(): Promise<Blob> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-test-dump-'));
  try {
    await startAndStop({ DATA_DIR: dataDir });
    const database = await openDatabase({ dataDir });
    try {
      await database.db.execute(sql.raw(emptyToTemplate));
      for (const statement of dropOldWal) await database.db.execute(sql.raw(statement));
    } finally {
      await database.close();
    }
    return await dumpEmbeddedDatabase(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts a server with no job workers, which migrates its database and makes the job queues, and stops it. */
async function startAndStop(env: Record<string, string>): Promise<void> {
  const config = loadConfig({ PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env });
  const server = await startServer(config, { jobWorkers: [], passwordHasher: cheapPasswordHasher });
  await server.close();
}

/**
 * A Blob over bytes already in memory: PGlite reads its start copy with arrayBuffer(), which Node's
 * Blob answers by streaming 64 KB chunks into a new buffer (a quarter of a second for 68 MB). This
 * hands every server the same bytes, which PGlite only reads: it copies each file into its own
 * file system.
 */
class BytesBlob extends Blob {
  constructor(private readonly contents: ArrayBuffer) {
    super();
  }

  override get size(): number {
    return this.contents.byteLength;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.contents;
  }
}

/**
 * Creates `database` on PostgreSQL as a copy of a template with every migration applied. The first
 * worker that needs the template makes it, and drops those of older migrations; the lock keeps
 * workers from copying a template another is making or dropping.
 */
export async function createMigratedPostgresDatabase(admin: pg.Client, serverUrl: string, database: string): Promise<void> {
  await admin.query(`SELECT pg_advisory_lock(hashtext('uplift-test-template'))`);
  try {
    const template = await migratedTemplate(admin, serverUrl);
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
  } finally {
    await admin.query(`SELECT pg_advisory_unlock(hashtext('uplift-test-template'))`);
  }
}

async function migratedTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `uplift_template_${migrationsHash}`;
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount) return name;
  const older = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'uplift\\_template\\_%'`);
  for (const row of older.rows as { datname: string }[]) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = databaseUrl(serverUrl, name);
  try {
    await startAndStop({ DATA_DIR: 'memory://', DATABASE_URL: url, APP_SECRET: randomBytes(32).toString('hex') });
    await withConnection(url, (template) => template.query(emptyToTemplate));
  } catch (error) {
    // Half made, it must not serve as the template.
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  return name;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An in-memory embedded database, migrated, for tests that need a database but no server. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ dataDir: 'memory://', startFrom: await migratedPgliteDump() });
}
