import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedApi } from '../../../http/guarded-api';
import { type FakeOAuth, startFakeOAuth } from '../test/fake-oauth';
import { createOAuthApi } from './oauth-api';
import { createOAuthNetworksClient } from './oauth-networks';
import { startAuthorization } from '../../../http/oauth-client';
import { createTikTokClient, type TikTokClient } from './tiktok';
import { type MediaFile, NetworkError, type PublishRequest } from './types';

const postedAt = new Date('2026-11-25T12:00:00Z');
const redirectUri = 'https://uplift.example/api/social/callback';
// The start of a JPEG (SOI and a JFIF APP0 segment), which is what TikTok checks a photo by.
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

let server: FakeOAuth;
let images: Server;
let imagesOrigin: string;
let tiktok: TikTokClient;
const defaultPrivacyLevels = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'];

/** An account connected as a user would, for its access token. */
async function connect(): Promise<string> {
  const client = createOAuthNetworksClient(
    createOAuthApi(createGuardedApi({ allowLoopbackForTests: true }), { originsForTests: { tiktok: server.origin } }),
  );
  const app = { clientId: server.clientId, clientSecret: server.clientSecret };
  const { state, challenge } = await startAuthorization();
  const callback = new URL(server.approve(client.authorizeUrl('tiktok', app, { redirectUri, state, codeChallenge: challenge })));
  const tokens = await client.exchangeCode('tiktok', app, {
    code: callback.searchParams.get('code') ?? '',
    state,
    redirectUri,
    codeVerifier: '',
  });
  return tokens.accessToken;
}

const photo = (path: string): MediaFile => ({ data: jpeg, mimeType: 'image/jpeg', url: `${imagesOrigin}${path}` });
const post = (media: MediaFile[]): PublishRequest => ({
  text: 'Autumn menu is here #food',
  media,
  idempotencyKey: 'tt-1',
  datedAt: postedAt,
});

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
  // Uplift's signed image links, which TikTok downloads itself.
  images = createServer((request, response) => {
    if (request.url?.endsWith('.jpg')) response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    else response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Not an image</p>');
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imagesOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  tiktok = createTikTokClient(
    createOAuthApi(createGuardedApi({ allowLoopbackForTests: true }), { originsForTests: { tiktok: server.origin } }),
    { statusIntervalMs: 1 },
  );
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => images.close(() => resolve()));
});
afterEach(() => {
  server.tiktok.creatorPrivacyLevels = defaultPrivacyLevels;
});

describe('TikTok photo posts', () => {
  it('posts two photos publicly with the text as description, and links the public post', async () => {
    const accessToken = await connect();
    const published = await tiktok.publish(accessToken, post([photo('/one.jpg'), photo('/two.jpg')]));

    const [publishId, made] = [...server.tiktok.posts].at(-1) ?? [];
    expect(made).toMatchObject({
      description: 'Autumn menu is here #food',
      title: undefined,
      privacyLevel: 'PUBLIC_TO_EVERYONE',
      photoUrls: [`${imagesOrigin}/one.jpg`, `${imagesOrigin}/two.jpg`],
      autoAddMusic: true,
      disableComment: false,
    });
    // The id TikTok sends as a 19-digit number, kept exactly.
    expect(published.remoteId).toBe(made?.postId);
    expect(published.remoteId).not.toBe(publishId);
    expect(published.url).toBe(`https://www.tiktok.com/@uplift_test/photo/${made?.postId}`);
  });

  it('posts privately when TikTok offers only SELF_ONLY (an unaudited app), known by its publish_id', async () => {
    server.tiktok.creatorPrivacyLevels = ['SELF_ONLY'];
    const accessToken = await connect();
    const published = await tiktok.publish(accessToken, post([photo('/one.jpg')]));

    const [publishId, made] = [...server.tiktok.posts].at(-1) ?? [];
    expect(made?.privacyLevel).toBe('SELF_ONLY');
    expect(published).toEqual({ remoteId: publishId, url: 'https://www.tiktok.com/@uplift_test' });
  });

  it('reports a link that is not an image as rejected, with what TikTok said', async () => {
    const accessToken = await connect();
    const error = await failure(tiktok.publish(accessToken, post([photo('/one.jpg'), photo('/menu.html')])));
    expect(error).toMatchObject({
      kind: 'rejected',
      maybeDelivered: false,
      message: 'TikTok could not publish the post: an image is not a JPEG or WebP file.',
    });
  });

  it('refuses a post without an image before asking TikTok', async () => {
    const asked = server.received.length;
    const error = await failure(tiktok.publish('any-token', post([])));
    expect(error).toMatchObject({ kind: 'rejected', message: 'TikTok takes no post without an image: add one.' });
    expect(server.received.length).toBe(asked);
  });

  it('reports a revoked token as auth', async () => {
    const accessToken = await connect();
    server.revokeAll();
    const error = await failure(tiktok.publish(accessToken, post([photo('/one.jpg')])));
    expect(error.kind).toBe('auth');
    expect(error.message).toBe("TikTok refused the account's authorisation: The access token is invalid or not found in the request.");
  });
});

describe('knowing whether a failed post reached TikTok', () => {
  it('a connection dropped while asking for the creator info posted nothing', async () => {
    const { createServer: createTcpServer } = await import('node:net');
    const dropping = createTcpServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(dropping.address() as AddressInfo).port}`;
    try {
      const client = createTikTokClient(
        createOAuthApi(createGuardedApi({ allowLoopbackForTests: true }), { originsForTests: { tiktok: origin } }),
      );
      const error = await failure(client.publish('token', post([photo('/one.jpg')])));
      expect(error).toMatchObject({ kind: 'transient', maybeDelivered: false });
    } finally {
      await new Promise<void>((resolve) => dropping.close(() => resolve()));
    }
  });

  it('a 5xx answer to content/init may hide a post that was made', async () => {
    const failing = createServer((request, response) => {
      const creatorInfo = {
        data: { creator_username: 'uplift_test', privacy_level_options: ['SELF_ONLY'] },
        error: { code: 'ok', message: '', log_id: 'x' },
      };
      const internal = { data: {}, error: { code: 'internal_error', message: 'Something went wrong.', log_id: 'x' } };
      const body = request.url === '/v2/post/publish/creator_info/query/' ? ([200, creatorInfo] as const) : ([500, internal] as const);
      response.writeHead(body[0], { 'content-type': 'application/json' }).end(JSON.stringify(body[1]));
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    try {
      const client = createTikTokClient(
        createOAuthApi(createGuardedApi({ allowLoopbackForTests: true }), { originsForTests: { tiktok: origin } }),
      );
      const error = await failure(client.publish('token', post([photo('/one.jpg')])));
      expect(error).toMatchObject({ kind: 'transient', maybeDelivered: true });
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
  });
});
