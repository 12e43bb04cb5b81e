import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { recoverEmbeddedDatabase, withConnection } from '../db/client';
import { databaseEntry, manifestEntry } from './backup';
import { lockDataDir, lockFileName } from './data-dir-lock';
import { type BackupManifest, knownMigrations, manifestSchema } from './manifest';
import { postgresClientHint, postgresConnection, runTool, tarHint } from './tools';

export class RestoreRefusedError extends Error {}

/**
 * Restores an archive of createBackup into the configured data directory and database, which must be
 * empty unless `force`. The server's next start applies the migrations added since the backup.
 */
export async function restoreBackup(config: Config, archive: string, options: { force?: boolean } = {}): Promise<BackupManifest> {
  const source = path.resolve(archive);
  if (!existsSync(source)) throw new RestoreRefusedError(`No backup at ${source}.`);
  if (config.dataDir === 'memory://') throw new RestoreRefusedError('Set DATA_DIR to the folder to restore into (not memory://).');
  const manifest = await readManifest(source);
  const wanted = manifest.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL set)' : 'the embedded database (DATABASE_URL unset)';
  if ((manifest.driver === 'postgres') !== Boolean(config.databaseUrl)) {
    throw new RestoreRefusedError(
      `This backup is of ${manifest.driver === 'postgres' ? 'PostgreSQL' : 'the embedded database'}: restore it into ${wanted}.`,
    );
  }
  if (manifest.migrations.applied > knownMigrations().length) {
    throw new RestoreRefusedError(
      `This backup was made by Uplift ${manifest.appVersion}, whose schema is newer than this version's: restore it with that version or a later one.`,
    );
  }

  const dataDir = path.resolve(config.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lock = config.databaseUrl ? undefined : lockDataDir(dataDir, { purpose: 'restore' });
  try {
    // A volume's own lost+found is not data.
    const present = readdirSync(dataDir).filter(
      (name) => name !== lockFileName && name !== 'lost+found' && !name.startsWith('.uplift-restore-'),
    );
    const databaseInUse = config.databaseUrl ? await postgresHasTables(config.databaseUrl) : false;
    if (
      !options.force &&
      (databaseInUse || (config.databaseUrl ? present.some((name) => manifest.files.includes(name)) : present.length > 0))
    ) {
      throw new RestoreRefusedError(
        `${config.databaseUrl && databaseInUse ? 'The database' : `The data directory ${dataDir}`} is not empty: restore into an empty one, or add --force to replace what is there.`,
      );
    }

    const staging = mkdtempSync(path.join(dataDir, '.uplift-restore-'));
    try {
      await runTool('tar', ['-xzf', source, '-C', staging], { missingHint: tarHint });
      if (config.databaseUrl) await restorePostgres(config.databaseUrl, path.join(staging, databaseEntry.postgres), Boolean(options.force));
      else {
        rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
        rmSync(path.join(dataDir, 'studio-work'), { recursive: true, force: true });
        await restoreEmbedded(dataDir, path.join(staging, databaseEntry.pglite));
      }
      for (const name of manifest.files) {
        if (!existsSync(path.join(staging, name))) continue;
        rmSync(path.join(dataDir, name), { recursive: true, force: true });
        renameSync(path.join(staging, name), path.join(dataDir, name));
      }
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  } finally {
    lock?.release();
  }
  return manifest;
}

export async function readManifest(archive: string): Promise<BackupManifest> {
  const { stdout } = await runTool('tar', ['-xzOf', archive, manifestEntry], { missingHint: tarHint }).catch(() => {
    throw new RestoreRefusedError(`${archive} is not an Uplift backup (no ${manifestEntry} in it).`);
  });
  const parsed = manifestSchema.safeParse(JSON.parse(stdout.toString('utf8')));
  if (!parsed.success) throw new RestoreRefusedError(`${archive} has a manifest this version of Uplift does not read.`);
  return parsed.data;
}

/**
 * Unpacks the database's files into the data directory's `pglite` folder, from disk to disk, and opens
 * it once, so recovery runs now. The leading `/` of the entries of archives made by PGlite's own
 * dump (before this version) is dropped by tar, so those unpack the same.
 */
async function restoreEmbedded(dataDir: string, databaseTar: string): Promise<void> {
  const database = path.join(dataDir, 'pglite');
  mkdirSync(database);
  await runTool('tar', ['-xf', databaseTar, '-C', database], { missingHint: tarHint });
  await recoverEmbeddedDatabase(dataDir);
}

/** Schemas of the database's own (not PostgreSQL's): public, drizzle's and pg-boss's, and any other. */
const userSchemas = `select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'`;

async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  return withConnection(databaseUrl, async (client) => {
    const result = await client.query(`select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname in (${userSchemas}) limit 1`);
    return (result.rowCount ?? 0) > 0;
  });
}

async function restorePostgres(databaseUrl: string, dumpFile: string, force: boolean): Promise<void> {
  if (force) {
    await withConnection(databaseUrl, async (client) => {
      const schemas = (await client.query<{ nspname: string }>(userSchemas)).rows.map((row) => row.nspname);
      for (const schema of schemas) await client.query(`drop schema ${pg.escapeIdentifier(schema)} cascade`);
      await client.query('create schema if not exists public');
    });
  }
  const { dbname, env } = postgresConnection(databaseUrl);
  // One transaction: a failure leaves the database as it was.
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dumpFile],
    {
      env,
      missingHint: postgresClientHint,
    },
  );
}
