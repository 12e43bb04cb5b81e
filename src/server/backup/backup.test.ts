import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { dumpEmbeddedDatabase } from '../db/client';
import { rowsOf } from '../db/rows';
import { startTestServer, type TestClient, type TestServer, testPassword } from '../test/harness';
import { createBackup, databaseEntry } from './backup';
import { currentHolder, lockFileName } from './data-dir-lock';
import { readManifest, restoreBackup } from './restore';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function folder(): string {
  const made = mkdtempSync(path.join(tmpdir(), 'uplift-backup-test-'));
  folders.push(made);
  return made;
}

const blog = (title: string) => ({ type: 'blog', title, body: { title, metaDescription: '', content: `About ${title}.`, tags: [] } });
const adminEmail = 'admin@uplift.test';

/**
 * Writers save content pieces one after another until told to stop; each id is recorded once the
 * server has answered, with whether that happened before the backup began.
 */
function startWriters(client: TestClient, count: number) {
  const acknowledged: string[] = [];
  let stopped = false;
  const failures: number[] = [];
  const writers = Array.from({ length: count }, async (_, writer) => {
    // Bounded: at most 60 writes each, whether or not the backup is done by then.
    for (let n = 0; !stopped && n < 60; n++) {
      const saved = await client.post('/api/content', blog(`Writer ${writer} piece ${n}`));
      if (saved.status === 200 || saved.status === 201) acknowledged.push(saved.body.id as string);
      else failures.push(saved.status);
    }
  });
  return {
    acknowledged,
    failures,
    async stop() {
      stopped = true;
      await Promise.all(writers);
    },
  };
}

async function writeUnderLoadAndBackUp(server: TestServer, env: { DATA_DIR: string; DATABASE_URL?: string }, archive: string) {
  const admin = await server.signedUpClient(adminEmail);
  const workspaceId = (await admin.get('/api/me')).body.workspace.id as string;
  expect((await admin.put(`/api/admin/workspaces/${workspaceId}/plan`, { plan: 'enterprise' })).status).toBe(200);
  // An uploaded file as the upload area keeps it: under uploads/<workspace id>/.
  mkdirSync(path.join(env.DATA_DIR, 'uploads', workspaceId), { recursive: true });
  writeFileSync(path.join(env.DATA_DIR, 'uploads', workspaceId, 'brief.txt'), 'The brief.');

  const load = startWriters(admin, 8);
  await expect.poll(() => load.acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(40);
  const beforeBackup = [...load.acknowledged];
  const manifest = await createBackup(loadConfig({ ...env, LOG_LEVEL: 'error' }), archive);
  // Writes went on while the backup was taken, and none failed.
  expect(load.acknowledged.length).toBeGreaterThan(beforeBackup.length);
  await load.stop();
  expect(load.failures).toEqual([]);
  return { admin, workspaceId, beforeBackup, manifest };
}

async function expectRestoredInstance(restored: TestServer, workspaceId: string, beforeBackup: string[], cookies: string) {
  // The same app secret came back with the files: a session made before the backup is still good.
  expect((await restored.client(cookies).get('/api/me')).body.workspace.id).toBe(workspaceId);
  const admin = restored.client();
  expect((await admin.signIn(adminEmail, testPassword)).status).toBe(200);
  const found = await Promise.all(beforeBackup.map(async (id) => (await admin.get(`/api/content/${id}`)).status));
  expect(found.filter((status) => status !== 200)).toEqual([]);
  // It still takes writes.
  expect((await admin.post('/api/content', blog('After the restore'))).status).toBeLessThan(300);
}

/** `archive` again, with `dump` as its database: how backups were made before the database's files were copied. */
async function withDumpOfPglite(archive: string, dump: Blob): Promise<string> {
  const unpacked = folder();
  execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
  writeFileSync(path.join(unpacked, databaseEntry.pglite), new Uint8Array(await dump.arrayBuffer()));
  const repacked = path.join(folder(), 'earlier.tar.gz');
  execFileSync('tar', ['-czf', repacked, '-C', unpacked, ...readdirSync(unpacked)]);
  return repacked;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore of the embedded database', () => {
  it(
    'restores a backup taken through the running server under write load, with every acknowledged write',
    { timeout: 240_000 },
    async () => {
      const env = { DATA_DIR: path.join(folder(), 'data') };
      const archive = path.join(folder(), 'backup.tar.gz');
      const server = await startTestServer(env);
      let taken;
      try {
        taken = await writeUnderLoadAndBackUp(server, env, archive);
      } finally {
        await server.close();
      }
      expect(taken.manifest).toMatchObject({ driver: 'pglite', files: expect.arrayContaining(['app-secret', 'uploads']) });
      expect(taken.manifest.migrations.applied).toBeGreaterThan(40);
      expect(await readManifest(archive)).toEqual(taken.manifest);

      // A data directory with something in it is not overwritten without --force.
      await expect(restoreBackup(loadConfig(env), archive)).rejects.toThrow('is not empty');

      const target = { DATA_DIR: path.join(folder(), 'restored') };
      await restoreBackup(loadConfig(target), archive);
      expect(readFileSync(path.join(target.DATA_DIR, 'uploads', taken.workspaceId, 'brief.txt'), 'utf8')).toBe('The brief.');
      const restored = await startTestServer(target);
      try {
        await expectRestoredInstance(restored, taken.workspaceId, taken.beforeBackup, taken.admin.cookies);
      } finally {
        await restored.close();
      }

      // With its server stopped, the folder is opened directly.
      const stopped = path.join(folder(), 'stopped.tar.gz');
      const offline = await createBackup(loadConfig(env), stopped);
      expect(offline.migrations).toEqual(taken.manifest.migrations);
      // An archive of an earlier version, whose database is PGlite's own dump, restores as well.
      const earlier = await withDumpOfPglite(stopped, await dumpEmbeddedDatabase(env.DATA_DIR));
      const fromEarlier = { DATA_DIR: path.join(folder(), 'restored-earlier') };
      await restoreBackup(loadConfig(fromEarlier), earlier);
      const reopened = await startTestServer(fromEarlier);
      try {
        await expectRestoredInstance(reopened, taken.workspaceId, taken.beforeBackup, taken.admin.cookies);
      } finally {
        await reopened.close();
      }
      // --force puts a backup over the folder it came from.
      await restoreBackup(loadConfig(env), stopped, { force: true });
      expect(readFileSync(path.join(env.DATA_DIR, 'uploads', taken.workspaceId, 'brief.txt'), 'utf8')).toBe('The brief.');
      // PID 1 is always alive: a backup or restore of another process holds the folder.
      writeFileSync(path.join(env.DATA_DIR, lockFileName), JSON.stringify({ pid: 1, purpose: 'restore' }));
      await expect(createBackup(loadConfig(env), path.join(folder(), 'refused.tar.gz'))).rejects.toThrow('is in use by process 1');
      await expect(startTestServer(env)).rejects.toThrow('is in use by process 1');
    },
  );

  it("answers the backup channel's bad requests with 400 and a wrong token with 401, copying nothing", async () => {
    const env = { DATA_DIR: path.join(folder(), 'channel') };
    const server = await startTestServer(env);
    try {
      const { channel } = currentHolder(env.DATA_DIR) ?? {};
      if (!channel) throw new Error('The server named no backup channel');
      const full = folder();
      writeFileSync(path.join(full, 'kept.txt'), 'kept');
      const ask = (body: string, token = channel.token) =>
        fetch(`http://127.0.0.1:${channel.port}/database`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
      for (const [body, says] of [
        ['not json', 'The request is not JSON.'],
        ['null', 'Name the folder to copy the database into by its absolute path.'],
        [JSON.stringify({ into: 'relative/folder' }), 'Name the folder to copy the database into by its absolute path.'],
        [JSON.stringify({ into: full }), `${full} is not an empty folder.`],
      ]) {
        const answer = await ask(body!);
        expect(answer.status).toBe(400);
        expect(await answer.text()).toBe(says);
      }
      expect(readdirSync(full)).toEqual(['kept.txt']);
      expect((await ask(JSON.stringify({ into: folder() }), 'f'.repeat(64))).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('backup and restore of PostgreSQL', () => {
  it('restores a pg_dump taken under write load into an empty database, with every acknowledged write', async () => {
    const serverUrl = process.env.DATABASE_URL as string;
    const env = { DATA_DIR: path.join(folder(), 'data') };
    const archive = path.join(folder(), 'backup.tar.gz');
    const server = await startTestServer(env);
    let taken;
    try {
      taken = await writeUnderLoadAndBackUp(server, { ...env, DATABASE_URL: await serverDatabaseUrl(server, serverUrl) }, archive);
    } finally {
      await server.close();
    }
    expect(taken.manifest.driver).toBe('postgres');

    const empty = await emptyDatabase(serverUrl);
    try {
      const target = { DATA_DIR: path.join(folder(), 'restored'), DATABASE_URL: empty.url, APP_SECRET: 'y'.repeat(32) };
      await restoreBackup(loadConfig(target), archive);
      await expect(restoreBackup(loadConfig(target), archive)).rejects.toThrow('The database is not empty');
      // --force drops what is there first.
      await restoreBackup(loadConfig(target), archive, { force: true });
      const restored = await startTestServer(target);
      try {
        const admin = restored.client();
        expect((await admin.signIn(adminEmail, testPassword)).status).toBe(200);
        const found = await Promise.all(taken.beforeBackup.map(async (id) => (await admin.get(`/api/content/${id}`)).status));
        expect(found.filter((status) => status !== 200)).toEqual([]);
      } finally {
        await restored.close();
      }
    } finally {
      await empty.drop();
    }
  });
});

/** The database name the test server's pool is connected to, on the PostgreSQL server of DATABASE_URL. */
async function serverDatabaseUrl(server: TestServer, serverUrl: string): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await server.db.execute(sql`select current_database() as name`));
  const url = new URL(serverUrl);
  url.pathname = `/${row?.name}`;
  return url.toString();
}

async function emptyDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `uplift_restore_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}
