import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { knownMigrations } from '../backup/manifest';
import { cheapPasswordHasher } from '../test/cheap-password-hasher';
import { startTestServer } from '../test/harness';
import { migrationsFolder } from './client';
import { rowsOf } from './rows';

const workspaceId = '6f0c2d9e-8a51-4b7e-9c3a-2e4f1d0b7a11';
const password = 'an-early-password-1';

/**
 * An embedded database at the schema of the first migration, the oldest any instance can have (0.1.0
 * is the only release, and an instance of it may have been installed at any migration since the first;
 * every later migration runs on top of this one), with rows written in that schema's SQL.
 */
async function databaseAtFirstMigration(): Promise<Blob> {
  const folder = mkdtempSync(path.join(tmpdir(), 'uplift-old-schema-'));
  try {
    const [first] = knownMigrations();
    if (!first) throw new Error('No migrations');
    mkdirSync(path.join(folder, 'meta'));
    copyFileSync(path.join(migrationsFolder, `${first.tag}.sql`), path.join(folder, `${first.tag}.sql`));
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [first] }));
    const client = new PGlite();
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
      const hash = await cheapPasswordHasher.hash(password);
      await client.exec(`
        insert into "user" (id, name, email, email_verified, role) values ('early-user', 'Early Adopter', 'early@uplift.test', true, 'admin');
        insert into account (id, account_id, provider_id, user_id, password) values ('early-account', 'early-user', 'credential', 'early-user', '${hash}');
        insert into workspaces (id, name, kind, created_by) values ('${workspaceId}', 'Early Bakery', 'personal', 'early-user');
        insert into workspace_members (workspace_id, user_id, role) values ('${workspaceId}', 'early-user', 'owner');
        insert into notifications (workspace_id, user_id, title, body) values ('${workspaceId}', 'early-user', 'Welcome back', 'From the first schema.');
      `);
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('a database from the first released schema', () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(() => close?.());

  it('is migrated to the latest schema at start, and its data reads through the API', async () => {
    const server = await startTestServer({}, { databaseStartFrom: await databaseAtFirstMigration() });
    close = () => server.close();
    const applied = rowsOf<{ count: number }>(
      await server.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
    );
    expect(applied[0]?.count).toBe(knownMigrations().length);

    const client = server.client();
    expect((await client.signIn('early@uplift.test', password)).status).toBe(200);
    const me = (await client.get('/api/me')).body;
    expect(me.workspace).toMatchObject({ id: workspaceId, name: 'Early Bakery' });
    expect(me).toMatchObject({ email: 'early@uplift.test', name: 'Early Adopter' });
    const notices = (await client.get('/api/notifications')).body;
    expect(JSON.stringify(notices)).toContain('Welcome back');
    // Later areas work on the migrated database.
    const saved = await client.post('/api/content', {
      type: 'blog',
      title: 'Sourdough',
      body: { title: 'Sourdough', metaDescription: '', content: 'Flour and water.', tags: [] },
    });
    expect(saved.status).toBeLessThan(300);
  });
});
