import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedApi } from '../../../http/guarded-api';
import { type FakeOAuth, startFakeOAuth } from '../test/fake-oauth';
import { createOAuthApi, type OAuthApi } from './oauth-api';
import { createOAuthNetworksClient, type OAuthNetworksClient } from './oauth-networks';
import { startAuthorization } from '../../../http/oauth-client';
import { type MediaFile, NetworkError } from './types';
import { createXClient, type XClient } from './x';

const postedAt = new Date('2026-11-25T12:00:00Z');
const redirectUri = 'https://uplift.example/api/social/callback';
const publicUrl = 'https://uplift.example/api/social-media/t';
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png pixels')]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg pixels')]);
// Larger than one chunk, so it goes up in two.
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(4.5 * 1024 * 1024, 7)]);

let server: FakeOAuth;
let oauthApi: OAuthApi;
let client: OAuthNetworksClient;
let x: XClient;

async function connect(): Promise<string> {
  const app = { clientId: server.clientId, clientSecret: server.clientSecret };
  const { state, verifier, challenge } = await startAuthorization();
  const callback = new URL(server.approve(client.authorizeUrl('twitter', app, { redirectUri, state, codeChallenge: challenge })));
  const tokens = await client.exchangeCode('twitter', app, {
    code: callback.searchParams.get('code') ?? '',
    state,
    redirectUri,
    codeVerifier: verifier,
  });
  return tokens.accessToken;
}

const post = (text: string, media: MediaFile[] = []) => ({ text, media, datedAt: postedAt, idempotencyKey: `x-${text}` });
const image = (data: Buffer, mimeType: string, altText?: string): MediaFile => ({ data, mimeType, altText, url: publicUrl });

async function failure(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(NetworkError);
  return error as NetworkError;
}

beforeAll(async () => {
  server = await startFakeOAuth();
  oauthApi = createOAuthApi(createGuardedApi({ allowLoopbackForTests: true }), { originsForTests: { twitter: server.origin } });
  client = createOAuthNetworksClient(oauthApi);
  x = createXClient(oauthApi);
});
afterEach(() => {
  server.x.gifProcessingChecks = 0;
  server.x.processingCheckAfterSecs = 1;
});
afterAll(() => server.close());

describe('X', () => {
  it('posts a tweet and reads its public metrics', async () => {
    const accessToken = await connect();
    const published = await x.publish(accessToken, post('Hello X'));
    expect(server.x.tweets.get(published.remoteId)).toMatchObject({ text: 'Hello X', mediaIds: [] });
    expect(published.url).toBe(`https://x.com/i/web/status/${published.remoteId}`);
    Object.assign(server.x.tweets.get(published.remoteId) ?? {}, { likes: 5, replies: 1, retweets: 2, quotes: 1, impressions: 90 });
    expect(await x.metrics(accessToken, [published.remoteId])).toEqual(
      new Map([[published.remoteId, { likes: 5, comments: 1, shares: 3, impressions: 90 }]]),
    );
    expect(server.received.at(-1)?.query.get('tweet.fields')).toBe('public_metrics');
    server.x.tweets.delete(published.remoteId);
    expect(await x.metrics(accessToken, [published.remoteId])).toEqual(new Map());
  });

  it('reads the figures of many posts a hundred at a time, leaving out those that are gone', async () => {
    const accessToken = await connect();
    const ids = Array.from({ length: 150 }, (_, index) => String(1_900_000_000_000_000_000n + BigInt(index)));
    for (const id of ids.slice(0, 149))
      server.x.tweets.set(id, { text: id, mediaIds: [], likes: 1, replies: 0, retweets: 0, quotes: 0, impressions: 3 });
    const asked = server.received.length;
    const figures = await x.metrics(accessToken, ids);
    expect(figures.size).toBe(149);
    expect(figures.get(ids[0]!)).toEqual({ likes: 1, comments: 0, shares: 0, impressions: 3 });
    expect(figures.has(ids[149]!)).toBe(false);
    expect(server.received.slice(asked).map((request) => request.query.get('ids')?.split(',').length)).toEqual([100, 50]);
  });

  it('reports a refused text as rejected and a revoked token as auth', async () => {
    const accessToken = await connect();
    const tooLong = await failure(x.publish(accessToken, post('x'.repeat(281))));
    expect(tooLong).toMatchObject({ kind: 'rejected', message: 'X refused the post: Your Tweet text is too long.' });
    server.revokeAll();
    expect(await failure(x.publish(accessToken, post('Gone')))).toMatchObject({ kind: 'auth' });
  });
});

describe('images on X', () => {
  it('posts two images with their alt text', async () => {
    const accessToken = await connect();
    const published = await x.publish(
      accessToken,
      post('Two pictures', [image(png, 'image/png', 'A red door'), image(jpeg, 'image/jpeg', 'The shop at night')]),
    );
    const mediaIds = server.x.tweets.get(published.remoteId)?.mediaIds ?? [];
    expect(mediaIds).toHaveLength(2);
    expect(mediaIds.map((id) => server.x.media.get(id))).toEqual([
      expect.objectContaining({ category: 'tweet_image', altText: 'A red door', data: png }),
      expect.objectContaining({ category: 'tweet_image', altText: 'The shop at night', data: jpeg }),
    ]);
  });

  it('posts an animated GIF in chunks, waiting while X processes it', async () => {
    const accessToken = await connect();
    Object.assign(server.x, { gifProcessingChecks: 1, processingCheckAfterSecs: 0 });
    const before = server.received.length;
    const published = await x.publish(accessToken, post('Moving', [image(gif, 'image/gif')]));
    const [mediaId = ''] = server.x.tweets.get(published.remoteId)?.mediaIds ?? [];
    const uploaded = server.x.media.get(mediaId);
    expect(uploaded).toMatchObject({ category: 'tweet_gif', state: 'ready', altText: null });
    expect(uploaded?.data.equals(gif)).toBe(true);
    const calls = server.received
      .slice(before)
      .map((request) => `${request.method} ${request.path.replace(mediaId, ':id')} ${request.form.get('segment_index') ?? ''}`.trim());
    expect(calls).toEqual([
      'POST /2/media/upload/initialize',
      'POST /2/media/upload/:id/append 0',
      'POST /2/media/upload/:id/append 1',
      'POST /2/media/upload/:id/finalize',
      'GET /2/media/upload',
      'POST /2/tweets',
    ]);
  });

  it('gives up on a GIF X is still processing, as a failure that posted nothing', async () => {
    const accessToken = await connect();
    Object.assign(server.x, { gifProcessingChecks: 10, processingCheckAfterSecs: 0 });
    const tweets = server.x.tweets.size;
    const error = await failure(x.publish(accessToken, post('Too slow', [image(gif, 'image/gif')])));
    expect(error).toMatchObject({ kind: 'transient', maybeDelivered: false });
    expect(server.x.tweets.size).toBe(tweets);
  });

  it('reports an image X cannot read as rejected, with its reason, and posts nothing', async () => {
    const accessToken = await connect();
    const tweets = server.x.tweets.size;
    const error = await failure(x.publish(accessToken, post('Broken', [image(Buffer.from('not a picture'), 'image/png')])));
    expect(error).toMatchObject({ kind: 'rejected', maybeDelivered: false, message: 'X refused the image: media type unrecognized.' });
    expect(server.x.tweets.size).toBe(tweets);
  });

  it('refuses what X would refuse before sending anything', async () => {
    const accessToken = await connect();
    const before = server.received.length;
    const mixed = await failure(x.publish(accessToken, post('Mixed', [image(gif, 'image/gif'), image(png, 'image/png')])));
    expect(mixed).toMatchObject({ kind: 'rejected', message: 'Twitter/X takes a GIF only on its own in a post.' });
    const five = await failure(
      x.publish(
        accessToken,
        post(
          'Five',
          Array.from({ length: 5 }, () => image(png, 'image/png')),
        ),
      ),
    );
    expect(five).toMatchObject({ kind: 'rejected', message: 'Twitter/X takes at most 4 images in a post.' });
    const described = await failure(x.publish(accessToken, post('Long', [image(png, 'image/png', 'a'.repeat(1001))])));
    expect(described.message).toBe('Twitter/X takes alt text of up to 1,000 characters: “image 1”.');
    expect(server.received.length).toBe(before);
  });

  it('reports a revoked token while uploading as auth', async () => {
    const accessToken = await connect();
    server.revokeAll();
    expect(await failure(x.publish(accessToken, post('Revoked', [image(png, 'image/png')])))).toMatchObject({
      kind: 'auth',
      maybeDelivered: false,
    });
  });

  it('the fake refuses a tweet naming media it does not hold, as X does', async () => {
    const accessToken = await connect();
    const response = await oauthApi.send({
      method: 'POST',
      url: `${server.origin}/2/tweets`,
      headers: { authorization: `Bearer ${accessToken}` },
      body: { json: { text: 'Ghost', media: { media_ids: ['1'] } } },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      title: 'Invalid Request',
      errors: [{ parameters: { 'media.media_ids': ['1'] }, message: 'Your media IDs are invalid.' }],
    });
  });
});

describe('knowing whether a failed post reached X', () => {
  it('a refused connection sent nothing; a connection that drops may have, unless it dropped while uploading an image', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const dropping = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const to = (origin: string) =>
      createXClient(createOAuthApi(createGuardedApi({ allowLoopbackForTests: true }), { originsForTests: { twitter: origin } }));
    const droppingX = to(`http://127.0.0.1:${(dropping.address() as { port: number }).port}`);
    try {
      expect(await failure(to(`http://127.0.0.1:${port}`).publish('token', post('Hello')))).toMatchObject({
        kind: 'transient',
        maybeDelivered: false,
      });
      expect(await failure(droppingX.publish('token', post('Hello')))).toMatchObject({ kind: 'transient', maybeDelivered: true });
      expect(await failure(droppingX.publish('token', post('Hello', [image(png, 'image/png')])))).toMatchObject({
        kind: 'transient',
        maybeDelivered: false,
      });
    } finally {
      await new Promise<void>((resolve) => dropping.close(() => resolve()));
    }
  });
});
