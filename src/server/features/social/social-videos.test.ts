import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { until } from '../../test/until';
import { usageMessages } from '@/shared/messages';
import { getPlan } from '@/shared/plans';
import { socialMediaMessages, socialVideoMaxBytes } from '@/shared/social/social';
import type { TestClient } from '../../test/harness';
import { startFakeMastodon, type FakeMastodon } from './test/fake-mastodon';
import { startFakeOAuth, type FakeOAuth } from './test/fake-oauth';
import { makeMp4 } from './test/mp4-fixture';
import { useTestServer } from '../../test/use-test-server';
import { LocalFileStore, localFilesRoot } from '../../files';
import { Entitlements } from '../../billing/entitlements';
import { WorkspacePlans } from '../../billing/workspace-plan';
import type { JobQueue } from '../../jobs/queue';
import type { ServiceError } from '../../lib/service-error';
import type { Viewer } from '../../auth/viewer';
import { UsageMeter } from '../../usage/meter';
import { MediaService, mediaMegabytes } from './media/media-service';
import { VideoStore, videoPieceBytes } from './media/video-store';
import { MediaBytes } from './media/media-bytes';
import { socialMedia, socialMediaPieces } from './schema';

let mastodon: FakeMastodon;
let oauth: FakeOAuth;
const env: Record<string, string> = {};
const overrides = { guardedApi: { allowLoopbackForTests: true }, originsForTests: {} as Record<string, string> };

beforeAll(async () => {
  [mastodon, oauth] = await Promise.all([startFakeMastodon(), startFakeOAuth()]);
  Object.assign(env, { YOUTUBE_CLIENT_ID: oauth.clientId, YOUTUBE_CLIENT_SECRET: oauth.clientSecret });
  overrides.originsForTests.youtube = oauth.origin;
});
afterAll(async () => {
  await Promise.all([mastodon.close(), oauth.close()]);
});

const uplift = useTestServer(env, overrides);

/** What the composer does: the file's raw bytes, its name in the query. */
async function uploadVideo(client: TestClient, bytes: Buffer, name = 'clip.mp4') {
  const response = await fetch(`${uplift.server.url}/api/social/media/videos?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { origin: uplift.server.url, cookie: client.cookies, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: await response.json() };
}

/** Announces `declared` bytes and sends `sent`, then waits for the answer or, with `hangUp`, drops the connection. */
function partialUpload(client: TestClient, declared: number, sent: Buffer, hangUp = false): Promise<number | 'hung up'> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${uplift.server.url}/api/social/media/videos?name=cut.mp4`, {
      method: 'POST',
      headers: {
        origin: uplift.server.url,
        cookie: client.cookies,
        'content-type': 'application/octet-stream',
        'content-length': String(declared),
      },
    });
    request.on('response', (response) => {
      response.resume();
      request.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error) => (hangUp ? resolve('hung up') : reject(error)));
    request.write(sent, () => {
      if (hangUp) setTimeout(() => request.destroy(), 200);
    });
  });
}

type BrowserAnswer = { status: number; body: { error?: { code: string; message: string } } } | 'connection dropped';

/**
 * As a browser sends files: each whole body first, its answer read only once it is sent or sending
 * failed (a server that closes the connection under a body loses its answer in the reset). The
 * connections are opened first and the requests then sent in the same moment.
 */
async function uploadLikeABrowser(client: TestClient, files: Buffer[]): Promise<BrowserAnswer[]> {
  const { port } = new URL(uplift.server.url);
  const sockets = await Promise.all(
    files.map(
      () =>
        new Promise<net.Socket>((resolve) => {
          const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
        }),
    ),
  );
  return Promise.all(
    sockets.map((socket, index) => {
      const bytes = files[index]!;
      const head = [
        'POST /api/social/media/videos?name=big.mp4 HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Origin: ${uplift.server.url}`,
        `Cookie: ${client.cookies}`,
        'Content-Type: application/octet-stream',
        `Content-Length: ${bytes.length}`,
      ];
      return new Promise<BrowserAnswer>((resolve) => {
        const received: Buffer[] = [];
        socket.pause();
        socket.on('data', (chunk: Buffer) => received.push(chunk));
        socket.on('error', () => resolve('connection dropped'));
        socket.on('end', () => {
          const [headers = '', body = ''] = Buffer.concat(received).toString().split('\r\n\r\n');
          resolve({ status: Number(headers.split(' ')[1]), body: JSON.parse(body) });
        });
        socket.write(`${head.join('\r\n')}\r\n\r\n`);
        socket.write(bytes, () => socket.resume());
      });
    }),
  );
}

/** Fills the workspace's storage with a stored video until `roomMb` megabytes are left of its Starter plan's. */
async function leaveRoom(client: TestClient, roomMb: number) {
  const workspaceId = (await client.get('/api/me')).body.workspace.id as string;
  const size = (Number(getPlan('starter').limits.storage) - roomMb) * 1024 * 1024;
  await uplift.server.db.insert(socialMedia).values({
    workspaceId,
    allowanceWorkspaceId: workspaceId,
    filename: 'archive.mp4',
    mimeType: 'video/mp4',
    size,
    width: 1280,
    height: 720,
  });
}

async function connectYouTube(client: TestClient) {
  const started = await client.post('/api/social/accounts', { network: 'youtube' });
  const back = new URL(oauth.approve(started.body.redirectUrl));
  expect((await client.get(`${back.pathname}${back.search}`)).headers.get('location')).toBe('/social?connected=youtube');
  return (await client.get('/api/social/accounts')).body.accounts.find((account: { network: string }) => account.network === 'youtube');
}

async function waitFor<T>(read: () => Promise<T | undefined>): Promise<T> {
  return (await until(read, (found) => found !== undefined)) as T;
}

const storedPieces = async () => (await uplift.server.db.select({ value: count() }).from(socialMediaPieces))[0]!.value;

const storageOf = async (client: TestClient) => (await client.get('/api/me')).body.usage.storage as number;

describe('videos', () => {
  test('an MP4 streams in, is proven a video and is served back in the ranges a player asks for, to its workspace only', async () => {
    const client = await uplift.member('videos@social.test');
    const stranger = await uplift.member('videos-stranger@social.test');
    // Past one stored piece, the index box at the end as many cameras write it.
    const bytes = makeMp4({
      width: 1920,
      height: 1080,
      durationMs: 61_500,
      moovAtEnd: true,
      mediaBytes: videoPieceBytes + 300_000,
      rotate90: true,
    });
    const uploaded = await uploadVideo(client, bytes, 'Launch day.mp4');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toEqual({
      id: expect.any(String),
      kind: 'video',
      filename: 'Launch day.mp4',
      mimeType: 'video/mp4',
      size: bytes.length,
      width: 1080,
      height: 1920,
      durationMs: 61_500,
      url: `/api/social/media/${uploaded.body.id}`,
    });
    expect(await storageOf(client)).toBe(Math.ceil(bytes.length / (1024 * 1024)));

    const url = `${uplift.server.url}${uploaded.body.url}`;
    const whole = await fetch(url, { headers: { cookie: client.cookies } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const across = { start: videoPieceBytes - 10, end: videoPieceBytes + 9 };
    const ranged = await fetch(url, { headers: { cookie: client.cookies, range: `bytes=${across.start}-${across.end}` } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes ${across.start}-${across.end}/${bytes.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(across.start, across.end + 1))).toBe(true);

    // A player's opening "bytes=0-" gets a megabyte, and asks on from there.
    const opening = await fetch(url, { headers: { cookie: client.cookies, range: 'bytes=0-' } });
    expect(opening.status).toBe(206);
    expect(opening.headers.get('content-range')).toBe(`bytes 0-${1024 * 1024 - 1}/${bytes.length}`);
    expect(Buffer.from(await opening.arrayBuffer()).equals(bytes.subarray(0, 1024 * 1024))).toBe(true);

    const tail = await fetch(url, { headers: { cookie: client.cookies, range: 'bytes=-16' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 16))).toBe(true);
    const past = await fetch(url, { headers: { cookie: client.cookies, range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    expect((await stranger.get(uploaded.body.url)).status).toBe(404);
    // Nor can another workspace put it in a post.
    const strangerPost = await stranger.post('/api/social/posts', {
      content: 'Borrowed',
      accountIds: [randomUUID()],
      media: [{ id: uploaded.body.id }],
    });
    expect(strangerPost.body.error.message).toBe(socialMediaMessages.missing);
    const quicktime = await uploadVideo(client, makeMp4({ brand: 'qt  ' }), 'take.mov');
    expect(quicktime.body).toMatchObject({ kind: 'video', mimeType: 'video/quicktime', width: 1280, height: 720 });
  });

  test('what is not a video, too large or cut off is refused, and nothing of it stays', async () => {
    const client = await uplift.member('videos-refused@social.test');
    const notVideo = await uploadVideo(client, Buffer.from('\x89PNG\r\n\x1a\n not really a video at all'), 'clip.mp4');
    expect(notVideo.status).toBe(400);
    expect(notVideo.body.error.message).toBe(socialMediaMessages.notAVideo);
    const sound = await uploadVideo(client, makeMp4({ audioOnly: true }), 'song.mp4');
    expect(sound.body.error.message).toBe(socialMediaMessages.notAVideo);

    expect(await partialUpload(client, socialVideoMaxBytes + 1, Buffer.alloc(1024))).toBe(413);
    // Cut off past its first stored piece: the pieces go with it.
    const piecesBefore = await storedPieces();
    const cutOff = await partialUpload(
      client,
      2 * videoPieceBytes,
      makeMp4({ mediaBytes: 2 * videoPieceBytes }).subarray(0, videoPieceBytes + 4096),
      true,
    );
    expect(cutOff).toBe('hung up');
    // Read in the database: the usage figures may be cached for a few seconds.
    await expect
      .poll(
        async () =>
          (await uplift.server.db.select({ value: count() }).from(socialMedia).where(eq(socialMedia.filename, 'cut.mp4')))[0]!.value,
        { timeout: 5000 },
      )
      .toBe(0);
    await expect.poll(storedPieces, { timeout: 5000 }).toBe(piecesBefore);

    // Only the raw bytes are taken here: a form, which another site could send, is not.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(makeMp4())], { type: 'video/mp4' }), 'clip.mp4');
    const asForm = await fetch(`${uplift.server.url}/api/social/media/videos`, {
      method: 'POST',
      headers: { origin: uplift.server.url, cookie: client.cookies },
      body: form,
    });
    expect(asForm.status).toBe(415);
  });

  test('uploads started together cannot pass the storage together', async () => {
    const client = await uplift.member('videos-at-once@social.test');
    await leaveRoom(client, 3);
    const me = (await client.get('/api/me')).body;
    const viewer: Viewer = {
      ...me,
      userId: me.id,
      workspaceId: me.workspace.id,
      workspaceName: me.workspace.name,
      workspaceRole: 'owner',
      allowanceWorkspaceId: me.workspace.id,
    };
    // The service itself, so that the uploads reach the storage check in the same moment (over HTTP
    // the requests' middleware spreads them out).
    const { db } = uplift.server;
    const usage = new UsageMeter(db, [{ key: 'storage', count: mediaMegabytes }], 0);
    const media = new MediaService({
      db,
      entitlements: new Entitlements({ plans: new WorkspacePlans(db, 0), usage }),
      jobs: {} as JobQueue,
      bytes: new MediaBytes(new VideoStore(db), new LocalFileStore(localFilesRoot('memory://'))),
    });
    // Each takes two of the three megabytes left: one fits.
    const bytes = makeMp4({ mediaBytes: 1_500_000 });
    const upload = (take: number) =>
      media.uploadVideo(viewer, { name: `take-${take}.mp4`, length: bytes.length, body: new Blob([new Uint8Array(bytes)]).stream() }).then(
        () => 'stored',
        (error: ServiceError) => error.code,
      );
    expect((await Promise.all([1, 2, 3, 4].map(upload))).sort()).toEqual([
      'PLAN_LIMIT_REACHED',
      'PLAN_LIMIT_REACHED',
      'PLAN_LIMIT_REACHED',
      'stored',
    ]);
  });

  test('a refusal before the body is all read reaches a browser, which reads it once it has sent the file', async () => {
    const client = await uplift.member('videos-browser@social.test');
    // Not a video, seen at its first bytes: refused while most of the body is still to come.
    const junk = Buffer.alloc(80 * 1024 * 1024);
    junk.write('\x89PNG\r\n\x1a\n', 'latin1');
    expect(await uploadLikeABrowser(client, [junk])).toEqual([
      { status: 400, body: { error: { code: 'INVALID_IMAGE', message: socialMediaMessages.notAVideo } } },
    ]);
    // No room for it: refused before a byte of it is read.
    await leaveRoom(client, 3);
    const [refused] = await uploadLikeABrowser(client, [makeMp4({ mediaBytes: 80 * 1024 * 1024 })]);
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'PLAN_LIMIT_REACHED', message: usageMessages.reachedLimit } } });
    expect((await uplift.server.db.select({ value: count() }).from(socialMedia).where(eq(socialMedia.filename, 'big.mp4')))[0]!.value).toBe(
      0,
    );
  });

  test('a video goes only where Uplift posts videos: the other networks say so', async () => {
    const client = await uplift.member('videos-elsewhere@social.test');
    const started = await client.post('/api/social/accounts', { network: 'mastodon', instance: mastodon.origin });
    const back = new URL(mastodon.approve(started.body.redirectUrl));
    await client.get(`${back.pathname}${back.search}`);
    const account = (await client.get('/api/social/accounts')).body.accounts[0];
    const video = (await uploadVideo(client, makeMp4())).body;
    const refused = await client.post('/api/social/posts', {
      content: 'Our launch video',
      accountIds: [account.id],
      media: [{ id: video.id }],
      publishNow: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Mastodon takes no video from Uplift: videos go to YouTube.');
    // A draft keeps the video, and says it is one.
    const draft = await client.post('/api/social/posts', {
      content: 'Our launch video',
      accountIds: [account.id],
      media: [{ id: video.id }],
    });
    expect(draft.status).toBe(201);
    expect(draft.body.media).toEqual([{ id: video.id, altText: '', kind: 'video', url: video.url }]);
  });
});

describe('YouTube', () => {
  test('a post with a video publishes on a queue of its own: its upload holds back no other post', async () => {
    const client = await uplift.member('youtube-queue@social.test');
    const channel = await connectYouTube(client);
    const started = await client.post('/api/social/accounts', { network: 'mastodon', instance: mastodon.origin });
    const back = new URL(mastodon.approve(started.body.redirectUrl));
    await client.get(`${back.pathname}${back.search}`);
    const onMastodon = (await client.get('/api/social/accounts')).body.accounts.find(
      (account: { network: string }) => account.network === 'mastodon',
    );
    const video = (await uploadVideo(client, makeMp4(), 'tour.mp4')).body;
    const release = oauth.youtube.holdUploads();
    try {
      // Both due at the same moment, so one fetch of a single queue would take them together.
      const scheduledAt = new Date(Date.now() + 3000).toISOString();
      const tour = (
        await client.post('/api/social/posts', {
          content: 'Our bakery tour',
          accountIds: [channel.id],
          media: [{ id: video.id }],
          scheduledAt,
        })
      ).body;
      const news = (await client.post('/api/social/posts', { content: 'Fresh rye today', accountIds: [onMastodon.id], scheduledAt })).body;
      const statusOf = async (id: string) =>
        (await client.get('/api/social/posts')).body.posts.find((post: { id: string }) => post.id === id)?.status as string;
      // The text post is out while the video's bytes are still on their way.
      await waitFor(async () =>
        (await statusOf(news.id)) === 'Published' && (await statusOf(tour.id)) === 'Publishing' ? true : undefined,
      );
    } finally {
      release();
    }
    await waitFor(async () => {
      const posts = (await client.get('/api/social/posts')).body.posts as Array<{ content: string; status: string }>;
      return posts.find((post) => post.content === 'Our bakery tour' && post.status === 'Published');
    });
  });

  test('a post with a video uploads it to the channel, its first line the title; its figures and comments come back', async () => {
    const client = await uplift.member('youtube@social.test');
    const channel = await connectYouTube(client);
    expect(channel).toMatchObject({ username: '@uplifttest', status: 'Connected' });
    const bytes = makeMp4({ mediaBytes: videoPieceBytes + 1000 });
    const video = (await uploadVideo(client, bytes, 'tour.mp4')).body;

    const withoutVideo = await client.post('/api/social/posts', { content: 'Our bakery tour', accountIds: [channel.id], publishNow: true });
    expect(withoutVideo.body.error.message).toBe('YouTube takes no post without a video: add one.');
    const marked = await client.post('/api/social/posts', {
      content: 'A <b>bold</b> tour',
      accountIds: [channel.id],
      media: [{ id: video.id }],
      publishNow: true,
    });
    expect(marked.body.error.message).toBe('YouTube takes no “<” or “>” in a video’s title or description.');

    const content = 'A morning at the bakery\nFrom the first loaves at five to the last croissant.';
    const created = await client.post('/api/social/posts', {
      content,
      accountIds: [channel.id],
      media: [{ id: video.id }],
      publishNow: true,
    });
    expect(created.status).toBe(201);
    const post = await waitFor(async () => {
      const found = (await client.get('/api/social/posts')).body.posts.find(
        (candidate: { id: string }) => candidate.id === created.body.id,
      );
      return found?.status === 'Published' || found?.status === 'Failed' ? found : undefined;
    });
    expect(post.status).toBe('Published');
    const [videoId, uploaded] = [...oauth.youtube.videos.entries()].at(-1)!;
    expect(post.targets[0].url).toBe(`https://www.youtube.com/watch?v=${videoId}`);
    expect(uploaded).toMatchObject({
      title: 'A morning at the bakery',
      description: 'From the first loaves at five to the last croissant.',
      privacyStatus: 'public',
      mimeType: 'video/mp4',
    });
    expect(uploaded.bytes.equals(bytes)).toBe(true);

    uploaded.statistics = { viewCount: '1200', likeCount: '87', commentCount: '1' };
    oauth.youtube.comments.push({
      id: 'Ugw-tour-1',
      videoId,
      author: 'Ada Baker',
      authorChannelId: 'UC_ada',
      text: 'Those croissants!',
      publishedAt: new Date().toISOString(),
    });
    expect((await client.post(`/api/social/accounts/${channel.id}/sync`)).status).toBe(202);
    const items = await waitFor(async () => {
      const found = (await client.get('/api/social/engagement')).body.items;
      return found.length ? found : undefined;
    });
    expect(items).toEqual([
      expect.objectContaining({
        user: 'Ada Baker',
        message: 'Those croissants!',
        kind: 'reply',
        postId: post.id,
        url: `https://www.youtube.com/watch?v=${videoId}&lc=Ugw-tour-1`,
      }),
    ]);
    const synced = (await client.get('/api/social/posts')).body.posts.find((candidate: { id: string }) => candidate.id === post.id);
    expect(synced.targets[0].metrics).toMatchObject({ likes: 87, comments: 1, impressions: 1200 });
  });
});
