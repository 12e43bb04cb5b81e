import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { until } from '../../test/until';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { socialImportMessages, socialMediaMessages, socialMessages } from '@/shared/social/social';
import type { TestClient } from '../../test/harness';
import { startFakeBluesky, type FakeBluesky } from './test/fake-bluesky';
import { startFakeMastodon, type FakeMastodon } from './test/fake-mastodon';
import { startFakeOAuth, type FakeOAuth } from './test/fake-oauth';
import { useTestServer } from '../../test/use-test-server';
import { rowsOf } from '../../db/rows';
import { userEvents } from '../../events/schema';
import { domainEvents } from '../../domain-events/schema';
import { socialAccounts } from './schema';

let mastodon: FakeMastodon;
let bluesky: FakeBluesky;
let oauth: FakeOAuth;
const env: Record<string, string> = {};
const overrides = { guardedApi: { allowLoopbackForTests: true }, originsForTests: {} as Record<string, string> };

beforeAll(async () => {
  [mastodon, bluesky, oauth] = await Promise.all([startFakeMastodon(), startFakeBluesky(), startFakeOAuth()]);
  Object.assign(env, { TWITTER_CLIENT_ID: oauth.clientId, TWITTER_CLIENT_SECRET: oauth.clientSecret });
  overrides.originsForTests.twitter = oauth.origin;
});
afterAll(async () => {
  await Promise.all([mastodon.close(), bluesky.close(), oauth.close()]);
});

const uplift = useTestServer(env, overrides);

/** Follows the network's consent page back to Uplift's callback, as the browser does. */
async function approveAt(client: TestClient, redirectUrl: string, approve: (url: string) => string) {
  const back = new URL(approve(redirectUrl));
  return client.get(`${back.pathname}${back.search}`);
}

async function connectMastodon(client: TestClient) {
  const started = await client.post('/api/social/accounts', { network: 'mastodon', instance: mastodon.origin });
  expect(started.status).toBe(200);
  const landed = await approveAt(client, started.body.redirectUrl, (url) => mastodon.approve(url));
  expect(landed.status).toBe(302);
  expect(landed.headers.get('location')).toBe('/social?connected=mastodon');
  const accounts = (await client.get('/api/social/accounts')).body.accounts;
  return accounts.find((account: { network: string }) => account.network === 'mastodon');
}

async function connectBluesky(client: TestClient) {
  const connected = await client.post('/api/social/accounts', {
    network: 'bluesky',
    handle: bluesky.handle,
    appPassword: bluesky.appPassword,
    service: bluesky.origin,
  });
  expect(connected.status).toBe(201);
  return connected.body.account;
}

async function waitForPost(client: TestClient, id: string, done: (post: { status: string }) => boolean) {
  return until(
    async () => (await client.get('/api/social/posts')).body.posts.find((candidate: { id: string }) => candidate.id === id),
    (post) => post !== undefined && done(post),
  );
}

async function waitFor<T>(read: () => Promise<T | null>): Promise<T> {
  return (await until(read, (value) => value !== null)) as T;
}

/** The post's state is written before its author is told, so the notice may arrive a moment later. */
async function noticeTitled(client: TestClient, title: string) {
  return until(
    async () => (await client.get('/api/notifications')).body.items.find((item: { title: string }) => item.title === title),
    (notice) => notice !== undefined,
  );
}

describe('connecting accounts', () => {
  test('a Mastodon account connects through the instance’s own OAuth, with the instance’s limit', async () => {
    const client = await uplift.member('mastodon@social.test');
    mastodon.characterLimit = 1000;
    const account = await connectMastodon(client);
    expect(account).toMatchObject({
      status: 'Connected',
      username: `@uplift@${new URL(mastodon.origin).host}`,
      displayName: 'Uplift Test',
      characterLimit: 1000,
      publishes: true,
    });
    expect(account.lastSync).not.toBeNull();
    // The token is sealed, never stored or sent in the clear.
    const [row] = await uplift.server.db.select().from(socialAccounts).where(eq(socialAccounts.id, account.id));
    expect(row!.credentials).toMatch(/^v1:/);
    expect(JSON.stringify((await client.get('/api/social/accounts')).body)).not.toMatch(/token|credentials/i);
    mastodon.characterLimit = 500;
  });

  test('a callback with a state that is not the user’s own, or used twice, does not connect', async () => {
    const client = await uplift.member('state@social.test');
    const other = await uplift.member('state-other@social.test');
    const started = await client.post('/api/social/accounts', { network: 'mastodon', instance: mastodon.origin });
    const back = new URL(mastodon.approve(started.body.redirectUrl));
    const stolen = await other.get(`${back.pathname}${back.search}`);
    expect(stolen.headers.get('location')).toBe(`/social?connectError=${encodeURIComponent(socialMessages.connectExpired)}`);
    expect((await other.get('/api/social/accounts')).body.accounts).toEqual([]);
    const denied = await client.get(`/api/social/connect/callback?state=${back.searchParams.get('state')}&error=access_denied`);
    expect(denied.headers.get('location')).toContain('connectError=');
  });

  test('Bluesky connects with a handle and an app password; a wrong one fails to connect', async () => {
    const client = await uplift.member('bluesky@social.test');
    const wrong = await client.post('/api/social/accounts', {
      network: 'bluesky',
      handle: bluesky.handle,
      appPassword: 'wrong-pass-word-xxxx',
      service: bluesky.origin,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(socialMessages.blueskyRefused);
    const account = await connectBluesky(client);
    expect(account).toMatchObject({ network: 'bluesky', status: 'Connected', username: `@${bluesky.handle}`, characterLimit: 300 });
  });

  test('empty fields answer the spec’s message', async () => {
    const client = await uplift.member('fields@social.test');
    for (const body of [
      { network: 'mastodon', instance: '  ' },
      { network: 'bluesky', handle: 'a.bsky.social', appPassword: '' },
      { network: 'bluesky' },
    ]) {
      const answer = await client.post('/api/social/accounts', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(socialMessages.fieldsRequired);
    }
  });

  test('a network whose app keys are missing says who can fix it instead of connecting', async () => {
    const client = await uplift.member('keys@social.test');
    const networks = (await client.get('/api/social/networks')).body.networks;
    expect(networks.find((network: { id: string }) => network.id === 'linkedin')).toMatchObject({
      available: false,
      unavailableReason: socialMessages.appKeysMissing('LinkedIn'),
    });
    expect(networks.find((network: { id: string }) => network.id === 'twitter')).toMatchObject({ available: true, publishes: true });
    const refused = await client.post('/api/social/accounts', { network: 'linkedin' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(socialMessages.appKeysMissing('LinkedIn'));
  });

  test('X connects through OAuth 2 with PKCE and the operator’s app', async () => {
    const client = await uplift.member('x@social.test');
    const started = await client.post('/api/social/accounts', { network: 'twitter' });
    const authorize = new URL(started.body.redirectUrl);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const landed = await approveAt(client, started.body.redirectUrl, (url) => oauth.approve(url));
    expect(landed.headers.get('location')).toBe('/social?connected=twitter');
    const [account] = (await client.get('/api/social/accounts')).body.accounts;
    expect(account).toMatchObject({ network: 'twitter', username: '@uplift_test', status: 'Connected', characterLimit: 280 });
  });

  test('Disconnect clears the last sync; Reconnect sets it again with the stored authorisation', async () => {
    const client = await uplift.member('toggle@social.test');
    const account = await connectBluesky(client);
    const off = await client.post(`/api/social/accounts/${account.id}/disconnect`);
    expect(off.body).toMatchObject({ status: 'Disconnected', lastSync: null });
    const on = await client.post(`/api/social/accounts/${account.id}/reconnect`);
    expect(on.body.account.status).toBe('Connected');
    expect(on.body.account.lastSync).not.toBeNull();
  });

  test('Reconnect sends the browser to authorise again when the token is gone', async () => {
    const client = await uplift.member('reauth@social.test');
    const account = await connectMastodon(client);
    await client.post(`/api/social/accounts/${account.id}/disconnect`);
    for (const token of mastodon.received.flatMap((request) => request.headers.authorization?.replace('Bearer ', '') ?? []))
      mastodon.revokeToken(token);
    const again = await client.post(`/api/social/accounts/${account.id}/reconnect`);
    expect(again.body.redirectUrl).toContain(`${mastodon.origin}/oauth/authorize`);
    const landed = await approveAt(client, again.body.redirectUrl, (url) => mastodon.approve(url));
    expect(landed.headers.get('location')).toBe('/social?connected=mastodon');
    const accounts = (await client.get('/api/social/accounts')).body.accounts;
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ id: account.id, status: 'Connected' });
  });

  test('the Starter plan’s three accounts are enforced by the server', async () => {
    const client = await uplift.member('limit@social.test');
    await connectBluesky(client);
    await connectMastodon(client);
    const x = await client.post('/api/social/accounts', { network: 'twitter' });
    await approveAt(client, x.body.redirectUrl, (url) => oauth.approve(url));
    expect((await client.get('/api/me')).body.usage.socialAccounts).toBe(3);
    const fourth = await client.post('/api/social/accounts', { network: 'mastodon', instance: mastodon.origin });
    expect(fourth.status).toBe(403);
    expect(fourth.body.error.code).toBe('PLAN_LIMIT_REACHED');
    // Connecting one of the three again is no new account.
    expect((await connectBluesky(client)).status).toBe('Connected');
  });
});

describe('composing and publishing', () => {
  test('the composer’s validation answers the spec’s messages', async () => {
    const client = await uplift.member('compose@social.test');
    const account = await connectBluesky(client);
    expect((await client.post('/api/social/posts', { content: ' ', accountIds: [account.id] })).body.error.message).toBe(
      socialMessages.contentRequired,
    );
    expect((await client.post('/api/social/posts', { content: 'Hello', accountIds: [] })).body.error.message).toBe(
      socialMessages.platformRequired,
    );
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const long = await client.post('/api/social/posts', { content: 'a'.repeat(301), accountIds: [account.id], scheduledAt: later });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(socialMessages.tooLong(`Bluesky (@${bluesky.handle})`, 300));
    // Graphemes count as Bluesky counts them: 300 flags are 300, not 1,200 code units.
    expect(
      (await client.post('/api/social/posts', { content: '🇳🇱'.repeat(300), accountIds: [account.id], scheduledAt: later })).status,
    ).toBe(201);
    // A draft is still being written: its length is checked when it is scheduled or published.
    const draft = await client.post('/api/social/posts', { content: 'a'.repeat(301), accountIds: [account.id] });
    expect(draft.status).toBe(201);
    expect(
      (
        await client.put(`/api/social/posts/${draft.body.id}`, {
          content: 'a'.repeat(301),
          accountIds: [account.id],
          publishNow: true,
        })
      ).body.error.message,
    ).toBe(socialMessages.tooLong(`Bluesky (@${bluesky.handle})`, 300));
    const past = await client.post('/api/social/posts', {
      content: 'Hello',
      accountIds: [account.id],
      scheduledAt: '2020-01-01T10:00:00Z',
    });
    expect(past.body.error.message).toBe(socialMessages.scheduleInPast);
  });

  test('without a time a post is a Draft, with one Scheduled; scheduled posts are edited and cancelled, drafts deleted', async () => {
    const client = await uplift.member('states@social.test');
    const account = await connectBluesky(client);
    const draft = (await client.post('/api/social/posts', { content: 'A draft', accountIds: [account.id] })).body;
    expect(draft).toMatchObject({
      status: 'Draft',
      scheduledAt: null,
      targets: [{ accountId: account.id, network: 'bluesky', status: 'Pending', metrics: null }],
      engagement: null,
    });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (await client.post('/api/social/posts', { content: 'Later', accountIds: [account.id], scheduledAt: later })).body;
    expect(scheduled).toMatchObject({ status: 'Scheduled', scheduledAt: later });
    const edited = await client.put(`/api/social/posts/${scheduled.id}`, {
      content: 'Later, edited',
      accountIds: [account.id],
      overrides: { [account.id]: 'Just for Bluesky' },
      scheduledAt: later,
    });
    expect(edited.body).toMatchObject({ content: 'Later, edited', targets: [{ override: 'Just for Bluesky' }] });
    expect((await client.delete(`/api/social/posts/${scheduled.id}`)).status).toBe(409);
    expect((await client.post(`/api/social/posts/${scheduled.id}/cancel`)).body).toMatchObject({ status: 'Draft', scheduledAt: null });
    expect((await client.delete(`/api/social/posts/${draft.id}`)).status).toBe(204);
    const events = await uplift.server.db.select().from(userEvents).where(eq(userEvents.eventType, 'social_post_created'));
    expect(events.filter((event) => event.eventData.status === 'scheduled')).not.toHaveLength(0);
  });

  test('a scheduled post is published at its time on every account, once, with the networks’ ids and links', async () => {
    const client = await uplift.member('publish@social.test');
    const mastodonAccount = await connectMastodon(client);
    const blueskyAccount = await connectBluesky(client);
    const before = mastodon.statuses.length;
    const at = new Date(Date.now() + 2000).toISOString();
    const created = await client.post('/api/social/posts', {
      content: 'Fresh loaves at 8 https://bakery.example',
      accountIds: [mastodonAccount.id, blueskyAccount.id],
      overrides: { [blueskyAccount.id]: 'Fresh loaves at 8 on Bluesky' },
      scheduledAt: at,
    });
    expect(created.status).toBe(201);
    const published = await waitForPost(client, created.body.id, (post) => post.status === 'Published');
    expect(new Date(published.publishedAt).getTime()).toBeGreaterThanOrEqual(new Date(at).getTime());
    expect(new Date(published.publishedAt).getTime() - new Date(at).getTime()).toBeLessThan(10_000);
    expect(mastodon.statuses.length).toBe(before + 1);
    expect(mastodon.statuses.at(-1)!.text).toBe('Fresh loaves at 8 https://bakery.example');
    const onBluesky = [...bluesky.posts.values()].map((post) => post.value.text);
    expect(onBluesky).toContain('Fresh loaves at 8 on Bluesky');
    for (const target of published.targets)
      expect(target).toMatchObject({ status: 'Published', error: null, url: expect.stringMatching(/^https?:\/\//) });
    // Webhooks and workflows hear of it once (ADR 028).
    const told = await uplift.server.db.select().from(domainEvents).where(eq(domainEvents.type, 'post.published'));
    expect(told.filter((event) => event.data.id === created.body.id)).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          status: 'published',
          text: 'Fresh loaves at 8 https://bakery.example',
          targets: expect.any(Array),
        }),
      }),
    ]);
  });

  test('posts due together each tell webhooks and workflows once', async () => {
    const client = await uplift.member('together@social.test');
    const account = await connectMastodon(client);
    const at = new Date(Date.now() + 2000).toISOString();
    const ids: string[] = [];
    for (const content of ['Rye at 8', 'Spelt at 9', 'Sourdough at 10']) {
      const created = await client.post('/api/social/posts', { content, accountIds: [account.id], scheduledAt: at });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    for (const id of ids) await waitForPost(client, id, (post) => post.status === 'Published');
    const told = (await uplift.server.db.select().from(domainEvents).where(eq(domainEvents.type, 'post.published'))).filter((event) =>
      ids.includes(event.data.id as string),
    );
    expect(told.map((event) => event.data.text).sort()).toEqual(['Rye at 8', 'Sourdough at 10', 'Spelt at 9']);
    // Each event queued once to each subscriber: the same subscribers, one job apiece.
    const queued = rowsOf<{ name: string; event_id: string }>(
      await uplift.server.db.execute(
        sql`select name, data->>'eventId' as event_id from pgboss.job where name like 'domain-event.%' and data->>'eventId' in (${sql.join(
          told.map((event) => sql`${event.id}`),
          sql`, `,
        )})`,
      ),
    );
    const subscribersOf = (eventId: string) =>
      queued
        .filter((job) => job.event_id === eventId)
        .map((job) => job.name)
        .sort();
    const [first, ...others] = told.map((event) => subscribersOf(event.id));
    expect(first!.length).toBeGreaterThan(0);
    expect(new Set(first).size).toBe(first!.length);
    for (const subscribers of others) expect(subscribers).toEqual(first);
  });

  test('a 503 is tried again later and posts once', async () => {
    const client = await uplift.member('retry@social.test');
    const account = await connectMastodon(client);
    const before = mastodon.statuses.length;
    mastodon.failNextStatusPosts(1);
    const asked = Date.now();
    const created = await client.post('/api/social/posts', { content: 'Retried', accountIds: [account.id], publishNow: true });
    // pg-boss holds the job for its first backoff (10 to 20 s): later, not at once. That wait is brought
    // forward rather than sat out; what is checked is that the retry then publishes it, once.
    const retryAt = await waitFor(async () => {
      const jobs = rowsOf<{ start_after: string }>(
        await uplift.server.db.execute(
          sql`select start_after from pgboss.job where name = 'social-publish' and state = 'retry' and data->>'postId' = ${created.body.id}`,
        ),
      );
      return jobs[0] ? new Date(jobs[0].start_after).getTime() : null;
    });
    expect(retryAt).toBeGreaterThanOrEqual(asked + 10_000);
    expect((await waitForPost(client, created.body.id, () => true)).status).not.toBe('Published');
    await uplift.server.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'social-publish' and state = 'retry' and data->>'postId' = ${created.body.id}`,
    );
    const published = await waitForPost(client, created.body.id, (post) => post.status === 'Published');
    expect(published.targets[0].status).toBe('Published');
    expect(mastodon.statuses.length).toBe(before + 1);
  }, 30_000);

  test('a 429 is tried again when the network says, no sooner than the backoff would', async () => {
    const client = await uplift.member('retry-after@social.test');
    const account = await connectMastodon(client);
    const created = async (content: string, retryAfterSeconds: number) => {
      mastodon.failNextStatusPosts(1, retryAfterSeconds);
      const asked = Date.now();
      const post = await client.post('/api/social/posts', { content, accountIds: [account.id], publishNow: true });
      return { asked, id: post.body.id as string };
    };
    // Its next try is a job of its own at that time, not pg-boss's retry of the same job.
    const nextTry = async ({ asked, id }: { asked: number; id: string }) =>
      waitFor(async () => {
        const jobs = rowsOf<{ start_after: string }>(
          await uplift.server.db.execute(
            sql`select start_after from pgboss.job where name = 'social-publish' and state = 'created' and data->>'postId' = ${id}`,
          ),
        );
        const at = jobs.map((job) => new Date(job.start_after).getTime()).find((time) => time > asked + 1000);
        return at === undefined ? null : at - asked;
      });
    const waited = await nextTry(await created('Waited for', 60));
    expect(waited).toBeGreaterThanOrEqual(60_000);
    expect(waited).toBeLessThan(70_000);
    // "Retry-After: 0" does not spend the attempts at once: the first backoff (10 s) still holds.
    const eager = await nextTry(await created('Asked again at once', 0));
    expect(eager).toBeGreaterThanOrEqual(10_000);
    expect(eager).toBeLessThan(20_000);
  }, 30_000);

  test('a refusal fails the post with the network’s reason and tells its author', async () => {
    const client = await uplift.member('refused@social.test');
    const account = await connectMastodon(client);
    mastodon.rejectNextStatusPost('Validation failed: Text character limit of 500 exceeded');
    const created = await client.post('/api/social/posts', { content: 'Refused', accountIds: [account.id], publishNow: true });
    const failed = await waitForPost(client, created.body.id, (post) => post.status === 'Failed');
    expect(failed.targets[0].error).toContain('Validation failed');
    expect(await noticeTitled(client, 'A social post failed to publish')).toMatchObject({
      link: '/social',
      body: expect.stringContaining('Validation failed'),
    });
  });

  test('a revoked token turns the account Disconnected with a notification', async () => {
    const client = await uplift.member('revoked@social.test');
    const account = await connectMastodon(client);
    for (const token of mastodon.received.flatMap((request) => request.headers.authorization?.replace('Bearer ', '') ?? []))
      mastodon.revokeToken(token);
    const created = await client.post('/api/social/posts', { content: 'Nobody home', accountIds: [account.id], publishNow: true });
    await waitForPost(client, created.body.id, (post) => post.status === 'Failed');
    const [after] = (await client.get('/api/social/accounts')).body.accounts;
    expect(after).toMatchObject({ status: 'Disconnected', lastSync: null });
    expect(after.statusReason).toContain('refused');
    expect(await noticeTitled(client, `Reconnect your Mastodon account ${account.username}`)).toMatchObject({ link: '/social' });
    expect((await client.post('/api/social/posts', { content: 'Again', accountIds: [account.id] })).body.error.message).toBe(
      socialMessages.accountNotConnected,
    );
  });

  test('X gets the post through its API', async () => {
    const client = await uplift.member('x-post@social.test');
    const started = await client.post('/api/social/accounts', { network: 'twitter' });
    await approveAt(client, started.body.redirectUrl, (url) => oauth.approve(url));
    const [account] = (await client.get('/api/social/accounts')).body.accounts;
    const created = await client.post('/api/social/posts', { content: 'Hello X', accountIds: [account.id], publishNow: true });
    const published = await waitForPost(client, created.body.id, (post) => post.status === 'Published');
    expect(published.targets[0].url).toMatch(/^https:\/\/x\.com\/i\/web\/status\/\d+$/);
    expect([...oauth.x.tweets.values()].map((tweet) => tweet.text)).toContain('Hello X');
  });

  test('AI writing answers one post per chosen network and counts one generation', async () => {
    const client = await uplift.member('writer@social.test');
    const written = await client.post('/api/social/generate', { topic: 'Sourdough starters', networks: ['bluesky', 'linkedin'] });
    expect(written.status).toBe(200);
    expect(written.body.source).toBe('offline');
    expect(written.body.posts.map((post: { network: string }) => post.network)).toEqual(['bluesky', 'linkedin']);
    expect([...written.body.posts[0].content].length).toBeLessThanOrEqual(300);
    expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(1);
  });
});

async function upload(client: TestClient, bytes: Buffer, name: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${uplift.server.url}/api/social/media`, {
    method: 'POST',
    headers: { origin: uplift.server.url, cookie: client.cookies },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const png = (width: number, height: number, noise = false) =>
  sharp(noise ? randomBytes(width * height * 3) : Buffer.alloc(width * height * 3, 200), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

describe('images', () => {
  test('an upload must be an image, whatever it is called, and is served back to its workspace only', async () => {
    const client = await uplift.member('images@social.test');
    const stranger = await uplift.member('images-stranger@social.test');
    const image = await upload(client, await png(40, 30), 'loaf.png');
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({
      filename: 'loaf.png',
      mimeType: 'image/png',
      width: 40,
      height: 30,
      url: `/api/social/media/${image.body.id}`,
    });
    const served = await fetch(`${uplift.server.url}${image.body.url}`, { headers: { cookie: client.cookies } });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect((await stranger.get(image.body.url)).status).toBe(404);
    const fake = await upload(client, Buffer.from('<svg onload="alert(1)"></svg>'), 'loaf.png');
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe(socialMediaMessages.notAnImage);
    expect((await client.get('/api/me')).body.usage.storage).toBe(1);
  });

  test('images go out with their alt text, each network’s rules checked first', async () => {
    const client = await uplift.member('images-post@social.test');
    const onMastodon = await connectMastodon(client);
    const onBluesky = await connectBluesky(client);
    const small = (await upload(client, await png(64, 64), 'rye.png')).body;
    const large = (await upload(client, await png(700, 700, true), 'noise.png')).body;
    expect(large.size).toBeGreaterThan(1_000_000);
    const tooLarge = await client.post('/api/social/posts', {
      content: 'Big',
      accountIds: [onBluesky.id],
      media: [{ id: large.id }],
      publishNow: true,
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error.message).toBe(
      `“noise.png” is ${(large.size / 1024 / 1024).toFixed(1)} MB: Bluesky takes images of up to 1 MB.`,
    );
    const before = { media: mastodon.media.length, blobs: bluesky.blobs.length };
    const created = await client.post('/api/social/posts', {
      content: 'Rye with a picture',
      accountIds: [onMastodon.id, onBluesky.id],
      media: [{ id: small.id, altText: 'A dark rye loaf on a board' }],
      publishNow: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.media).toEqual([{ id: small.id, altText: 'A dark rye loaf on a board', kind: 'image', url: small.url }]);
    await waitForPost(client, created.body.id, (post) => post.status === 'Published');
    expect(mastodon.media.slice(before.media)).toEqual([
      expect.objectContaining({ description: 'A dark rye loaf on a board', mimeType: 'image/png' }),
    ]);
    expect(bluesky.blobs.length).toBe(before.blobs + 1);
    const record = [...bluesky.posts.values()].find((post) => post.value.text === 'Rye with a picture')!;
    expect(JSON.stringify(record.value.embed)).toContain('A dark rye loaf on a board');
  });
});

describe('importing posts from a CSV file', () => {
  test('every row is checked first: with an error nothing is imported and each row says what is wrong', async () => {
    const client = await uplift.member('import-errors@social.test');
    await connectBluesky(client);
    const csv = [
      'content,networks,time',
      'Fine row,bluesky,',
      ',bluesky,',
      'Nowhere,linkedin,',
      'Who?,@nobody,',
      'Too late,Bluesky,2020-01-01 10:00',
      'Not a time,bluesky,soon',
      `${'a'.repeat(301)},bluesky,`,
    ].join('\n');
    const refused = await client.post('/api/social/imports', { csv, timeZone: 'Europe/Amsterdam' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(socialImportMessages.rowsFailed(6));
    expect(refused.body.error.details.rows).toEqual([
      { line: 3, message: socialMessages.contentRequired },
      { line: 4, message: 'No LinkedIn account is connected.' },
      { line: 5, message: '“@nobody” is neither a network nor one of your accounts.' },
      { line: 6, message: socialMessages.scheduleInPast },
      { line: 7, message: '“soon” is not a time: write 2026-12-01 09:30, or leave it empty for a draft.' },
      { line: 8, message: socialMessages.tooLong(`Bluesky (@${bluesky.handle})`, 300) },
    ]);
    expect((await client.get('/api/social/posts')).body.posts).toEqual([]);
    expect((await client.post('/api/social/imports', { csv: 'text,where\nHello,bluesky' })).body.error.message).toBe(
      socialImportMessages.missingColumns,
    );
    expect((await client.post('/api/social/imports', { csv: 'content,networks\n' })).body.error.message).toBe(socialImportMessages.noRows);
  });

  test('a clean file makes drafts and scheduled posts, times read in the importer’s zone, and they publish', async () => {
    const client = await uplift.member('import@social.test');
    const onBluesky = await connectBluesky(client);
    const onMastodon = await connectMastodon(client);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = tomorrow.toISOString().slice(0, 10);
    const soon = new Date(Date.now() + 1500).toISOString();
    const csv = [
      'Content,Networks,Time',
      `"Two networks, one line","bluesky; ${onMastodon.username}",${day} 09:30`,
      'A draft,Bluesky,',
      `Right away,${onBluesky.username},${soon}`,
    ].join('\n');
    const imported = await client.post('/api/social/imports', { csv, timeZone: 'America/New_York' });
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({ created: 3, scheduled: 2, drafts: 1 });
    const posts = (await client.get('/api/social/posts')).body.posts as Array<{
      id: string;
      content: string;
      status: string;
      scheduledAt: string | null;
      targets: unknown[];
    }>;
    const morning = posts.find((post) => post.content === 'Two networks, one line')!;
    expect(morning.targets).toHaveLength(2);
    expect(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).format(
        new Date(morning.scheduledAt!),
      ),
    ).toBe('09:30');
    expect(posts.find((post) => post.content === 'A draft')!.status).toBe('Draft');
    const right = posts.find((post) => post.content === 'Right away')!;
    await waitForPost(client, right.id, (post) => post.status === 'Published');
  });
});

describe('the Scheduler’s posts', () => {
  test('every scheduled post is listed soonest first, however many newer posts there are', async () => {
    // 520 scheduled posts: more than Starter's three a month.
    const client = await uplift.member('scheduler-many@social.test', 'professional');
    await connectBluesky(client);
    const start = Date.now() + 7 * 86_400_000;
    const rows = Array.from({ length: 520 }, (_, index) => `Post ${index},bluesky,${new Date(start - index * 60_000).toISOString()}`);
    expect((await client.post('/api/social/imports', { csv: ['content,networks,time', ...rows].join('\n') })).status).toBe(201);
    expect((await client.get('/api/social/posts')).body.posts).toHaveLength(500);
    const scheduled = (await client.get('/api/social/posts?status=scheduled')).body.posts as Array<{
      content: string;
      scheduledAt: string;
    }>;
    expect(scheduled).toHaveLength(520);
    expect(scheduled[0]!.content).toBe('Post 519');
    expect(scheduled.at(-1)!.content).toBe('Post 0');
    expect((await client.get('/api/social/posts?status=draft')).status).toBe(400);
  }, 60_000);
});

describe('tenancy and roles', () => {
  test('another workspace sees none of the accounts or posts and cannot touch them', async () => {
    const owner = await uplift.member('tenant@social.test');
    const stranger = await uplift.member('stranger@social.test');
    const account = await connectBluesky(owner);
    const post = (await owner.post('/api/social/posts', { content: 'Mine', accountIds: [account.id] })).body;
    expect((await stranger.get('/api/social/accounts')).body.accounts).toEqual([]);
    expect((await stranger.get('/api/social/posts')).body.posts).toEqual([]);
    expect((await stranger.post(`/api/social/accounts/${account.id}/disconnect`)).status).toBe(404);
    expect((await stranger.delete(`/api/social/posts/${post.id}`)).status).toBe(404);
    expect((await stranger.post('/api/social/posts', { content: 'Theirs', accountIds: [account.id] })).status).toBe(404);
    // An own text keyed by another workspace's account is refused, not silently dropped.
    const own = await connectBluesky(stranger);
    const keyedByForeign = await stranger.post('/api/social/posts', {
      content: 'Theirs',
      accountIds: [own.id],
      overrides: { [account.id]: 'Into their account' },
    });
    expect(keyedByForeign.status).toBe(400);
    const edit = { content: 'Mine', accountIds: [account.id], overrides: { [own.id]: 'Into theirs' } };
    expect((await owner.put(`/api/social/posts/${post.id}`, edit)).status).toBe(400);
  });
});
