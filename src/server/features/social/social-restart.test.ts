import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeBluesky, type FakeBluesky } from '../../test/fake-bluesky';
import { createPostgresDatabase, startTestServer, testPassword, type TestServer } from '../../test/harness';

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

test('a post scheduled before a restart is published after it, once', async () => {
  let server: TestServer = await startTestServer(env, overrides);
  const client = await server.signedUpClient('restart@social.test');
  const connected = await client.post('/api/social/accounts', {
    network: 'bluesky',
    handle: bluesky.handle,
    appPassword: bluesky.appPassword,
    service: bluesky.origin,
  });
  const at = new Date(Date.now() + 3000);
  const created = await client.post('/api/social/posts', {
    content: 'Published after a restart',
    accountIds: [connected.body.account.id],
    scheduledAt: at.toISOString(),
  });
  expect(created.body.post.status).toBe('Scheduled');
  await server.close();
  // Down while the post falls due.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 500));

  server = await startTestServer(env, overrides);
  try {
    const again = server.client();
    await again.signIn('restart@social.test', testPassword);
    let post: { status: string; targets: Array<{ status: string }> } | undefined;
    for (let attempt = 0; attempt < 150 && post?.status !== 'Published'; attempt++) {
      [post] = (await again.get('/api/social/posts')).body.posts;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(post?.status).toBe('Published');
    expect([...bluesky.posts.values()].filter((record) => record.value.text === 'Published after a restart')).toHaveLength(1);
  } finally {
    await server.close();
  }
});
