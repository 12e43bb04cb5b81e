import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, embeddedDatabase, openEmbeddedClient } from '../db/client';
import { createMigratedPostgresDatabase, databaseUrl, emptyToTemplate, migratedPgliteDump, withConnection } from './migrated-database';

/**
 * Test servers' databases, used again (ADR 003): a server's close empties its database back to the
 * migrated template's state and keeps it for the next server this worker starts. Opening PGlite from
 * the copy cost about 0.8 s of CPU per server, and on PostgreSQL each server's database was made from
 * the template and dropped (0.3–1 s of the database server's time each); emptying one takes 10–60 ms.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The start of this run's kept PostgreSQL databases' names, which the global teardown drops. */
    reusedDatabasePrefix: string;
  }
}

const idleEmbedded: PGlite[] = [];

/** An in-memory embedded database, migrated and empty, for one server: its close hands it on. */
export async function reusedEmbeddedDatabase(): Promise<DatabaseHandle> {
  const client = idleEmbedded.pop() ?? openEmbeddedClient('memory://', await migratedPgliteDump());
  return embeddedDatabase(client, async () => {
    try {
      await client.exec(emptyToTemplate);
      // Single-user PGlite recycles its write-ahead log only at a checkpoint; a kept database's log
      // would otherwise grow in memory test after test.
      await client.exec('checkpoint');
      idleEmbedded.push(client);
    } catch {
      await client.close();
    }
  });
}

const idlePostgres = new Map<string, string[]>();

/**
 * A migrated, empty database on the PostgreSQL server `serverUrl` for one server; `release` empties it
 * once the server has closed and keeps it for the next. Outside a run with the global setup (no
 * prefix to drop by), a database of its own that `release` drops.
 */
export async function reusedPostgresDatabase(serverUrl: string): Promise<{ url: string; release(): Promise<void> }> {
  const prefix = inject('reusedDatabasePrefix');
  const idle = idlePostgres.get(serverUrl) ?? [];
  idlePostgres.set(serverUrl, idle);
  let name = idle.pop();
  if (!name) {
    const made = `${prefix ?? 'uplift_test_'}${randomBytes(6).toString('hex')}`;
    await withConnection(serverUrl, (admin) => createMigratedPostgresDatabase(admin, serverUrl, made));
    name = made;
  }
  const url = databaseUrl(serverUrl, name);
  return {
    url,
    async release() {
      const emptied =
        prefix !== undefined &&
        (await withConnection(url, (database) => database.query(emptyToTemplate)).then(
          () => true,
          () => false,
        ));
      if (emptied) idle.push(name);
      else await withConnection(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Drops the databases a run kept (the global setup's teardown). */
export async function dropReusedPostgresDatabases(serverUrl: string, prefix: string): Promise<void> {
  await withConnection(serverUrl, async (admin) => {
    const kept = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of kept.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
