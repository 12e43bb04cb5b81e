import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedApi } from '../../../http/guarded-api';
import { type FakeOAuth, startFakeOAuth } from '../test/fake-oauth';
import { fakeYouTubeChannelId } from '../test/fake-youtube-api';
import { createOAuthApi, type OAuthApi } from './oauth-api';
import { createOAuthNetworksClient, type OAuthNetworksClient } from './oauth-networks';
import { startAuthorization } from '../../../http/oauth-client';
import { NetworkError, type PublishRequest, type VideoFile } from './types';
import { createYouTubeClient, type YouTubeClient } from './youtube';

const redirectUri = 'https://uplift.example/api/social/callback';
const postedAt = new Date('2026-11-25T12:00:00Z');
/** A resumable upload's block: every piece but the last is a whole number of them. */
const block = 256 * 1024;

let server: FakeOAuth;
let oauthApi: OAuthApi;
let networks: OAuthNetworksClient;
let youtube: YouTubeClient;

/** A channel connects Uplift, for its access token. */
async function connect(): Promise<string> {
  const app = { clientId: server.clientId, clientSecret: server.clientSecret };
  const { state, verifier, challenge } = await startAuthorization();
  const callback = new URL(server.approve(networks.authorizeUrl('youtube', app, { redirectUri, state, codeChallenge: challenge })));
  const { accessToken } = await networks.exchangeCode('youtube', app, {
    code: callback.searchParams.get('code') ?? '',
    state,
    redirectUri,
    codeVerifier: verifier,
  });
  return accessToken;
}

/** A video read from storage in pieces of these sizes. */
function video(pieceSizes: number[]): { file: VideoFile; bytes: Buffer } {
  const bytes = randomBytes(pieceSizes.reduce((sum, size) => sum + size, 0));
  async function* pieces() {
    let start = 0;
    for (const size of pieceSizes) {
      yield bytes.subarray(start, start + size);
      start += size;
    }
  }
  return { file: { mimeType: 'video/mp4', size: bytes.length, pieces }, bytes };
}

const post = (file: VideoFile | undefined, text = 'Autumn menu\nNew dishes every week. #food'): PublishRequest => ({
  text,
  media: [],
  video: file,
  idempotencyKey: 'yt-1',
  datedAt: postedAt,
});

/** The Content-Range of each piece sent since `from` requests. */
const rangesSent = (from: number) =>
  server.received
    .slice(from)
    .filter((request) => request.method === 'PUT')
    .map((request) => request.headers['content-range']);

async function failure(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(NetworkError);
  return error as NetworkError;
}

/** A YouTube that takes the connection and never answers. */
async function withSilentYouTube(test: (client: YouTubeClient) => Promise<void>): Promise<void> {
  const silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  try {
    await test(
      createYouTubeClient(
        createOAuthApi(createGuardedApi({ allowLoopbackForTests: true, timeoutMs: 200 }), { originsForTests: { youtube: origin } }),
      ),
    );
  } finally {
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
}

beforeAll(async () => {
  server = await startFakeOAuth();
  oauthApi = createOAuthApi(createGuardedApi({ allowLoopbackForTests: true }), { originsForTests: { youtube: server.origin } });
  networks = createOAuthNetworksClient(oauthApi);
  youtube = createYouTubeClient(oauthApi);
});
afterAll(() => server.close());
afterEach(() => {
  server.youtube.uploadOrigin = 'https://www.googleapis.com';
  server.youtube.keepFewerBytes(0, 0);
});

describe('publishing a video on YouTube', () => {
  it('uploads the pieces in order, the first line the title and the rest the description, and links the video', async () => {
    const accessToken = await connect();
    const { file, bytes } = video([block, 2 * block, 1000]);
    const from = server.received.length;
    const published = await youtube.publish(accessToken, post(file));

    expect(published.url).toBe(`https://www.youtube.com/watch?v=${published.remoteId}`);
    expect(server.youtube.videos.get(published.remoteId)).toMatchObject({
      title: 'Autumn menu',
      description: 'New dishes every week. #food',
      categoryId: '22',
      privacyStatus: 'public',
      mimeType: 'video/mp4',
    });
    expect(server.youtube.videos.get(published.remoteId)?.bytes.equals(bytes)).toBe(true);
    const total = bytes.length;
    expect(rangesSent(from)).toEqual([
      `bytes 0-${block - 1}/${total}`,
      `bytes ${block}-${3 * block - 1}/${total}`,
      `bytes ${3 * block}-${total - 1}/${total}`,
    ]);
  });

  it('sends again what YouTube did not keep of a piece, from where its Range stops', async () => {
    const accessToken = await connect();
    const { file, bytes } = video([2 * block, 500]);
    const from = server.received.length;
    server.youtube.keepFewerBytes(block);
    const published = await youtube.publish(accessToken, post(file));

    expect(server.youtube.videos.get(published.remoteId)?.bytes.equals(bytes)).toBe(true);
    const total = bytes.length;
    expect(rangesSent(from)).toEqual([
      `bytes 0-${2 * block - 1}/${total}`,
      `bytes ${block}-${2 * block - 1}/${total}`,
      `bytes ${2 * block}-${total - 1}/${total}`,
    ]);
  });

  it('leaves the upload for a later attempt when YouTube keeps none of a piece, time after time', async () => {
    const accessToken = await connect();
    const from = server.received.length;
    server.youtube.keepFewerBytes(block, 5);
    const error = await failure(youtube.publish(accessToken, post(video([block, 500]).file)));
    expect(error).toMatchObject({
      kind: 'transient',
      maybeDelivered: false,
      message: 'YouTube is not taking the video; Uplift will try again.',
    });
    expect(rangesSent(from)).toHaveLength(3);
  });

  it('refuses a post without a video before asking YouTube', async () => {
    const asked = server.received.length;
    const error = await failure(youtube.publish('any-token', post(undefined)));
    expect(error).toMatchObject({ kind: 'rejected', message: 'YouTube takes a video: add one to the post.' });
    expect(server.received.length).toBe(asked);
  });

  it('sends no bytes to an upload address outside Google', async () => {
    const accessToken = await connect();
    server.youtube.uploadOrigin = 'https://uploads.example.com';
    const from = server.received.length;
    const error = await failure(youtube.publish(accessToken, post(video([1000]).file)));
    expect(error).toMatchObject({ kind: 'rejected', maybeDelivered: false });
    expect(error.message).toBe(
      'YouTube answered an upload address outside Google (uploads.example.com): Uplift did not send the video there.',
    );
    expect(rangesSent(from)).toEqual([]);
  });

  it.each([
    [
      403,
      'quotaExceeded',
      "YouTube refused the video: this Uplift's YouTube API quota for the day is used up, so trying again within minutes will not help; Google renews it at midnight Pacific time.",
    ],
    [
      400,
      'uploadLimitExceeded',
      "YouTube refused the video: the channel has reached YouTube's daily limit of uploads; try again tomorrow.",
    ],
    [
      401,
      'youtubeSignupRequired',
      'YouTube refused the video: the Google account has no YouTube channel yet; create one on YouTube, then try again.',
    ],
    [403, 'forbiddenPrivacySetting', 'YouTube refused the video: forbiddenPrivacySetting.'],
    [400, 'invalidCategoryId', 'YouTube refused the video: The snippet.categoryId property specifies an invalid category ID.'],
  ])('reports a %i %s as rejected, in a sentence', async (status, reason, message) => {
    const accessToken = await connect();
    server.youtube.failNext('session', status, reason);
    const error = await failure(youtube.publish(accessToken, post(video([1000]).file)));
    expect(error).toMatchObject({ kind: 'rejected', maybeDelivered: false, message });
  });

  it('reports an invalid title as rejected, with what YouTube refused', async () => {
    const accessToken = await connect();
    const error = await failure(youtube.publish(accessToken, post(video([1000]).file, '   ')));
    expect(error).toMatchObject({
      kind: 'rejected',
      message: "YouTube refused the video: YouTube does not accept the video's title (the first line of the post).",
    });
  });

  it('reports a revoked token, or one without the upload scope, as auth', async () => {
    const scopeless = await connect();
    server.youtube.failNext('session', 403, 'insufficientPermissions');
    expect(await failure(youtube.publish(scopeless, post(video([1000]).file)))).toMatchObject({
      kind: 'auth',
      message: "YouTube refused the account's authorisation: Request had insufficient authentication scopes.",
    });

    const accessToken = await connect();
    server.revokeAll();
    const error = await failure(youtube.publish(accessToken, post(video([1000]).file)));
    expect(error.kind).toBe('auth');
    expect(error.message).toBe(
      "YouTube refused the account's authorisation: Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
    );
  });
});

describe('knowing whether a failed upload made a video', () => {
  it('a session that failed or was never answered made none', async () => {
    const accessToken = await connect();
    server.youtube.failNext('session', 503, 'backendError');
    expect(await failure(youtube.publish(accessToken, post(video([1000]).file)))).toMatchObject({
      kind: 'transient',
      maybeDelivered: false,
    });
    server.youtube.dropNext('session');
    expect(await failure(youtube.publish(accessToken, post(video([1000]).file)))).toMatchObject({
      kind: 'transient',
      maybeDelivered: false,
    });
    await withSilentYouTube(async (client) => {
      expect(await failure(client.publish(accessToken, post(video([1000]).file)))).toMatchObject({
        kind: 'transient',
        maybeDelivered: false,
        message: 'The server took too long to respond.',
      });
    });
  });

  it('bytes that left the upload incomplete made none, whatever happened to them and whether or not the session says', async () => {
    const accessToken = await connect();
    server.youtube.failNext('piece', 503, 'backendError');
    server.youtube.failNext('status', 503, 'backendError');
    expect(await failure(youtube.publish(accessToken, post(video([block, 1000]).file)))).toMatchObject({
      kind: 'transient',
      maybeDelivered: false,
    });
    server.youtube.dropNext('piece');
    server.youtube.dropNext('status');
    expect(await failure(youtube.publish(accessToken, post(video([block, 1000]).file)))).toMatchObject({
      kind: 'transient',
      maybeDelivered: false,
    });
  });

  it.each([
    [
      'fails',
      () => server.youtube.failNext('piece', 503, 'backendError'),
      (total: number) => [`bytes 0-${block - 1}/${total}`, `bytes */${total}`, `bytes 0-${block - 1}/${total}`],
    ],
    [
      'loses its answer',
      () => server.youtube.loseAnswerNext('piece'),
      (total: number) => [`bytes 0-${block - 1}/${total}`, `bytes */${total}`],
    ],
  ])('a piece that %s goes on from the bytes the session says it kept, in the same session', async (_, happen, resent) => {
    const accessToken = await connect();
    const { file, bytes } = video([block, block, 1000]);
    const from = server.received.length;
    happen();
    const published = await youtube.publish(accessToken, post(file));

    expect(server.youtube.videos.get(published.remoteId)?.bytes.equals(bytes)).toBe(true);
    expect(server.received.slice(from).filter((request) => request.method === 'POST')).toHaveLength(1);
    const total = bytes.length;
    expect(rangesSent(from)).toEqual([
      ...resent(total),
      `bytes ${block}-${2 * block - 1}/${total}`,
      `bytes ${2 * block}-${total - 1}/${total}`,
    ]);
  });

  it('last bytes whose answer was lost publish the video the session says they made', async () => {
    const accessToken = await connect();
    const { file, bytes } = video([block, 1000]);
    const from = server.received.length;
    server.youtube.loseAnswerNext('last piece');
    const published = await youtube.publish(accessToken, post(file));

    expect(server.youtube.videos.get(published.remoteId)?.bytes.equals(bytes)).toBe(true);
    expect(published.url).toBe(`https://www.youtube.com/watch?v=${published.remoteId}`);
    expect(rangesSent(from).at(-1)).toBe(`bytes */${bytes.length}`);
  });

  it('last bytes that failed without making the video, as the session says, leave a safe retry', async () => {
    const accessToken = await connect();
    const videosBefore = server.youtube.videos.size;
    const noVideo = {
      kind: 'transient',
      maybeDelivered: false,
      message: 'YouTube did not complete the upload and made no video; Uplift will try again.',
    };
    server.youtube.dropNext('last piece');
    expect(await failure(youtube.publish(accessToken, post(video([block, 1000]).file)))).toMatchObject(noVideo);
    server.youtube.failNext('last piece', 503, 'backendError');
    expect(await failure(youtube.publish(accessToken, post(video([block, 1000]).file)))).toMatchObject(noVideo);
    expect(server.youtube.videos.size).toBe(videosBefore);
  });

  it('the last bytes failing without a clear answer may have made the video, when the session does not say', async () => {
    const accessToken = await connect();
    server.youtube.failNext('last piece', 503, 'backendError');
    server.youtube.failNext('status', 503, 'backendError');
    expect(await failure(youtube.publish(accessToken, post(video([block, 1000]).file)))).toMatchObject({
      kind: 'transient',
      maybeDelivered: true,
      message: 'YouTube is unavailable (HTTP 503).',
    });
    server.youtube.dropNext('last piece');
    server.youtube.dropNext('status');
    expect(await failure(youtube.publish(accessToken, post(video([block, 1000]).file)))).toMatchObject({
      kind: 'transient',
      maybeDelivered: true,
    });
    server.youtube.loseAnswerNext('last piece');
    server.youtube.failNext('status', 404, 'notFound');
    expect(await failure(youtube.publish(accessToken, post(video([block, 1000]).file)))).toMatchObject({
      kind: 'transient',
      maybeDelivered: true,
    });
  });

  it('sends no more bytes once the upload has run past its budget, so the last never go and no video is made', async () => {
    const accessToken = await connect();
    let clock = 0;
    const client = createYouTubeClient(oauthApi, { now: () => clock });
    const { file } = video([block, 1000]);
    // Reading each piece from storage takes nine minutes.
    const slow: VideoFile = {
      ...file,
      async *pieces() {
        for await (const piece of file.pieces()) {
          yield piece;
          clock += 9 * 60_000;
        }
      },
    };
    const videosBefore = server.youtube.videos.size;
    const from = server.received.length;
    const error = await failure(client.publish(accessToken, post(slow)));

    expect(error).toMatchObject({
      kind: 'transient',
      maybeDelivered: false,
      message: 'The video is taking too long to reach YouTube; Uplift will try again.',
    });
    expect(rangesSent(from)).toEqual([`bytes 0-${block - 1}/${file.size}`]);
    expect(server.youtube.videos.size).toBe(videosBefore);
  });
});

describe("a channel's figures and comments", () => {
  it('reads figures 50 videos a request, as numbers, leaving out videos no longer there', async () => {
    const accessToken = await connect();
    const ids = Array.from({ length: 55 }, (_, index) =>
      server.youtube.addVideo({ viewCount: String(100 + index), likeCount: '7', commentCount: '2' }),
    );
    const hidden = server.youtube.addVideo({ viewCount: '12' });
    const from = server.received.length;
    const figures = await youtube.metrics(accessToken, [...ids, 'deletedVid01', hidden]);

    expect(
      server.received
        .slice(from)
        .filter((request) => request.path === '/youtube/v3/videos')
        .map((request) => request.query.get('id')?.split(',').length),
    ).toEqual([50, 7]);
    expect(figures.size).toBe(56);
    expect(figures.has('deletedVid01')).toBe(false);
    expect(figures.get(ids[3] ?? '')).toEqual({ likes: 7, comments: 2, shares: null, impressions: 103 });
    expect(figures.get(hidden)).toEqual({ likes: null, comments: null, shares: null, impressions: 12 });
  });

  it('reads the comments on the channel’s videos made since the last sync, newest first, leaving out its own', async () => {
    const accessToken = await connect();
    const videoId = server.youtube.addVideo({ viewCount: '40' });
    const comment = (id: string, publishedAt: string, authorChannelId = 'UCfan') => ({
      id,
      videoId,
      author: 'A Fan',
      authorChannelId,
      text: 'Looks <great> & tasty\nSee you there',
      publishedAt,
    });
    server.youtube.comments.push(
      comment('Ugold', '2026-11-25T11:00:00Z'),
      comment('Ugnew1', '2026-11-25T12:30:00Z'),
      comment('Ugown', '2026-11-25T12:45:00Z', fakeYouTubeChannelId),
      comment('Ugnew2', '2026-11-25T13:00:00Z'),
    );
    const items = await youtube.comments(accessToken, fakeYouTubeChannelId, postedAt);

    expect(items.map((item) => item.remoteId)).toEqual(['Ugnew2', 'Ugnew1']);
    expect(items[0]).toEqual({
      remoteId: 'Ugnew2',
      kind: 'reply',
      author: 'A Fan',
      authorUrl: 'https://www.youtube.com/channel/UCfan',
      text: 'Looks <great> & tasty\nSee you there',
      url: `https://www.youtube.com/watch?v=${videoId}&lc=Ugnew2`,
      createdAt: new Date('2026-11-25T13:00:00Z'),
      inReplyToRemoteId: videoId,
    });
    expect((await youtube.comments(accessToken, fakeYouTubeChannelId, undefined)).map((item) => item.remoteId)).toEqual([
      'Ugnew2',
      'Ugnew1',
      'Ugold',
    ]);
  });

  it('reads nothing, rather than failing, where comments are disabled or the account may not read', async () => {
    const accessToken = await connect();
    server.youtube.failNext('read', 403, 'commentsDisabled');
    expect(await youtube.comments(accessToken, fakeYouTubeChannelId, postedAt)).toEqual([]);
    server.youtube.failNext('read', 403, 'insufficientPermissions');
    expect(await youtube.comments(accessToken, fakeYouTubeChannelId, postedAt)).toEqual([]);
    server.youtube.failNext('read', 403, 'insufficientPermissions');
    expect(await youtube.metrics(accessToken, ['anyVideo001'])).toEqual(new Map());
  });

  it('still reports a revoked token as auth when reading', async () => {
    const accessToken = await connect();
    server.revokeAll();
    expect(await failure(youtube.comments(accessToken, fakeYouTubeChannelId, postedAt))).toMatchObject({ kind: 'auth' });
    expect(await failure(youtube.metrics(accessToken, ['anyVideo001']))).toMatchObject({ kind: 'auth' });
  });
});
