import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeBluesky, type FakeBluesky } from './test/fake-bluesky';
import { createPostgresDatabase, startTestServer, testPassword, type TestServer } from '../../test/harness';
import { until } from '../../test/until';

let bluesky: FakeBluesky;
let dataDir = '';
let database: { url: string; drop(): Promise<void> } | undefined;
const env: Record<string, string> = {};
const overrides = { guardedApi: { allowLoopbackForTests: true } };

beforeAll(async () => {
  bluesky = await startFakeBluesky();
  dataDir = await mkdtemp(path.join(tmpdir(), 'uplift-social-restart-'));
  database = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : undefined;
  Object.assign(env, database ? { DATABASE_URL: database.url, APP_SECRET: 's'.repeat(64) } : { DATA_DIR: dataDir });
});

afterAll(async () => {
  await bluesky.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

// Two servers on a database of their own, the first migrating it from nothing: slower than most.
test('a post scheduled before a restart is published after it, once', async () => {
  // The first server runs no job workers: it goes down before the post's job runs, as if stopped the
  // moment the post fell due.
  let server: TestServer = await startTestServer(env, { ...overrides, jobWorkers: [] });
  const client = await server.signedUpClient('restart@social.test');
  const connected = await client.post('/api/social/accounts', {
    network: 'bluesky',
    handle: bluesky.handle,
    appPassword: bluesky.appPassword,
    service: bluesky.origin,
  });
  // Due already (a time a little past is accepted), so the next server finds its job due at once.
  const at = new Date(Date.now() - 30_000);
  const created = await client.post('/api/social/posts', {
    content: 'Published after a restart',
    accountIds: [connected.body.account.id],
    scheduledAt: at.toISOString(),
  });
  expect(created.body.status).toBe('Scheduled');
  await server.close();
  const published = () => [...bluesky.posts.values()].filter((record) => record.value.text === 'Published after a restart');
  expect(published()).toHaveLength(0);

  server = await startTestServer(env, overrides);
  try {
    const again = server.client();
    await again.signIn('restart@social.test', testPassword);
    const post = await until(
      async () => (await again.get('/api/social/posts')).body.posts[0] as { status: string } | undefined,
      (found) => found?.status === 'Published',
    );
    expect(post?.status).toBe('Published');
    // Once: nothing left to run would publish it again.
    await server.drained();
    expect(published()).toHaveLength(1);
  } finally {
    await server.close();
  }
}, 90_000);
