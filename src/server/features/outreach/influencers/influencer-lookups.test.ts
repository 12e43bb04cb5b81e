import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Influencer } from '@/shared/outreach/influencers';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { type FakeBlueskyAppView, startFakeBlueskyAppView } from '../test/fake-bluesky-appview';
import { type FakeMastodonProfiles, startFakeMastodonProfiles } from '../test/fake-mastodon-profiles';
import { type FakeYouTubeData, startFakeYouTubeData } from '../test/fake-youtube-data';

let mastodon: FakeMastodonProfiles;
let bluesky: FakeBlueskyAppView;
let youtube: FakeYouTubeData;
const originsForTests: Record<string, string> = {};
beforeAll(async () => {
  [mastodon, bluesky, youtube] = await Promise.all([startFakeMastodonProfiles(), startFakeBlueskyAppView(), startFakeYouTubeData()]);
  originsForTests['mastodon-instances'] = mastodon.origin;
  originsForTests['bluesky-appview'] = bluesky.origin;
  originsForTests['youtube-data'] = youtube.origin;
  mastodon.addAccount('social.example', {
    username: 'ada',
    displayName: 'Ada Lovelace',
    followers: 2000,
    posts: [
      { favourites: 30, reblogs: 6, replies: 4 },
      { favourites: 10, reblogs: 2, replies: 8 },
    ],
  });
  bluesky.addActor({
    handle: 'grace.bsky.social',
    displayName: 'Grace Hopper',
    followers: 500,
    posts: [{ likes: 20, reposts: 3, replies: 2 }],
    reposts: [{ likes: 900, reposts: 400, replies: 100 }],
  });
  youtube.addChannel({
    handle: 'KatherineCooks',
    title: 'Katherine Cooks',
    subscribers: 3_000_000_000,
    videos: [
      { views: 1000, likes: 40, comments: 10 },
      { views: 2000, likes: 50, comments: 10 },
      { views: 0, likes: 0, comments: 0 },
    ],
  });
  youtube.addChannel({ handle: 'quietchannel', title: 'Quiet', subscribers: 10, hiddenSubscribers: true, videos: [] });
});
afterAll(async () => {
  await Promise.all([mastodon?.close(), bluesky?.close(), youtube?.close()]);
});

const unreachable = (host: string) => Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
// Every instance's name leads to the one fake on loopback, but gone.example's, which no DNS knows.
const resolveHostForTests = async (host: string) => (host === 'gone.example' ? Promise.reject(unreachable(host)) : ['127.0.0.1']);
const uplift = useTestServer({}, { guardedApi: { allowLoopbackForTests: true, resolveHostForTests }, originsForTests });

const lookUp = (client: TestClient, platform: string, handle: string) =>
  client.post('/api/outreach/influencers/lookup', { platform, handle });

describe('influencer lookups', () => {
  test('a Mastodon handle, in any of its spellings, reads the account from its own instance', async () => {
    const client = await uplift.member('influencers.mastodon@outreach.test');
    const found = await lookUp(client, 'mastodon', '@ada@Social.example');
    expect(found.status).toBe(201);
    expect(found.body).toMatchObject({
      name: 'Ada Lovelace',
      platform: 'mastodon',
      handle: '@ada@social.example',
      profileUrl: 'https://social.example/@ada',
      followers: 2000,
      // (40 + 20) / 2 interactions per post, over 2000 followers.
      engagementRate: 1.5,
      status: 'Available',
      figures: { source: 'platform', error: null },
    });
    expect(Date.parse((found.body as Influencer).figures.readAt!)).not.toBeNaN();
    const statuses = mastodon.received.find((request) => request.path.endsWith('/statuses'))!;
    expect(Object.fromEntries(statuses.query)).toEqual({ limit: '20', exclude_replies: 'true', exclude_reblogs: 'true' });

    const again = await lookUp(client, 'mastodon', 'https://social.example/@ada');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'INFLUENCER_EXISTS', message: 'This influencer is already in your network.' });
  });

  test('a Bluesky handle reads the profile and the engagement of the author’s own posts, not reposts', async () => {
    const client = await uplift.member('influencers.bluesky@outreach.test');
    const found = await lookUp(client, 'bluesky', '@Grace.bsky.social');
    expect(found.status).toBe(201);
    expect(found.body).toMatchObject({
      name: 'Grace Hopper',
      handle: 'grace.bsky.social',
      profileUrl: 'https://bsky.app/profile/grace.bsky.social',
      followers: 500,
      engagementRate: 5,
    });
    const feed = bluesky.received.find((request) => request.path === '/xrpc/app.bsky.feed.getAuthorFeed')!;
    expect(feed.query.get('filter')).toBe('posts_no_replies');
  });

  test('YouTube needs the admin’s API key, then reads subscribers and recent videos’ engagement', async () => {
    const client = await uplift.member('influencers.youtube@outreach.test');
    const keyless = await lookUp(client, 'youtube', '@KatherineCooks');
    expect(keyless.status).toBe(409);
    expect(keyless.body.error).toMatchObject({
      code: 'NETWORK_NOT_CONFIGURED',
      message: 'Reading YouTube channels needs a YouTube Data API key: an admin can add one in Admin → API Keys.',
    });
    expect((await uplift.admin.put('/api/admin/api-keys/YOUTUBE_API_KEY', { value: youtube.apiKey })).status).toBe(200);

    const found = await lookUp(client, 'youtube', 'https://www.youtube.com/@KatherineCooks');
    expect(found.status).toBe(201);
    expect(found.body).toMatchObject({
      name: 'Katherine Cooks',
      handle: '@KatherineCooks',
      profileUrl: 'https://www.youtube.com/@katherinecooks',
      followers: 3_000_000_000,
      // 5% and 3%; the unwatched video says nothing.
      engagementRate: 4,
    });
    const hidden = await lookUp(client, 'youtube', '@quietchannel');
    expect(hidden.body).toMatchObject({ followers: null, engagementRate: null, figures: { source: 'platform' } });
  });

  test('a profile nobody has is not found; a platform that does not answer is down; neither is a 500', async () => {
    const client = await uplift.member('influencers.missing@outreach.test');
    const nobody = await lookUp(client, 'mastodon', '@nobody@social.example');
    expect(nobody.status).toBe(404);
    expect(nobody.body.error.message).toBe('No profile called @nobody@social.example was found.');
    expect((await lookUp(client, 'bluesky', 'nobody.bsky.social')).body.error.message).toBe(
      'No profile called nobody.bsky.social was found.',
    );

    const gone = await lookUp(client, 'mastodon', '@ada@gone.example');
    expect(gone.status).toBe(502);
    expect(gone.body.error.message).toBe('Mastodon could not be reached: try again in a moment.');
    bluesky.down = true;
    try {
      const down = await lookUp(client, 'bluesky', 'grace.bsky.social');
      expect(down.status).toBe(502);
      expect(down.body.error.message).toBe('Bluesky could not be reached: try again in a moment.');
    } finally {
      bluesky.down = false;
    }

    const shapeless = await lookUp(client, 'mastodon', 'ada');
    expect(shapeless.status).toBe(400);
    expect(shapeless.body.error.message).toBe('Enter the handle as @user@instance, such as @ada@mastodon.social');
    expect((await lookUp(client, 'instagram', '@someone')).status).toBe(400);
    expect((await client.get('/api/outreach/influencers')).body.influencers).toEqual([]);
  });

  test('a refresh reads the figures again, and keeps the last ones with why when the platform is down', async () => {
    const client = await uplift.member('influencers.refresh@outreach.test');
    const byHand = await client.post('/api/outreach/influencers', {
      name: 'Ada',
      platform: 'mastodon',
      handle: 'ada@social.example',
      followers: 10,
    });
    expect(byHand.body).toMatchObject({ followers: 10, engagementRate: null, figures: { source: 'user', readAt: null } });
    const { id } = byHand.body as Influencer;

    const read = await client.post(`/api/outreach/influencers/${id}/refresh`, {});
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ name: 'Ada', followers: 2000, engagementRate: 1.5, figures: { source: 'platform', error: null } });

    mastodon.down = true;
    try {
      const failed = await client.post(`/api/outreach/influencers/${id}/refresh`, {});
      expect(failed.status).toBe(200);
      expect(failed.body).toMatchObject({
        followers: 2000,
        engagementRate: 1.5,
        figures: {
          source: 'platform',
          readAt: (read.body as Influencer).figures.readAt,
          error: 'Mastodon could not be reached: try again in a moment.',
        },
      });
    } finally {
      mastodon.down = false;
    }

    const other = await client.post('/api/outreach/influencers', { name: 'Insta', platform: 'instagram', handle: '@insta' });
    const unreadable = await client.post(`/api/outreach/influencers/${other.body.id}/refresh`, {});
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.error.message).toBe(
      'Uplift reads figures from Mastodon, Bluesky and YouTube: Instagram figures are entered by hand.',
    );
  });
});
