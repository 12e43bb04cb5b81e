import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashtagMessages, hashtagResearchNotOnPlan, type HashtagSuggestion } from '@/shared/social/hashtags';
import type { TestClient } from '../../test/harness';
import { until } from '../../test/until';
import { useTestServer } from '../../test/use-test-server';
import { startFakeBluesky, type FakeBluesky } from './test/fake-bluesky';
import { startFakeMastodon, type FakeMastodon } from './test/fake-mastodon';

let mastodon: FakeMastodon;
let bluesky: FakeBluesky;

beforeAll(async () => {
  [mastodon, bluesky] = await Promise.all([startFakeMastodon(), startFakeBluesky()]);
});
afterAll(async () => {
  await Promise.all([mastodon.close(), bluesky.close()]);
});

const uplift = useTestServer({}, { guardedApi: { allowLoopbackForTests: true } });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

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
  const accounts = (await client.get('/api/social/accounts')).body.accounts as Array<{ id: string; network: string }>;
  return { onMastodon: accounts.find((a) => a.network === 'mastodon')!, onBluesky: accounts.find((a) => a.network === 'bluesky')! };
}

async function publishNow(client: TestClient, content: string, accountIds: string[]) {
  const created = await client.post('/api/social/posts', { content, accountIds, publishNow: true });
  return until(
    async () => (await client.get('/api/social/posts')).body.posts.find((post: { id: string }) => post.id === created.body.id),
    (post) => post?.status === 'Published',
  );
}

const suggest = (client: TestClient, text: string, networks: string[] = []) =>
  client.post('/api/social/hashtags/suggest', { text, networks });
const byTag = (suggestions: HashtagSuggestion[], tag: string) => suggestions.find((entry) => entry.tag.toLowerCase() === tag.toLowerCase());

describe('hashtag research', () => {
  test('Starter is refused with the plan text; Professional gets the offline writer’s tags', async () => {
    const starter = await uplift.member('hashtags-starter@social.test');
    const refused = await suggest(starter, 'Fresh sourdough loaves from our bakery');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(hashtagResearchNotOnPlan);

    const professional = await uplift.member('hashtags-pro@social.test', 'professional');
    const answered = await suggest(professional, 'Fresh sourdough loaves from our bakery, sourdough every morning', ['linkedin']);
    expect(answered.status).toBe(200);
    expect(answered.body.writtenBy).toBe('offline');
    expect(byTag(answered.body.suggestions, '#sourdough')).toMatchObject({ sources: ['ai'], inPost: false, history: null, trends: [] });
  });

  test('bad input is a 400 with its message', async () => {
    const client = await uplift.member('hashtags-input@social.test', 'professional');
    const empty = await suggest(client, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(hashtagMessages.textRequired);
    expect((await suggest(client, 'x'.repeat(5001))).body.error.message).toBe(hashtagMessages.textTooLong);
    expect((await suggest(client, 'Rye', ['myspace'])).status).toBe(400);
    expect((await client.post('/api/social/hashtags/suggest', { networks: [] })).status).toBe(400);
  });

  test('the workspace’s own tags come with their figures and the networks’ use of them; another workspace’s never', async () => {
    const client = await uplift.member('hashtags-history@social.test', 'professional');
    const { onMastodon, onBluesky } = await connectBoth(client);
    const post = await publishNow(client, 'Fresh #Rye loaves from the oven #bakery', [onMastodon.id, onBluesky.id]);
    await publishNow(client, 'Our #rye again, now with seeds', [onBluesky.id]);
    mastodon.setCounters(mastodon.statuses.at(-1)!.id, { favourites: 10, replies: 2, reblogs: 3 });
    const rkey = post.targets
      .find((target: { network: string }) => target.network === 'bluesky')
      .url.split('/')
      .at(-1);
    bluesky.setCounts(rkey, { likeCount: 4, replyCount: 1, repostCount: 0, quoteCount: 0 });
    for (const account of [onMastodon, onBluesky]) await client.post(`/api/social/accounts/${account.id}/sync`);
    await until(
      async () => (await client.get('/api/social/posts')).body.posts,
      (posts) => posts.every((entry: { targets: Array<{ metrics: unknown }> }) => entry.targets.every((target) => target.metrics !== null)),
    );

    // Another workspace tags its posts too: none of it reaches this one's suggestions.
    const stranger = await uplift.member('hashtags-stranger@social.test', 'professional');
    const strangers = await connectBoth(stranger);
    await publishNow(stranger, 'Rye secrets #secretbake #rye', [strangers.onBluesky.id]);

    mastodon.tagUses.set('rye', [5, 9, 8, 7, 2, 1, 1]);
    bluesky.addSearchablePost({ handle: 'someone.bsky.social', text: 'Baked #rye today', createdAt: hoursAgo(2) });
    bluesky.addSearchablePost({ handle: 'someone.bsky.social', text: 'More #Rye please', createdAt: hoursAgo(30) });
    bluesky.addSearchablePost({ handle: 'someone.bsky.social', text: 'Old #rye news', createdAt: hoursAgo(24 * 9) });

    const answered = await suggest(client, 'Rye bread is back this weekend', ['mastodon', 'bluesky']);
    expect(answered.status).toBe(200);
    const rye = byTag(answered.body.suggestions, '#rye')!;
    // Three deliveries carried it (two posts); the figures of the synced ones averaged: (15 + 5 + 0) / 3.
    expect(rye).toMatchObject({ inPost: false, history: { posts: 2, averageEngagement: 6.7, averageImpressions: null } });
    expect(rye.sources).toContain('history');
    expect(rye.trends).toEqual([
      { network: 'mastodon', uses: 33, atLeast: false, direction: 'rising', reason: null },
      { network: 'bluesky', uses: 2, atLeast: false, direction: 'rising', reason: null },
    ]);
    // The workspace's best performers join the list, with their figures.
    expect(byTag(answered.body.suggestions, '#bakery')).toMatchObject({
      sources: ['history'],
      history: { posts: 1, averageEngagement: 10 },
    });
    expect(byTag(answered.body.suggestions, '#bakery')!.trends[0]).toMatchObject({ network: 'mastodon', uses: 0 });
    expect(byTag(answered.body.suggestions, '#secretbake')).toBeUndefined();
    // The search went through the account's own session.
    const search = bluesky.received.find((request) => request.path === '/xrpc/app.bsky.feed.searchPosts');
    expect(search?.headers.authorization).toMatch(/^Bearer access\./);
  });

  test('without accounts, the configured instance and AppView are read, and a refusal says why', async () => {
    await uplift.admin.put('/api/admin/api-keys/MASTODON_TRENDS_INSTANCE', { value: mastodon.origin });
    await uplift.admin.put('/api/admin/api-keys/BLUESKY_APPVIEW_URL', { value: bluesky.origin });
    const client = await uplift.member('hashtags-public@social.test', 'enterprise');
    mastodon.tagUses.set('croissant', [1, 1, 1, 1, 1, 1, 1]);
    bluesky.addSearchablePost({ handle: 'someone.bsky.social', text: 'A #croissant for breakfast', createdAt: hoursAgo(1) });
    // The public AppView may refuse searches without a session.
    bluesky.publicSearch = false;

    const refused = await suggest(client, 'Butter croissant croissant morning', ['mastodon', 'bluesky']);
    const croissant = byTag(refused.body.suggestions, '#croissant')!;
    expect(croissant.trends).toEqual([
      { network: 'mastodon', uses: 7, atLeast: false, direction: 'steady', reason: null },
      { network: 'bluesky', uses: null, atLeast: false, direction: null, reason: hashtagMessages.needsAccount },
    ]);

    // An AppView that answers without a session is read; a network turned off is '—' with why.
    bluesky.publicSearch = true;
    await uplift.admin.put('/api/admin/api-keys/MASTODON_TRENDS_INSTANCE', { value: 'off' });
    const answered = await suggest(client, 'Butter croissant croissant morning', ['bluesky', 'mastodon']);
    expect(byTag(answered.body.suggestions, '#croissant')!.trends).toEqual([
      { network: 'mastodon', uses: null, atLeast: false, direction: null, reason: hashtagMessages.notConfigured('Mastodon') },
      { network: 'bluesky', uses: 1, atLeast: false, direction: 'rising', reason: null },
    ]);
  });
});
