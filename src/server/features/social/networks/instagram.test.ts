import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedApi } from '../../../http/guarded-api';
import { type FakeHttpServer, startFakeHttp } from '../../../test/fake-http';
import { fakeInstagramUsername } from '../test/fake-meta-api';
import { type FakeOAuth, startFakeOAuth } from '../test/fake-oauth';
import { createInstagramClient } from './instagram';
import { createOAuthApi } from './oauth-api';
import { createOAuthNetworksClient } from './oauth-networks';
import { startAuthorization } from '../../../http/oauth-client';
import { type MediaFile, NetworkError, type PublishRequest } from './types';

const postedAt = new Date('2026-11-25T12:00:00Z');
const redirectUri = 'https://uplift.example/api/social/callback';
const day = 24 * 60 * 60 * 1000;

let server: FakeOAuth;
// Where Uplift serves the images Instagram fetches (the signed public links, in production).
let images: FakeHttpServer;
let app: { clientId: string; clientSecret: string };
let oauth: ReturnType<typeof createOAuthNetworksClient>;
let instagram: ReturnType<typeof createInstagramClient>;
let igUserId: string;
let token: string;

const image = (path: string, altText?: string): MediaFile => ({
  data: Buffer.from('unused: Instagram fetches the URL'),
  mimeType: 'image/jpeg',
  altText,
  url: `${images.origin}${path}`,
});
const post = (text: string, media: MediaFile[]): PublishRequest => ({ text, media, idempotencyKey: 'ig-1', datedAt: postedAt });

async function failure(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(NetworkError);
  return error as NetworkError;
}

/** Business Login for Instagram: the short-lived token the code is exchanged for. */
async function shortLivedToken(): Promise<string> {
  const { state, verifier, challenge } = await startAuthorization();
  const callback = new URL(server.approve(oauth.authorizeUrl('instagram', app, { redirectUri, state, codeChallenge: challenge })));
  const tokens = await oauth.exchangeCode('instagram', app, {
    code: callback.searchParams.get('code') ?? '',
    state,
    redirectUri,
    codeVerifier: verifier,
  });
  expect(tokens.refreshToken).toBeNull();
  return tokens.accessToken;
}

const statusReads = (containerId: string) =>
  server.received.filter((request) => request.method === 'GET' && request.path === `/v25.0/${containerId}`);

beforeAll(async () => {
  server = await startFakeOAuth();
  images = await startFakeHttp((request, response) => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`jpeg of ${request.path}`)]);
    if (request.path.endsWith('.jpg')) return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    if (request.path.endsWith('.png'))
      return void response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'));
    response.writeHead(404).end();
  });
  app = { clientId: server.clientId, clientSecret: server.clientSecret };
  const api = createOAuthApi(createGuardedApi({ allowLoopbackForTests: true }), { originsForTests: { instagram: server.origin } });
  oauth = createOAuthNetworksClient(api);
  instagram = createInstagramClient(api, { containerCheckIntervalMs: 1 });
});
afterAll(() => Promise.all([server.close(), images.close()]));

describe('tokens', () => {
  it("reads the code exchange's answer, then exchanges the token for one of 60 days", async () => {
    const shortLived = await shortLivedToken();
    const longLived = await instagram.longLivedToken(app, shortLived);
    expect(longLived.accessToken).not.toBe(shortLived);
    expect(longLived.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 59 * day);
    const exchange = server.received.at(-1);
    expect(exchange?.path).toBe('/access_token');
    expect(Object.fromEntries(exchange?.query ?? [])).toEqual({
      grant_type: 'ig_exchange_token',
      client_secret: app.clientSecret,
      access_token: shortLived,
    });
    token = longLived.accessToken;
    igUserId = (await oauth.profile('instagram', token)).remoteId;
  });

  it('renews a long-lived token, and reports one Instagram no longer accepts as an auth error', async () => {
    const renewed = await instagram.renew(token);
    expect(renewed.accessToken).not.toBe(token);
    expect(renewed.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 59 * day);
    expect(Object.fromEntries(server.received.at(-1)?.query ?? [])).toEqual({ grant_type: 'ig_refresh_token', access_token: token });
    expect((await failure(instagram.renew('not-a-token'))).kind).toBe('auth');
  });
});

describe('publishing', () => {
  it('publishes one image with its caption and alt text once its container is finished', async () => {
    const published = await instagram.publish(igUserId, token, post('Fresh from the oven', [image('/bread.jpg', 'A loaf of bread')]));
    const media = server.meta.media.get(published.remoteId);
    const container = server.meta.containers.get(media?.containerId ?? '');
    expect(container).toMatchObject({
      imageUrl: `${images.origin}/bread.jpg`,
      caption: 'Fresh from the oven',
      altText: 'A loaf of bread',
      carouselItem: false,
    });
    // Asked while in progress, then once finished.
    expect(statusReads(container?.id ?? '').map((request) => request.query.get('fields'))).toEqual([
      'status_code,status',
      'status_code,status',
    ]);
    expect(published.url).toBe(`https://www.instagram.com/p/${media?.shortcode}/`);
  });

  it('publishes several images as a carousel with the caption on the carousel', async () => {
    const published = await instagram.publish(igUserId, token, post('Our week', [image('/monday.jpg', 'Monday'), image('/tuesday.jpg')]));
    const carousel = server.meta.containers.get(server.meta.media.get(published.remoteId)?.containerId ?? '');
    expect(carousel).toMatchObject({ caption: 'Our week', carouselItem: false, imageUrl: null });
    const items = carousel?.children.map((id) => server.meta.containers.get(id));
    expect(items?.map((item) => [item?.imageUrl, item?.altText, item?.carouselItem])).toEqual([
      [`${images.origin}/monday.jpg`, 'Monday', true],
      [`${images.origin}/tuesday.jpg`, null, true],
    ]);
    expect(
      server.received
        .filter((request) => request.path.endsWith('/media'))
        .at(-1)
        ?.form.get('media_type'),
    ).toBe('CAROUSEL');
  });

  it('refuses a post without an image before asking Instagram', async () => {
    const requests = server.received.length;
    expect(await failure(instagram.publish(igUserId, token, post('Just words', [])))).toMatchObject({
      kind: 'rejected',
      message: 'Instagram takes no post without an image: add one.',
    });
    expect(server.received).toHaveLength(requests);
  });

  it("reports an image Instagram cannot use as rejected with Meta's message, having posted nothing", async () => {
    const published = server.meta.media.size;
    const notJpeg = await failure(instagram.publish(igUserId, token, post('A chart', [image('/chart.png')])));
    expect(notJpeg).toMatchObject({
      kind: 'rejected',
      maybeDelivered: false,
      message: 'Instagram refused the image: The image format is not supported. Supported formats are: JPEG',
    });
    const unreachable = await failure(instagram.publish(igUserId, token, post('Gone', [image('/bread.jpg'), image('/deleted-image')])));
    expect(unreachable.message).toBe(
      `Instagram refused the image: The media could not be fetched from this uri: ${images.origin}/deleted-image`,
    );
    expect(server.meta.media.size).toBe(published);
  });

  it('leaves a post for a later try while its container is still in progress, and fails one Instagram could not prepare', async () => {
    const published = server.meta.media.size;
    server.meta.containerChecks = 100;
    try {
      expect(await failure(instagram.publish(igUserId, token, post('Slow', [image('/slow.jpg')])))).toMatchObject({
        kind: 'transient',
        maybeDelivered: false,
      });
    } finally {
      server.meta.containerChecks = 1;
    }
    server.meta.containerOutcome = 'ERROR';
    try {
      expect(await failure(instagram.publish(igUserId, token, post('Broken', [image('/broken.jpg')])))).toMatchObject({
        kind: 'rejected',
        message: 'Instagram could not prepare the post (ERROR: 2207001).',
      });
    } finally {
      server.meta.containerOutcome = 'FINISHED';
    }
    expect(server.meta.media.size).toBe(published);
  });

  it('knows a failed container posted nothing, and a failed media_publish may have', async () => {
    const serviceError = { message: 'An unexpected error has occurred. Please retry your request later.', code: 2 };
    server.meta.failNext((request) => request.path.endsWith('/media'), 500, serviceError);
    expect(await failure(instagram.publish(igUserId, token, post('Container', [image('/a.jpg')])))).toMatchObject({
      kind: 'transient',
      maybeDelivered: false,
    });
    server.meta.failNext((request) => request.path.endsWith('/media_publish'), 500, serviceError);
    expect(await failure(instagram.publish(igUserId, token, post('Publish', [image('/b.jpg')])))).toMatchObject({
      kind: 'transient',
      maybeDelivered: true,
    });
    // A 200 that does not say what it made: a container still posted nothing, media_publish may have.
    server.meta.failNext((request) => request.path.endsWith('/media'), 200, serviceError);
    expect(await failure(instagram.publish(igUserId, token, post('Container', [image('/a.jpg')])))).toMatchObject({
      kind: 'transient',
      maybeDelivered: false,
    });
    server.meta.failNext((request) => request.path.endsWith('/media_publish'), 200, serviceError);
    expect(await failure(instagram.publish(igUserId, token, post('Publish', [image('/b.jpg')])))).toMatchObject({
      kind: 'transient',
      maybeDelivered: true,
    });
  });

  it('still reports a published post when its permalink cannot be read', async () => {
    server.meta.failNext((request) => request.query.get('fields') === 'permalink', 500, {
      message: 'An unknown error has occurred.',
      code: 1,
    });
    const published = await instagram.publish(igUserId, token, post('Out anyway', [image('/c.jpg')]));
    expect(server.meta.media.has(published.remoteId)).toBe(true);
    expect(published.url).toBe('https://www.instagram.com/');
  });
});

describe('metrics and losing access', () => {
  it("reads a post's likes and comments; shares and views need insights Uplift does not ask for", async () => {
    const published = await instagram.publish(igUserId, token, post('Counted', [image('/d.jpg')]));
    Object.assign(server.meta.media.get(published.remoteId) ?? {}, { likes: 12, comments: 4 });
    expect(await instagram.metrics(token, published.remoteId)).toEqual({ likes: 12, comments: 4, shares: null, impressions: null });
    expect(server.received.at(-1)?.query.get('fields')).toBe('like_count,comments_count');
    server.meta.media.delete(published.remoteId);
    expect(await failure(instagram.metrics(token, published.remoteId))).toMatchObject({
      kind: 'rejected',
      message: 'The post is no longer on Instagram.',
    });
  });

  it('reports a revoked token as an auth error', async () => {
    server.revokeAll();
    expect((await failure(instagram.publish(igUserId, token, post('Revoked', [image('/e.jpg')])))).kind).toBe('auth');
  });
});

describe("comments on the account's posts", () => {
  let freshToken: string;
  const since = new Date('2026-12-01T10:00:00Z');
  const at = (minutes: number) => new Date(since.getTime() + minutes * 60_000);

  beforeAll(async () => {
    freshToken = (await instagram.longLivedToken(app, await shortLivedToken())).accessToken;
  });

  it("reads the comments made after the last read, newest first, with the post each answers, leaving out the account's own", async () => {
    const older = await instagram.publish(igUserId, freshToken, post('Rye', [image('/rye.jpg')]));
    const newer = await instagram.publish(igUserId, freshToken, post('Spelt', [image('/spelt.jpg')]));
    server.meta.addComment(older.remoteId, { from: 'old_friend', message: 'Read last time', createdTime: since });
    const ada = server.meta.addComment(older.remoteId, { from: 'ada.bakes', message: 'Recipe please!', createdTime: at(5) });
    const bob = server.meta.addComment(newer.remoteId, { from: 'bob_rye', message: 'Yum', createdTime: at(20) });
    server.meta.addComment(newer.remoteId, { from: fakeInstagramUsername, message: 'Thanks Bob!', createdTime: at(25) });
    const requests = server.received.length;

    const comments = await instagram.comments(igUserId, freshToken, since);
    expect(comments).toEqual([
      {
        remoteId: bob.id,
        kind: 'reply',
        author: '@bob_rye',
        authorUrl: 'https://www.instagram.com/bob_rye',
        text: 'Yum',
        url: newer.url,
        createdAt: at(20),
        inReplyToRemoteId: newer.remoteId,
      },
      {
        remoteId: ada.id,
        kind: 'reply',
        author: '@ada.bakes',
        authorUrl: 'https://www.instagram.com/ada.bakes',
        text: 'Recipe please!',
        url: older.url,
        createdAt: at(5),
        inReplyToRemoteId: older.remoteId,
      },
    ]);
    expect(newer.url).toMatch(/^https:\/\/www\.instagram\.com\/p\//);

    // One request: the account's media with their comments nested.
    expect(server.received.slice(requests)).toHaveLength(1);
    const read = server.received.at(-1);
    expect(read?.path).toBe(`/v25.0/${igUserId}/media`);
    expect(read?.query.get('fields')).toMatch(/comments\.limit\(\d+\)\{[^}]*username[^}]*\}/);
    expect(read?.headers.authorization).toBe(`Bearer ${freshToken}`);

    expect((await instagram.comments(igUserId, freshToken, undefined)).map((comment) => comment.text)).toEqual([
      'Yum',
      'Recipe please!',
      'Read last time',
    ]);
  });

  it('reads no comments, without disconnecting the account, when it was connected before Uplift asked for instagram_business_manage_comments', async () => {
    const published = await instagram.publish(igUserId, freshToken, post('Asked before', [image('/before.jpg')]));
    server.meta.addComment(published.remoteId, { from: 'dee.dough', message: 'Hello', createdTime: at(40) });
    server.meta.notGranted.add('instagram_business_manage_comments');
    try {
      expect(await instagram.comments(igUserId, freshToken, since)).toEqual([]);
    } finally {
      server.meta.notGranted.delete('instagram_business_manage_comments');
    }
    expect((await instagram.comments(igUserId, freshToken, at(39))).map((comment) => comment.author)).toEqual(['@dee.dough']);
  });

  it("still reports Instagram's other refusals: a service error is retried, a revoked token disconnects", async () => {
    server.meta.failNext((request) => request.path.endsWith('/media') && request.method === 'GET', 500, {
      message: 'An unexpected error has occurred. Please retry your request later.',
      code: 2,
    });
    expect(await failure(instagram.comments(igUserId, freshToken, since))).toMatchObject({ kind: 'transient' });
    server.revokeAll();
    expect(await failure(instagram.comments(igUserId, freshToken, since))).toMatchObject({ kind: 'auth' });
  });
});
