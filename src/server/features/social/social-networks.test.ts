// Publishing through the operator's OAuth apps on X, LinkedIn, Facebook Pages, Instagram and TikTok,
// end to end against the fake networks: connecting (choosing Pages, Instagram's long-lived token),
// composing under each network's rules, and the post arriving as the network expects it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { until } from '../../test/until';
import { socialMessages } from '@/shared/social/social';
import { createGuardedApi } from '../../http/guarded-api';
import { createLogger } from '../../logger';
import { SecretBox } from '../../settings/secret-box';
import { ApiKeySettings } from '../../settings/service';
import { startFakeOAuth, type FakeOAuth } from './test/fake-oauth';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';
import { AccountAccess } from './accounts/account-access';
import { CredentialsVault } from './accounts/credentials';
import { createNetworkClients } from './networks/clients';
import { socialAccounts } from './schema';

let oauth: FakeOAuth;
// Known to the test, which plays a second process sealing and opening the same accounts' credentials.
const env: Record<string, string> = { APP_SECRET: randomBytes(32).toString('hex') };
const overrides = { guardedApi: { allowLoopbackForTests: true }, originsForTests: {} as Record<string, string> };
const networks = ['twitter', 'linkedin', 'facebook', 'instagram', 'tiktok'] as const;

beforeAll(async () => {
  oauth = await startFakeOAuth();
  const keys = { TWITTER_CLIENT_ID: 1, LINKEDIN_CLIENT_ID: 1, FACEBOOK_APP_ID: 1, INSTAGRAM_APP_ID: 1, TIKTOK_CLIENT_KEY: 1 };
  for (const name of Object.keys(keys)) {
    env[name] = oauth.clientId;
    env[name.replace(/_(CLIENT_ID|APP_ID|CLIENT_KEY)$/, (_, kind: string) => (kind === 'APP_ID' ? '_APP_SECRET' : '_CLIENT_SECRET'))] =
      oauth.clientSecret;
  }
  for (const network of networks) overrides.originsForTests[network] = oauth.origin;
});
afterAll(() => oauth.close());

const uplift = useTestServer(env, overrides);

/** Connects through the fake's consent page; answers where Uplift's callback sent the browser. */
async function approve(client: TestClient, network: (typeof networks)[number]): Promise<string> {
  const started = await client.post('/api/social/accounts', { network });
  expect(started.status).toBe(200);
  const back = new URL(oauth.approve(started.body.redirectUrl));
  const landed = await client.get(`${back.pathname}${back.search}`);
  expect(landed.status).toBe(302);
  return landed.headers.get('location') ?? '';
}

async function connect(client: TestClient, network: 'twitter' | 'linkedin' | 'instagram' | 'tiktok') {
  expect(await approve(client, network)).toBe(`/social?connected=${network}`);
  return (await client.get('/api/social/accounts')).body.accounts.find((account: { network: string }) => account.network === network);
}

async function upload(client: TestClient, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${uplift.server.url}/api/social/media`, {
    method: 'POST',
    headers: { origin: uplift.server.url, cookie: client.cookies },
    body: form,
  });
  return (await response.json()) as { id: string; url: string };
}

const jpeg = () =>
  sharp(randomBytes(32 * 32 * 3), { raw: { width: 32, height: 32, channels: 3 } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp(Buffer.alloc(32 * 32 * 3, 120), { raw: { width: 32, height: 32, channels: 3 } })
    .png()
    .toBuffer();

async function published(client: TestClient, input: Record<string, unknown>) {
  const created = await client.post('/api/social/posts', { ...input, publishNow: true });
  expect(created.status).toBe(201);
  return until(
    async () => (await client.get('/api/social/posts')).body.posts.find((candidate: { id: string }) => candidate.id === created.body.id),
    (post) => post !== undefined && !['Scheduled', 'Publishing'].includes(post.status),
  );
}

describe('X', () => {
  test('a post with an image and its description goes out as one tweet', async () => {
    const client = await uplift.member('x-images@networks.test');
    const account = await connect(client, 'twitter');
    const image = await upload(client, await png(), 'chart.png');
    const post = await published(client, {
      content: 'Sales this week',
      accountIds: [account.id],
      media: [{ id: image.id, altText: 'Sales up by a third' }],
    });
    expect(post.status).toBe('Published');
    const tweet = oauth.x.tweets.get(post.targets[0].url.split('/').at(-1))!;
    expect(tweet.text).toBe('Sales this week');
    expect(tweet.mediaIds.map((id) => oauth.x.media.get(id)?.altText)).toEqual(['Sales up by a third']);
  });
});

describe('renewing a token', () => {
  test('two uses of an expiring X token at once renew it once, and the account stays connected', async () => {
    const client = await uplift.member('x-renewal@networks.test');
    const account = await connect(client, 'twitter');
    await uplift.server.db
      .update(socialAccounts)
      .set({ tokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(socialAccounts.id, account.id));
    const refreshes = () => oauth.received.filter((request) => request.form.get('grant_type') === 'refresh_token').length;
    const before = refreshes();
    // X rotates refresh tokens: a second renewal with the spent one would be refused.
    const both = await Promise.all([
      client.post(`/api/social/accounts/${account.id}/reconnect`),
      client.post(`/api/social/accounts/${account.id}/reconnect`),
    ]);
    expect(both.map((answer) => answer.body.account?.status)).toEqual(['Connected', 'Connected']);
    expect(refreshes() - before).toBe(1);
  });

  test('two processes renewing one X account at once: one renews, the other takes the tokens it stored', async () => {
    const client = await uplift.member('x-two-processes@networks.test');
    const connected = await connect(client, 'twitter');
    const { db } = uplift.server;
    await db
      .update(socialAccounts)
      .set({ tokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(socialAccounts.id, connected.id));
    const [account] = await db.select().from(socialAccounts).where(eq(socialAccounts.id, connected.id));
    const logger = createLogger('silent');
    // What each process builds at start: its own AccountAccess over the shared database.
    const process = () =>
      new AccountAccess({
        db,
        vault: new CredentialsVault(new SecretBox(env.APP_SECRET!, 'social-account-credentials')),
        clients: createNetworkClients(createGuardedApi({ allowLoopbackForTests: true }), overrides.originsForTests),
        apiKeys: new ApiKeySettings({
          db,
          box: new SecretBox(env.APP_SECRET!),
          environment: { TWITTER_CLIENT_ID: oauth.clientId, TWITTER_CLIENT_SECRET: oauth.clientSecret },
          refreshSeconds: 60,
          logger,
        }),
        notify: async () => ({ inApp: false, email: false }),
        logger,
        soleProcess: false,
      });
    const refreshes = () => oauth.received.filter((request) => request.form.get('grant_type') === 'refresh_token').length;
    const before = refreshes();
    // X rotates refresh tokens and refuses a spent one: only one of the two may use it.
    const [first, second] = await Promise.all([process().credentials(account!), process().credentials(account!)]);
    expect(refreshes() - before).toBe(1);
    expect(second).toEqual(first);
    const post = await published(client, { content: 'Renewed once', accountIds: [connected.id] });
    expect(post.status).toBe('Published');
  });
});

describe('LinkedIn', () => {
  test('a post with an image goes out as the member, its text escaped as LinkedIn reads it', async () => {
    const client = await uplift.member('linkedin@networks.test');
    const account = await connect(client, 'linkedin');
    expect(account).toMatchObject({ status: 'Connected', username: 'Uplift Test', publishes: true });
    const image = await upload(client, await png(), 'chart.png');
    const post = await published(client, {
      content: 'Bread (rye) at 50% off #bakery',
      accountIds: [account.id],
      media: [{ id: image.id, altText: 'A rye loaf' }],
    });
    expect(post.status).toBe('Published');
    const [urn, sent] = [...oauth.linkedin.posts.entries()].at(-1)!;
    expect(post.targets[0].url).toBe(`https://www.linkedin.com/feed/update/${urn}`);
    expect(sent).toMatchObject({
      author: 'urn:li:person:li-782bbtaQ',
      commentary: 'Bread \\(rye\\) at 50% off #bakery',
      content: { media: { altText: 'A rye loaf' } },
    });
  });
});

describe('TikTok', () => {
  test('takes no post without an image, and fetches a post’s photos from Uplift’s signed links', async () => {
    const client = await uplift.member('tiktok@networks.test');
    const account = await connect(client, 'tiktok');
    const bare = await client.post('/api/social/posts', { content: 'Just words', accountIds: [account.id], publishNow: true });
    expect(bare.status).toBe(400);
    expect(bare.body.error.message).toBe('TikTok takes no post without an image: add one.');
    const photo = await upload(client, await jpeg(), 'loaf.jpg');
    const post = await published(client, { content: 'Fresh out of the oven', accountIds: [account.id], media: [{ id: photo.id }] });
    expect(post.status).toBe('Published');
    const sent = [...oauth.tiktok.posts.values()].at(-1)!;
    expect(sent).toMatchObject({ description: 'Fresh out of the oven', privacyLevel: 'PUBLIC_TO_EVERYONE' });
    // The link works without a session, and only as signed.
    const link = sent.photoUrls[0]!;
    expect(link.startsWith(`${uplift.server.url}/api/social-media/`)).toBe(true);
    const served = await fetch(link);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${link.slice(0, -3)}AAA`)).status).toBe(404);
  });
});

describe('Facebook Pages', () => {
  test('with several Pages the user chooses which to connect; the choice is theirs alone and used once', async () => {
    const client = await uplift.member('facebook@networks.test');
    const stranger = await uplift.member('facebook-stranger@networks.test');
    const location = await approve(client, 'facebook');
    const choiceId = /^\/social\?choosePages=([0-9a-f-]{36})$/.exec(location)?.[1] ?? '';
    expect(choiceId).not.toBe('');
    const choice = await client.get(`/api/social/page-choices/${choiceId}`);
    // The Page the user may only analyse is not offered.
    expect(choice.body).toEqual({
      pages: [
        { id: '104000000000001', name: 'Uplift Bakery', connected: false },
        { id: '104000000000003', name: 'Uplift Café', connected: false },
      ],
    });
    expect((await stranger.get(`/api/social/page-choices/${choiceId}`)).status).toBe(400);
    const none = await client.post(`/api/social/page-choices/${choiceId}`, { pageIds: [] });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(socialMessages.choosePages);
    expect((await client.post(`/api/social/page-choices/${choiceId}`, { pageIds: ['104000000000002'] })).status).toBe(400);
    const chosen = await client.post(`/api/social/page-choices/${choiceId}`, { pageIds: ['104000000000003'] });
    expect(chosen.status).toBe(201);
    expect(chosen.body.accounts).toEqual([
      expect.objectContaining({ network: 'facebook', username: 'Uplift Café', status: 'Connected', publishes: true }),
    ]);
    expect((await client.post(`/api/social/page-choices/${choiceId}`, { pageIds: ['104000000000001'] })).body.error.message).toBe(
      socialMessages.connectExpired,
    );
    // A Page's token does not expire: nothing to renew.
    const [row] = await uplift.server.db.select().from(socialAccounts).where(eq(socialAccounts.id, chosen.body.accounts[0].id));
    expect(row?.tokenExpiresAt).toBeNull();

    const post = await published(client, { content: 'Open on Sunday', accountIds: [chosen.body.accounts[0].id] });
    expect(post.status).toBe('Published');
    const sent = [...oauth.meta.posts.values()].at(-1)!;
    expect(sent).toMatchObject({ pageId: '104000000000003', message: 'Open on Sunday' });
    expect(post.targets[0].url).toBe(`https://www.facebook.com/${sent.id}`);

    // A comment on the post comes in with Sync now, tied to the post; the Page's own answer does not.
    oauth.meta.addComment(sent.id, { from: 'Ada Baker', message: 'See you there!', createdTime: new Date() });
    oauth.meta.addComment(sent.id, { from: 'Uplift Café', fromId: '104000000000003', message: 'Thank you!', createdTime: new Date() });
    expect((await client.post(`/api/social/accounts/${chosen.body.accounts[0].id}/sync`)).status).toBe(202);
    await uplift.server.drained(['social-account-sync']);
    const items = (await client.get('/api/social/engagement')).body.items;
    expect(items).toEqual([expect.objectContaining({ user: 'Ada Baker', message: 'See you there!', kind: 'reply', postId: post.id })]);
  });

  test('a Facebook account with one Page connects it at once; one with none is told why', async () => {
    const client = await uplift.member('facebook-one@networks.test');
    const all = oauth.meta.pages.splice(0);
    try {
      oauth.meta.pages.push(all[0]!);
      expect(await approve(client, 'facebook')).toBe('/social?connected=facebook');
      oauth.meta.pages.splice(0);
      const refused = new URL(await approve(client, 'facebook'), uplift.server.url);
      expect(refused.searchParams.get('connectError')).toBe(socialMessages.noFacebookPages);
    } finally {
      oauth.meta.pages.splice(0, oauth.meta.pages.length, ...all);
    }
    const accounts = (await client.get('/api/social/accounts')).body.accounts;
    expect(accounts).toEqual([expect.objectContaining({ network: 'facebook', username: 'Uplift Bakery' })]);
  });
});

describe('Instagram', () => {
  test('connects with a long-lived token and publishes a photo Instagram fetches from Uplift', async () => {
    const client = await uplift.member('instagram@networks.test');
    const account = await connect(client, 'instagram');
    expect(account).toMatchObject({ username: '@uplift_test', status: 'Connected', publishes: true });
    const [row] = await uplift.server.db.select().from(socialAccounts).where(eq(socialAccounts.id, account.id));
    // Sixty days, not the hour the code's own token lasts.
    expect(row!.tokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(50 * 24 * 3600_000);
    const wrongType = await upload(client, await png(), 'chart.png');
    const refused = await client.post('/api/social/posts', {
      content: 'A chart',
      accountIds: [account.id],
      media: [{ id: wrongType.id }],
      publishNow: true,
    });
    expect(refused.body.error.message).toBe('Instagram does not take PNG images: “chart.png”.');
    const photo = await upload(client, await jpeg(), 'loaf.jpg');
    const post = await published(client, {
      content: 'Our rye, fresh today',
      accountIds: [account.id],
      media: [{ id: photo.id, altText: 'A rye loaf' }],
    });
    expect(post.status).toBe('Published');
    const media = [...oauth.meta.media.values()].at(-1)!;
    expect(media.caption).toBe('Our rye, fresh today');
    expect(oauth.meta.containers.get(media.containerId)?.imageUrl?.startsWith(`${uplift.server.url}/api/social-media/`)).toBe(true);
  });
});
