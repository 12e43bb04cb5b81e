import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rowsOf } from '../../../db/rows';
import type { TestClient, TestResponse } from '../../../test/harness';
import { type RoleFixture, uniqueEmail } from '../../../test/role-fixture';
import { areaRoles, fixed, future, ok, sendForm } from '../../../test/role-table';
import { type FakeBluesky, startFakeBluesky } from './fake-bluesky';
import { makeMp4 } from './mp4-fixture';
import { type ListeningIds, listeningRows, seedListening } from '../listening/test/listening-roles';

/** The body that connects the fake PDS's account. */
const blueskyAccount = (bluesky: FakeBluesky) => ({
  network: 'bluesky',
  handle: bluesky.handle,
  appPassword: bluesky.appPassword,
  service: bluesky.origin,
});

/** The social composer's upload form with one small image. */
async function uploadSocialImage(url: string, client: TestClient): Promise<TestResponse> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#80602c' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'rye.png');
  return sendForm(url, client, '/api/social/media', form);
}

/** A short MP4 sent as the composer sends a video: its raw bytes, the name in the query. */
async function uploadSocialVideo(url: string, client: TestClient): Promise<TestResponse> {
  const headers: Record<string, string> = { origin: url, 'content-type': 'application/octet-stream' };
  if (client.cookies) headers.cookie = client.cookies;
  const response = await fetch(new URL('/api/social/media/videos?name=clip.mp4', url), {
    method: 'POST',
    headers,
    body: new Uint8Array(makeMp4()),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** The fake PDS the workspace's social account lives on, started by the seed. */
let bluesky: FakeBluesky | undefined;
const pds = () => {
  if (!bluesky) throw new Error('The social seed starts the fake Bluesky');
  return bluesky;
};

/** A social account of the workspace's for a call that removes it (its network is never asked). */
async function throwawaySocialAccount(f: RoleFixture): Promise<string> {
  // Straight into the table: connecting asks a network.
  const inserted = await f.server.db.execute<{ id: string }>(
    sql`insert into social_accounts (workspace_id, network, service_url, remote_id, username, character_limit)
        values (${f.workspaceId}, 'mastodon', 'https://mastodon.example', ${uniqueEmail('account')}, '@baker@mastodon.example', 500) returning id`,
  );
  return rowsOf<{ id: string }>(inserted)[0]!.id;
}

/** roles.test.ts's rows for the Social Engine (ADR 018). */
export const roles = areaRoles<{ socialAccount: string; socialImage: string; socialPost: string } & ListeningIds>({
  async seed(f) {
    bluesky = await startFakeBluesky();
    const owner = f.clients.owner;
    const socialAccount = ok('social account', await owner.post('/api/social/accounts', blueskyAccount(bluesky)), 201).account;
    const socialImage = ok('social image', await uploadSocialImage(f.server.url, owner), 201);
    const socialPost = ok(
      'social post',
      await owner.post('/api/social/posts', { content: 'Fresh rye today', accountIds: [socialAccount.id] }),
      201,
    );
    return { socialAccount: socialAccount.id, socialImage: socialImage.id, socialPost: socialPost.id, ...(await seedListening(f)) };
  },
  rows: [
    { route: 'GET /api/social/networks', expect: [200, 200, 200, 200, 401], call: fixed('/api/social/networks') },
    { route: 'GET /api/social/accounts', expect: [200, 200, 200, 200, 401], call: fixed('/api/social/accounts') },
    // Connecting the same account again updates it; the stranger connects it to their own workspace.
    {
      route: 'POST /api/social/accounts',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: '/api/social/accounts', body: blueskyAccount(pds()) }),
    },
    // A browser navigation: members land back on /social, told why it did not connect (no state here).
    { route: 'GET /api/social/connect/callback', expect: [302, 302, 302, 302, 401], call: fixed('/api/social/connect/callback?code=abc') },
    // No Facebook consent behind this choice: members who may connect are told it expired; a Viewer may not ask.
    {
      route: 'GET /api/social/page-choices/:id',
      expect: [400, 400, 403, 400, 401],
      call: fixed('/api/social/page-choices/5b0f3a52-2f4c-4d0e-9d6b-3f1f5a0c2e11'),
    },
    {
      route: 'POST /api/social/page-choices/:id',
      expect: [400, 400, 403, 400, 401],
      call: fixed('/api/social/page-choices/5b0f3a52-2f4c-4d0e-9d6b-3f1f5a0c2e11', { pageIds: ['104000000000001'] }),
    },
    // Public: the signature is the permission, and an unsigned link names nothing (social-networks.test.ts serves a signed one).
    {
      route: 'GET /api/social-media/:token',
      expect: [404, 404, 404, 404, 404],
      call: fixed('/api/social-media/bm90LXNpZ25lZA.AAAAAAAAAAAAAAAAAAAAAA'),
    },
    {
      route: 'POST /api/social/accounts/:id/disconnect',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/social/accounts/${f.ids.socialAccount}/disconnect` }),
    },
    {
      route: 'POST /api/social/accounts/:id/reconnect',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/social/accounts/${f.ids.socialAccount}/reconnect` }),
    },
    {
      route: 'DELETE /api/social/accounts/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/social/accounts/${await throwawaySocialAccount(f)}` }),
    },
    {
      route: 'POST /api/social/media',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: '/api/social/media', form: uploadSocialImage }),
    },
    {
      route: 'POST /api/social/media/videos',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: '/api/social/media/videos', form: uploadSocialVideo }),
    },
    {
      route: 'GET /api/social/media/:id',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/social/media/${f.ids.socialImage}` }),
    },
    { route: 'GET /api/social/posts', expect: [200, 200, 200, 200, 401], call: fixed('/api/social/posts') },
    {
      route: 'POST /api/social/posts',
      expect: [201, 201, 403, 404, 401],
      call: (f) => ({ path: '/api/social/posts', body: { content: 'Rye at noon', accountIds: [f.ids.socialAccount] } }),
    },
    {
      route: 'PUT /api/social/posts/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({
        path: `/api/social/posts/${f.ids.socialPost}`,
        body: { content: 'Rye at one', accountIds: [f.ids.socialAccount], scheduledAt: future() },
      }),
    },
    {
      route: 'POST /api/social/posts/:id/cancel',
      expect: [200, 409, 403, 404, 401],
      call: (f) => ({ path: `/api/social/posts/${f.ids.socialPost}/cancel` }),
    },
    {
      route: 'DELETE /api/social/posts/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({
        path: `/api/social/posts/${(await f.clients.owner.post('/api/social/posts', { content: 'Short-lived', accountIds: [f.ids.socialAccount] })).body.id}`,
      }),
    },
    // The stranger's file names the account by its network: they connected the same one (the POST row above).
    {
      route: 'POST /api/social/imports',
      expect: [201, 201, 403, 201, 401],
      call: fixed('/api/social/imports', { csv: 'content,networks\nImported rye,bluesky' }),
    },
    {
      route: 'POST /api/social/accounts/:id/sync',
      expect: [202, 202, 403, 404, 401],
      call: (f) => ({ path: `/api/social/accounts/${f.ids.socialAccount}/sync` }),
    },
    { route: 'GET /api/social/engagement', expect: [200, 200, 200, 200, 401], call: fixed('/api/social/engagement') },
    // The fixture's workspace and the stranger's are on Enterprise, which has social analytics.
    { route: 'GET /api/social/analytics', expect: [200, 200, 200, 200, 401], call: fixed('/api/social/analytics') },
    { route: 'GET /api/social/best-times', expect: [200, 200, 200, 200, 401], call: fixed('/api/social/best-times?tz=UTC') },
    {
      route: 'POST /api/social/generate',
      expect: [200, 200, 403, 200, 401],
      call: fixed('/api/social/generate', { topic: 'Rye bread', networks: ['bluesky'] }),
    },
    // Enterprise has hashtag research; LinkedIn has no public tag figures, so no network is asked.
    {
      route: 'POST /api/social/hashtags/suggest',
      expect: [200, 200, 403, 200, 401],
      call: fixed('/api/social/hashtags/suggest', { text: 'Fresh rye bread', networks: ['linkedin'] }),
    },
    ...listeningRows,
  ],
  queryIds: [['GET', '/api/social/listening/mentions?monitorId=nope']],
  async close() {
    await bluesky?.close();
    bluesky = undefined;
  },
});
