import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, embeddedDatabase, openEmbeddedClient, withConnection } from '../db/client';
import { createMigratedPostgresDatabase, databaseUrl, emptyToTemplate, migratedPgliteDump } from './migrated-database';

/**
 * Test servers' databases, used again (ADR 003): a server's close empties its database back to the
 * migrated template's state and keeps it for the next server this worker starts. Opening PGlite from
 * the copy cost about 0.8 s of CPU per server, and on PostgreSQL each server's database was made from
 * the template and dropped (0.3–1.1 s of the database server's time each, under load); emptying one
 * takes 10–60 ms (ADR 003).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The start of this run's kept PostgreSQL databases' names, which the global teardown drops. */
    reusedDatabasePrefix: string;
  }
}

/**
 * A kept database, for one server. `release` (after the server closed cleanly) empties it and keeps it
 * for the next; `discard` (a start or close that failed, whose jobs may still run on it) closes or
 * drops it. Whichever comes first counts; the other does nothing.
 */
interface Reused {
  release(): Promise<void>;
  discard(): Promise<void>;
}

function once(release: () => Promise<void>, discard: () => Promise<void>): Reused {
  let settled = false;
  const first = (work: () => Promise<void>) => async () => {
    if (settled) return;
    settled = true;
    await work();
  };
  return { release: first(release), discard: first(discard) };
}

const idleEmbedded: PGlite[] = [];

/** An in-memory embedded database, migrated and empty, for one server: its handle's close releases it. */
export async function reusedEmbeddedDatabase(): Promise<{ handle: DatabaseHandle; discard(): Promise<void> }> {
  const client = idleEmbedded.pop() ?? openEmbeddedClient('memory://', await migratedPgliteDump());
  const reused = once(
    async () => {
      try {
        await client.exec(emptyToTemplate);
        // Single-user PGlite recycles its write-ahead log only at a checkpoint; a kept database's log
        // would otherwise grow in memory test after test.
        await client.exec('checkpoint');
        idleEmbedded.push(client);
      } catch {
        await client.close();
      }
    },
    () => client.close(),
  );
  const handle = await embeddedDatabase(client, reused.release).catch(async (error: unknown) => {
    await reused.discard();
    throw error;
  });
  return { handle, discard: reused.discard };
}

const idlePostgres = new Map<string, string[]>();

/**
 * A migrated, empty database on the PostgreSQL server `serverUrl` for one server. Outside a run with
 * the global setup (no prefix to drop the kept ones by), `release` drops it too.
 */
export async function reusedPostgresDatabase(serverUrl: string): Promise<{ url: string } & Reused> {
  const prefix = inject('reusedDatabasePrefix');
  const idle = idlePostgres.get(serverUrl) ?? [];
  idlePostgres.set(serverUrl, idle);
  const name = idle.pop() ?? (await madeFromTemplate(serverUrl, `${prefix ?? 'uplift_test_'}${randomBytes(6).toString('hex')}`));
  const url = databaseUrl(serverUrl, name);
  const drop = async () => {
    await forgetEmptier(name);
    await withConnection(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  const reused = once(async () => {
    const emptied =
      prefix !== undefined &&
      (await emptier(name, url)
        .then((database) => database.query(emptyToTemplate))
        .then(
          () => true,
          () => false,
        ));
    if (emptied) idle.push(name);
    else await drop();
  }, drop);
  return { url, ...reused };
}

async function madeFromTemplate(serverUrl: string, name: string): Promise<string> {
  await withConnection(serverUrl, (admin) => createMigratedPostgresDatabase(admin, serverUrl, name));
  return name;
}

const emptiers = new Map<string, Promise<pg.Client>>();

/**
 * The connection that empties a kept database, opened once: on a new connection the emptying took
 * about 100 ms of the server's CPU (learning every table again), on this one about 10 ms.
 */
function emptier(name: string, url: string): Promise<pg.Client> {
  let connected = emptiers.get(name);
  if (!connected) {
    const client = new pg.Client({ connectionString: url });
    // Ended by the run's last drop (WITH FORCE) or a failure: the next emptying opens another.
    client.on('error', () => emptiers.delete(name));
    connected = client.connect().then(() => client);
    connected.catch(() => emptiers.delete(name));
    emptiers.set(name, connected);
  }
  return connected;
}

async function forgetEmptier(name: string): Promise<void> {
  const connected = emptiers.get(name);
  emptiers.delete(name);
  await connected?.then((client) => client.end()).catch(() => undefined);
}

/** Drops the databases a run kept (the global setup's teardown). */
export async function dropReusedPostgresDatabases(serverUrl: string, prefix: string): Promise<void> {
  await withConnection(serverUrl, async (admin) => {
    const kept = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of kept.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
