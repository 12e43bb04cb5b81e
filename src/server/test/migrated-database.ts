import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { type DatabaseHandle, migratedDatabaseDump, migrationsFolder, openDatabase } from '../db/client';
import { projectPath } from '../project-root';

/**
 * Migrating once for the whole test run (issue 31): a test server's database starts as a copy of
 * one that already has every migration, instead of running initdb and each migration again. The
 * copy is named by a hash of the migrations (and of PGlite's version), so a new migration makes a new one.
 */
const migrationsHash = (() => {
  const hash = createHash('sha256');
  hash.update(readFileSync(projectPath('node_modules/@electric-sql/pglite/package.json')));
  for (const file of migrationFiles()) hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
})();

function migrationFiles(): string[] {
  return [...readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')), 'meta/_journal.json'].sort();
}

let dumpRead: Blob | undefined;

/**
 * PGlite's data directory with every migration applied, kept on disk for every worker after the first,
 * and in memory for each server this process starts after its first (reading the 45 MB copy per server
 * took up to a quarter of a second).
 */
export async function migratedPgliteDump(): Promise<Blob> {
  dumpRead ??= await readOrMakeDump();
  return dumpRead;
}

async function readOrMakeDump(): Promise<Blob> {
  const file = path.join(tmpdir(), 'uplift-test-databases', `pglite-${migrationsHash}.tar`);
  if (!existsSync(file)) {
    const dump = await migratedDatabaseDump();
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: a worker reading it never sees half of it.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
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
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder });
  } catch (error) {
    await pool.end();
    // Half migrated, it must not serve as the template.
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  await pool.end();
  return name;
}

/** An in-memory embedded database, migrated, for tests that need a database but no server. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ dataDir: 'memory://', startFrom: await migratedPgliteDump() });
}
