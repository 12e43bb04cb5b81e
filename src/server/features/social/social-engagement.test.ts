import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { socialAnalyticsNotOnPlan } from '@/shared/social/social';
import type { TestClient } from '../../test/harness';
import { startFakeBluesky, type FakeBluesky } from './test/fake-bluesky';
import { startFakeMastodon, type FakeMastodon } from './test/fake-mastodon';
import { useTestServer } from '../../test/use-test-server';
import { TestClock } from '../../test/test-clock';
import { until } from '../../test/until';
import { mastodonPageSize } from './networks/mastodon';
import { socialEngagement, socialMetricSnapshots, socialPostTargets } from './schema';

let mastodon: FakeMastodon;
let bluesky: FakeBluesky;

beforeAll(async () => {
  [mastodon, bluesky] = await Promise.all([startFakeMastodon(), startFakeBluesky()]);
});
afterAll(async () => {
  await Promise.all([mastodon.close(), bluesky.close()]);
});

// Sync now is throttled to one a slot (10 s) of the server's clock, which the tests move on.
const clock = new TestClock();
const uplift = useTestServer({}, { guardedApi: { allowLoopbackForTests: true }, clock });
const askedSlotMs = 10_000;
const syncQueue = 'social-account-sync';

async function connectBoth(client: TestClient) {
  const started = await client.post('/api/social/accounts', { network: 'mastodon', instance: mastodon.origin });
  const back = new URL(mastodon.approve(started.body.redirectUrl));
  await client.get(`${back.pathname}${back.search}`);
  await client.post('/api/social/accounts', {
    network: 'bluesky',
    handle: bluesky.handle,
    appPassword: bluesky.appPassword,
    service: bluesky.origin,
  });
  const accounts = (await client.get('/api/social/accounts')).body.accounts as Array<{
    id: string;
    network: string;
    lastSync: string | null;
  }>;
  return {
    onMastodon: accounts.find((account) => account.network === 'mastodon')!,
    onBluesky: accounts.find((account) => account.network === 'bluesky')!,
  };
}

async function publishNow(client: TestClient, content: string, accountIds: string[]) {
  const created = await client.post('/api/social/posts', { content, accountIds, publishNow: true });
  return until(
    async () => (await client.get('/api/social/posts')).body.posts.find((post: { id: string }) => post.id === created.body.id),
    (post) => post?.status === 'Published',
  );
}

describe('syncing engagement', () => {
  test('a sync reads the posts’ figures and the accounts’ mentions and replies, once', async () => {
    const client = await uplift.member('sync@social.test', 'professional');
    const { onMastodon, onBluesky } = await connectBoth(client);
    const post = await publishNow(client, 'Rye is back', [onMastodon.id, onBluesky.id]);
    // Not synced yet: no figure is made up.
    expect(post.engagement).toBeNull();
    const status = mastodon.statuses.at(-1)!;
    mastodon.setCounters(status.id, { favourites: 12, replies: 1, reblogs: 3 });
    const blueskyUrl = post.targets.find((target: { network: string }) => target.network === 'bluesky').url as string;
    const rkey = blueskyUrl.split('/').at(-1)!;
    bluesky.setCounts(rkey, { likeCount: 7, replyCount: 2, repostCount: 1, quoteCount: 1 });
    mastodon.addMention({ from: 'ada@bakers.example', text: '<p>Is it sourdough?</p>', inReplyToId: status.id });
    bluesky.addNotification({ reason: 'mention', fromHandle: 'grace.bsky.social', text: 'Loving the rye @uplift.bsky.social' });

    for (const account of [onMastodon, onBluesky]) expect((await client.post(`/api/social/accounts/${account.id}/sync`)).status).toBe(202);
    const synced = await until(
      async () => (await client.get('/api/social/posts')).body.posts.find((candidate: { id: string }) => candidate.id === post.id),
      (candidate) => candidate.targets.every((target: { metrics: unknown }) => target.metrics !== null),
    );
    expect(synced.engagement).toEqual({ likes: 19, comments: 3, shares: 5, impressions: null });
    const items = await until(
      async () => (await client.get('/api/social/engagement')).body.items,
      (list) => list.length === 2,
    );
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'reply',
          user: '@ada@bakers.example',
          message: 'Is it sourdough?',
          platform: 'mastodon',
          postId: post.id,
          url: expect.stringMatching(/^http/),
        }),
        expect.objectContaining({
          kind: 'mention',
          user: '@grace.bsky.social',
          message: 'Loving the rye @uplift.bsky.social',
          platform: 'bluesky',
          postId: null,
        }),
      ]),
    );
    // A sync stores the items first, then its time and the notice: both are read once the syncs are done.
    await uplift.server.drained([syncQueue]);
    const accounts = (await client.get('/api/social/accounts')).body.accounts as Array<{ id: string; lastSync: string }>;
    for (const account of accounts) expect(new Date(account.lastSync).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const notices = (await client.get('/api/notifications')).body.items.map((item: { title: string }) => item.title);
    expect(notices).toContain('1 new mention of @uplift.bsky.social on Bluesky');

    // Syncing again, past the throttle's slot so that both syncs run, adds nothing already there.
    clock.advance(askedSlotMs);
    for (const account of [onMastodon, onBluesky]) expect((await client.post(`/api/social/accounts/${account.id}/sync`)).status).toBe(202);
    await uplift.server.drained([syncQueue]);
    const resynced = (await client.get('/api/social/accounts')).body.accounts as Array<{ id: string; lastSync: string }>;
    for (const account of resynced) {
      const before = accounts.find((entry) => entry.id === account.id)!;
      expect(new Date(account.lastSync).getTime()).toBeGreaterThan(new Date(before.lastSync).getTime());
    }
    expect((await client.get('/api/social/engagement')).body.items).toHaveLength(2);
    const noticesAfter = (await client.get('/api/notifications')).body.items.map((item: { title: string }) => item.title);
    expect(noticesAfter.filter((title: string) => title === '1 new mention of @uplift.bsky.social on Bluesky')).toHaveLength(1);
  });

  test('the Analytics tab is Professional and up, with figures per account and per post', async () => {
    const starter = await uplift.member('analytics-starter@social.test');
    const refused = await starter.get('/api/social/analytics');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(socialAnalyticsNotOnPlan);

    const client = await uplift.member('analytics@social.test', 'professional');
    const { onBluesky } = await connectBoth(client);
    const post = await publishNow(client, 'Analytics bake', [onBluesky.id]);
    bluesky.setCounts(post.targets[0].url.split('/').at(-1), { likeCount: 4, replyCount: 1, repostCount: 0, quoteCount: 0 });
    await client.post(`/api/social/accounts/${onBluesky.id}/sync`);
    const analytics = await until(
      async () => (await client.get('/api/social/analytics?days=30')).body,
      (body) => body.totals.likes !== null,
    );
    expect(analytics.totals).toEqual({ posts: 1, likes: 4, comments: 1, shares: 0, impressions: null });
    const account = analytics.accounts.find((entry: { accountId: string }) => entry.accountId === onBluesky.id);
    expect(account).toMatchObject({
      posts: 1,
      likes: 4,
      series: [{ day: new Date().toISOString().slice(0, 10), likes: 4, comments: 1, shares: 0 }],
    });
    expect(analytics.posts[0]).toMatchObject({ postId: post.id, excerpt: 'Analytics bake', metrics: { likes: 4 } });
    expect((await client.get('/api/social/analytics?days=0')).status).toBe(400);

    // A day's point is what the posts gained that day, not their running total.
    const [target] = await uplift.server.db.select().from(socialPostTargets).where(eq(socialPostTargets.postId, post.id));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await uplift.server.db
      .insert(socialMetricSnapshots)
      .values({ targetId: target!.id, workspaceId: target!.workspaceId, day: yesterday, likes: 1, comments: 0, shares: 0 });
    const days = (await client.get('/api/social/analytics?days=30')).body.accounts.find(
      (entry: { accountId: string }) => entry.accountId === onBluesky.id,
    ).series;
    expect(days).toEqual([
      { day: yesterday, likes: 1, comments: 0, shares: 0 },
      { day: new Date().toISOString().slice(0, 10), likes: 3, comments: 1, shares: 0 },
    ]);
  });

  test('Best Times says how many posts it is based on, and names the best weekday and hour once there are enough', async () => {
    // Five posts: more than Starter's three a month.
    const client = await uplift.member('best@social.test', 'professional');
    const { onBluesky } = await connectBoth(client);
    const empty = (await client.get('/api/social/best-times?tz=Europe/Amsterdam')).body;
    expect(empty).toMatchObject({ basedOn: 0, needed: 5, best: null });
    for (let index = 0; index < 5; index++) await publishNow(client, `Bake ${index}`, [onBluesky.id]);
    await client.post(`/api/social/accounts/${onBluesky.id}/sync`);
    const times = await until(
      async () => (await client.get('/api/social/best-times?tz=Europe/Amsterdam')).body,
      (body) => body.basedOn === 5,
    );
    const now = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Amsterdam', hour: 'numeric', hourCycle: 'h23' }).format(new Date());
    expect(times.best).toMatchObject({ hour: expect.any(Number), weekday: expect.any(Number) });
    expect([Number(now), (Number(now) + 23) % 24]).toContain(times.best.hour);
    expect((await client.get('/api/social/best-times?tz=Mars/Olympus')).status).toBe(400);
  });

  test('Mastodon mentions are read oldest first from where the last sync stopped: none is skipped when more than a page came', async () => {
    const client = await uplift.member('many-mentions@social.test');
    // An instance of its own, where no one has mentioned the account yet.
    const instance = await startFakeMastodon();
    try {
      const started = await client.post('/api/social/accounts', { network: 'mastodon', instance: instance.origin });
      const back = new URL(instance.approve(started.body.redirectUrl));
      await client.get(`${back.pathname}${back.search}`);
      const account = (await client.get('/api/social/accounts')).body.accounts[0] as { id: string; lastSync: string | null };
      // The first sync finds no mention at all: every one after it is new.
      const lastSync = async () => (await client.get('/api/social/accounts')).body.accounts[0].lastSync as string | null;
      await client.post(`/api/social/accounts/${account.id}/sync`);
      await until(lastSync, (at) => at !== account.lastSync);
      const arrived = 2 * mastodonPageSize + 10;
      for (let mention = 1; mention <= arrived; mention++)
        instance.addMention({ from: `fan${mention}@bakers.example`, text: `<p>Mention ${mention}</p>` });
      const stored = async () =>
        (await uplift.server.db.select({ value: count() }).from(socialEngagement).where(eq(socialEngagement.accountId, account.id)))[0]!
          .value;
      // Synced until all are in (a sync reads a few pages), each past Sync now's slot so that it runs.
      await until(
        async () => {
          clock.advance(askedSlotMs);
          await client.post(`/api/social/accounts/${account.id}/sync`);
          await uplift.server.drained([syncQueue]);
          return stored();
        },
        (found) => found === arrived,
      );
    } finally {
      await instance.close();
    }
  });

  test('a sync refused by the network disconnects the account', async () => {
    const client = await uplift.member('sync-revoked@social.test');
    const { onMastodon } = await connectBoth(client);
    for (const token of mastodon.received.flatMap((request) => request.headers.authorization?.replace('Bearer ', '') ?? []))
      mastodon.revokeToken(token);
    await client.post(`/api/social/accounts/${onMastodon.id}/sync`);
    const account = await until(
      async () => (await client.get('/api/social/accounts')).body.accounts.find((entry: { id: string }) => entry.id === onMastodon.id),
      (entry) => entry.status === 'Disconnected',
    );
    expect(account.lastSync).toBeNull();
    expect((await client.post(`/api/social/accounts/${onMastodon.id}/sync`)).status).toBe(409);
  });
});
