import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StudioBestTime, StudioVideo, StudioVideoDetail } from '@/shared/studio/studio';
import type { TestClient } from '../../../test/harness';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { startFakeOAuth, type FakeOAuth } from '../../social/test/fake-oauth';
import { insertPublishedVideoPost } from '../../social/test/published-video-post';
import { studioVideoShares, studioVideos } from '../videos/schema';

let oauth: FakeOAuth;
const env: Record<string, string> = {};
const overrides = { guardedApi: { allowLoopbackForTests: true }, originsForTests: {} as Record<string, string> };

beforeAll(async () => {
  oauth = await startFakeOAuth();
  Object.assign(env, { YOUTUBE_CLIENT_ID: oauth.clientId, YOUTUBE_CLIENT_SECRET: oauth.clientSecret });
  overrides.originsForTests.youtube = oauth.origin;
});
afterAll(async () => {
  await oauth.close();
});

const uplift = useTestServer(env, overrides);

async function connectYouTube(client: TestClient): Promise<{ id: string }> {
  const started = await client.post('/api/social/accounts', { network: 'youtube' });
  const back = new URL(oauth.approve(started.body.redirectUrl));
  await client.get(`${back.pathname}${back.search}`);
  return (await client.get('/api/social/accounts')).body.accounts.find((account: { network: string }) => account.network === 'youtube');
}

/** A video of one silent second, rendered. */
async function renderedVideo(client: TestClient, title: string): Promise<StudioVideoDetail> {
  const video = (await client.post('/api/studio/videos', { title, type: 'YouTube Short', topic: 'Proofing dough' }))
    .body as StudioVideoDetail;
  const [first] = video.timeline.scenes;
  await client.patch(`/api/studio/videos/${video.id}`, {
    timeline: { ...video.timeline, scenes: [{ ...first!, narration: '', text: title, length: 1 }] },
  });
  await client.post(`/api/studio/videos/${video.id}/render`);
  return until(
    async () => (await client.get(`/api/studio/videos/${video.id}`)).body as StudioVideoDetail,
    (found) => found.render?.status === 'done' || found.render?.status === 'failed',
  );
}

const listed = async (client: TestClient, id: string) =>
  ((await client.get('/api/studio/videos')).body.videos as StudioVideo[]).find((video) => video.id === id)!;

describe('where a video went', () => {
  test('a shared video is Scheduled, then Published, and shows the views and engagement its network reports', async () => {
    const client = await uplift.member('reach@studio.test', 'professional');
    const stranger = await uplift.member('stranger-reach@studio.test', 'professional');
    const video = await renderedVideo(client, 'Bakery tour');
    expect(video).toMatchObject({ status: 'Draft', rendered: true, views: null, engagement: null });
    const channel = await connectYouTube(client);
    const shared = await client.post(`/api/studio/videos/${video.id}/share`);
    expect(shared.status).toBe(201);
    const media = [{ id: shared.body.media.id }];

    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
    const scheduled = await client.post('/api/social/posts', {
      content: 'Bakery tour',
      accountIds: [channel.id],
      media,
      scheduledAt: tomorrow,
    });
    expect(scheduled.status).toBe(201);
    expect(await listed(client, video.id)).toMatchObject({ status: 'Scheduled', views: null });

    const published = await client.post('/api/social/posts', {
      content: 'Bakery tour, now',
      accountIds: [channel.id],
      media,
      publishNow: true,
    });
    expect(published.status).toBe(201);
    const live = await until(
      () => listed(client, video.id),
      (found) => found.status === 'Published',
    );
    // Published, but the network has reported nothing yet.
    expect(live).toMatchObject({ views: null, engagement: null });

    const [, uploaded] = [...oauth.youtube.videos.entries()].at(-1)!;
    uploaded.statistics = { viewCount: '1200', likeCount: '87', commentCount: '1' };
    expect((await client.post(`/api/social/accounts/${channel.id}/sync`)).status).toBe(202);
    const measured = await until(
      () => listed(client, video.id),
      (found) => found.views !== null,
    );
    expect(measured).toMatchObject({ status: 'Published', views: 1200, engagement: 7.3 });
    expect((await client.get(`/api/studio/videos/${video.id}`)).body).toMatchObject({ views: 1200, engagement: 7.3 });
    expect((await client.get('/api/studio/overview')).body).toMatchObject({ videos: 1, views: 1200 });

    // Another workspace sees none of it.
    expect((await stranger.get('/api/studio/overview')).body).toMatchObject({ videos: 0, views: null });
    expect((await stranger.get('/api/studio/videos')).body.videos).toEqual([]);
  });

  test('the best time to publish waits for ten published videos with views, then names the weekday and two hours', async () => {
    const client = await uplift.member('best-time@studio.test');
    const workspaceId = (await client.get('/api/me')).body.workspace.id as string;
    const bestTime = async (tz = 'Europe/Amsterdam') =>
      (await client.get(`/api/studio/best-time?tz=${encodeURIComponent(tz)}`)).body as StudioBestTime;
    expect(await bestTime()).toEqual({ timeZone: 'Europe/Amsterdam', basedOn: 0, needed: 10, best: null });
    expect((await client.get('/api/studio/best-time?tz=Mars/Olympus')).status).toBe(400);

    // Published videos with their networks' figures, as Share and the sync leave them; a draft never shared counts for nothing.
    const { db } = uplift.server;
    const draft = (await client.post('/api/studio/videos', { title: 'Draft', type: 'YouTube Short', topic: 'Bread' }))
      .body as StudioVideoDetail;
    const publish = async (at: string, impressions: number, likes: number) => {
      const [video] = await db
        .insert(studioVideos)
        .values({ workspaceId, title: at, type: draft.type, topic: draft.topic, timeline: draft.timeline, voice: draft.voice })
        .returning();
      const mediaId = crypto.randomUUID();
      await db.insert(studioVideoShares).values({ videoId: video!.id, workspaceId, mediaId });
      await insertPublishedVideoPost(db, { workspaceId, mediaId, at: new Date(at), impressions, likes });
    };
    // Tuesdays 13:00–14:59 UTC (14:00–15:59 in Amsterdam in winter) draw 10%; other times 5%.
    for (const day of ['2026-11-03', '2026-11-10', '2026-11-17']) await publish(`${day}T13:30:00Z`, 1000, 100);
    for (const day of ['2026-11-02', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-09', '2026-11-11'])
      await publish(`${day}T08:00:00Z`, 1000, 50);
    expect(await bestTime()).toMatchObject({ basedOn: 9, best: null });

    await publish('2026-11-12T08:00:00Z', 1000, 50);
    expect(await bestTime()).toEqual({
      timeZone: 'Europe/Amsterdam',
      basedOn: 10,
      needed: 10,
      // The average is 6.5%: 10% is about 54% above it.
      best: { weekday: 2, startHour: 14, engagement: 10, lift: 54 },
    });
    expect((await bestTime('UTC')).best).toMatchObject({ weekday: 2, startHour: 12 });
  });
});
