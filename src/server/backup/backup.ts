import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { appVersion, type Config } from '../config';
import type { Database } from '../db/database';
import { withEmbeddedDatabase } from '../db/client';
import { snapshotFromRunningServer, type DatabaseSnapshot } from './backup-channel';
import { currentHolder, DataDirInUseError, lockDataDir, lockFileName } from './data-dir-lock';
import { type BackupManifest, migrationLevel } from './manifest';
import { postgresClientHint, postgresConnection, runTool, tarHint } from './tools';

/** The archive's own entries; everything else in it is a file of the data directory. */
export const manifestEntry = 'uplift-backup.json';
export const databaseEntry = { pglite: 'uplift-backup-database.tar', postgres: 'uplift-backup-database.pgdump' } as const;

/**
 * What of the data directory is not copied: the embedded database (dumped consistently instead), the
 * Studio's render work folders (rebuilt by the next render), the lock file, and the archive's own names.
 */
const notCopied = new Set(['pglite', 'studio-work', lockFileName, manifestEntry, ...Object.values(databaseEntry)]);

/**
 * Writes one .tar.gz to `out`: the manifest, the database's dump (PGlite's data directory as a
 * tarball, or pg_dump's custom format), then the data directory's files. The database is dumped
 * before the files are read: an upload's file is written before its row, so every file a row names is
 * in the archive.
 */
export async function createBackup(config: Config, out: string, warn: (message: string) => void = () => {}): Promise<BackupManifest> {
  const target = path.resolve(out);
  const dataDir = config.dataDir === 'memory://' ? undefined : path.resolve(config.dataDir);
  if (!config.databaseUrl && !dataDir) throw new Error('DATA_DIR=memory:// keeps nothing to back up.');
  if (dataDir && (target + path.sep).startsWith(dataDir + path.sep)) {
    throw new Error(`Write the backup outside the data directory (${dataDir}).`);
  }
  mkdirSync(path.dirname(target), { recursive: true });
  const staging = mkdtempSync(`${target}.staging-`);
  try {
    const driver = config.databaseUrl ? 'postgres' : 'pglite';
    const migrations = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, path.join(staging, databaseEntry.postgres))
      : await dumpEmbedded(dataDir as string, path.join(staging, databaseEntry.pglite));
    const files =
      dataDir && existsSync(dataDir)
        ? readdirSync(dataDir)
            .filter((name) => !notCopied.has(name))
            .sort()
        : [];
    const manifest: BackupManifest = {
      format: 'uplift-backup',
      formatVersion: 1,
      appVersion: migrations.appVersion,
      driver,
      migrations: migrations.migrations,
      createdAt: new Date().toISOString(),
      files,
    };
    writeFileSync(path.join(staging, manifestEntry), `${JSON.stringify(manifest, null, 2)}\n`);

    const partial = `${target}.partial`;
    const args = ['-czf', partial, '-C', staging, manifestEntry, databaseEntry[driver]];
    // Files removed while the archive is written (a deleted upload) are left out, with a warning.
    if (files.length > 0) args.push('--ignore-failed-read', '-C', dataDir as string, '--', ...files);
    const { stderr } = await runTool('tar', args, { allowedCodes: [1], missingHint: tarHint });
    if (stderr.trim()) warn(stderr.trim());
    // It holds the app secret and sealed keys: the owner's only, as the data directory's own files.
    chmodSync(partial, 0o600);
    renameSync(partial, target);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The embedded database's files, copied into a folder beside `file` (by the running server, between
 * two of its statements, or here with the data directory locked), then tarred into `file`: disk to
 * disk, whatever the database's size.
 */
async function dumpEmbedded(dataDir: string, file: string): Promise<DatabaseSnapshot> {
  const copy = `${file}.files`;
  mkdirSync(copy);
  try {
    const facts = await copyEmbedded(dataDir, copy);
    await runTool('tar', ['-cf', file, '-C', copy, '.'], { missingHint: tarHint });
    return facts;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

async function copyEmbedded(dataDir: string, into: string): Promise<DatabaseSnapshot> {
  const holder = currentHolder(dataDir);
  if (holder?.purpose === 'server') return snapshotFromRunningServer(holder, into);
  if (holder) throw new DataDirInUseError(dataDir, holder);
  const database = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(database, 'PG_VERSION'))) throw new Error(`There is no Uplift database in ${dataDir}.`);
  const lock = lockDataDir(dataDir, { purpose: 'backup' });
  try {
    // Read, then closed: the files copied are those of a database shut down cleanly.
    const migrations = await withEmbeddedDatabase(dataDir, migrationLevel);
    await cp(database, into, { recursive: true });
    return { appVersion, migrations };
  } finally {
    lock.release();
  }
}

async function dumpPostgres(databaseUrl: string, file: string): Promise<DatabaseSnapshot> {
  const { dbname, env } = postgresConnection(databaseUrl);
  // One snapshot of the whole database (pg_dump's own transaction), in the format pg_restore reads.
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], {
    env,
    missingHint: postgresClientHint,
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    return { appVersion, migrations: await migrationLevel(drizzle(pool) as unknown as Database) };
  } finally {
    await pool.end();
  }
}
