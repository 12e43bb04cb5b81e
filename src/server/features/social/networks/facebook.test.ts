import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedApi } from '../../../http/guarded-api';
import { type FakeOAuth, startFakeOAuth } from '../test/fake-oauth';
import { createFacebookClient, type FacebookPage } from './facebook';
import { createOAuthApi } from './oauth-api';
import { createOAuthNetworksClient } from './oauth-networks';
import { startAuthorization } from '../../../http/oauth-client';
import { type MediaFile, NetworkError, type PublishRequest } from './types';

const postedAt = new Date('2026-11-25T12:00:00Z');
const redirectUri = 'https://uplift.example/api/social/callback';
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('fake jpeg bytes')]);
const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.from('fake png bytes')]);
const day = 24 * 60 * 60 * 1000;

let server: FakeOAuth;
let app: { clientId: string; clientSecret: string };
let oauth: ReturnType<typeof createOAuthNetworksClient>;
let facebook: ReturnType<typeof createFacebookClient>;

const image = (data: Buffer, mimeType: string, altText?: string): MediaFile => ({
  data,
  mimeType,
  altText,
  url: 'https://uplift.example/api/social-media/t',
});
const post = (text: string, media: MediaFile[] = []): PublishRequest => ({ text, media, idempotencyKey: 'fb-1', datedAt: postedAt });

async function failure(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(NetworkError);
  return error as NetworkError;
}

/** The user approves Uplift on Facebook: the short-lived user token the code is exchanged for. */
async function shortLivedUserToken(): Promise<string> {
  const { state, verifier, challenge } = await startAuthorization();
  const callback = new URL(server.approve(oauth.authorizeUrl('facebook', app, { redirectUri, state, codeChallenge: challenge })));
  const tokens = await oauth.exchangeCode('facebook', app, {
    code: callback.searchParams.get('code') ?? '',
    state,
    redirectUri,
    codeVerifier: verifier,
  });
  return tokens.accessToken;
}

const requestsTo = (pathEnd: string) => server.received.filter((request) => request.method === 'POST' && request.path.endsWith(pathEnd));

beforeAll(async () => {
  server = await startFakeOAuth();
  app = { clientId: server.clientId, clientSecret: server.clientSecret };
  const api = createOAuthApi(createGuardedApi({ allowLoopbackForTests: true }), { originsForTests: { facebook: server.origin } });
  oauth = createOAuthNetworksClient(api);
  facebook = createFacebookClient(api);
});
afterAll(() => server.close());

describe('connecting Pages', () => {
  it('exchanges the short-lived user token for one of 60 days', async () => {
    const shortLived = await shortLivedUserToken();
    const longLived = await facebook.longLivedUserToken(app, shortLived);
    expect(longLived.accessToken).not.toBe(shortLived);
    expect(longLived.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 59 * day);
    const exchange = server.received.at(-1);
    expect(exchange?.path).toBe('/v25.0/oauth/access_token');
    expect(Object.fromEntries(exchange?.query ?? [])).toEqual({
      grant_type: 'fb_exchange_token',
      client_id: app.clientId,
      client_secret: app.clientSecret,
      fb_exchange_token: shortLived,
    });

    expect((await failure(facebook.longLivedUserToken(app, 'not-a-token'))).kind).toBe('auth');
  });

  it('lists the Pages the user may post to, page after page, each with its token', async () => {
    const userToken = (await facebook.longLivedUserToken(app, await shortLivedUserToken())).accessToken;
    server.meta.accountsPageSize = 2;
    try {
      const pages = await facebook.pages(userToken);
      // The Page on which the user may only see analytics is left out.
      expect(pages.map((page) => page.name)).toEqual(['Uplift Bakery', 'Uplift Café']);
      expect(pages.every((page) => page.accessToken)).toBe(true);
      const reads = server.received.filter((request) => request.path === '/v25.0/me/accounts');
      expect(reads.slice(-2).map((request) => request.query.has('after'))).toEqual([false, true]);
      expect(reads.at(-1)?.query.get('fields')).toBe('id,name,access_token,tasks');
      expect(reads.at(-1)?.headers.authorization).toBe(`Bearer ${userToken}`);
    } finally {
      server.meta.accountsPageSize = 25;
    }
  });
});

describe('publishing as a Page', () => {
  let page: FacebookPage;

  beforeAll(async () => {
    const userToken = (await facebook.longLivedUserToken(app, await shortLivedUserToken())).accessToken;
    [page] = (await facebook.pages(userToken)) as [FacebookPage];
  });

  it('posts text to the Page feed with the Page token', async () => {
    const published = await facebook.publish(page.id, page.accessToken, post('Fresh bread at 7'));
    expect(server.meta.posts.get(published.remoteId)).toMatchObject({ pageId: page.id, message: 'Fresh bread at 7', photoIds: [] });
    expect(published.url).toBe(`https://www.facebook.com/${published.remoteId}`);
    expect(requestsTo('/feed').at(-1)?.headers.authorization).toBe(`Bearer ${page.accessToken}`);
  });

  it('publishes one photo with its caption and alt text in the upload', async () => {
    const feedPosts = requestsTo('/feed').length;
    const published = await facebook.publish(
      page.id,
      page.accessToken,
      post('Our croissants', [image(jpeg, 'image/jpeg', 'Croissants on a tray')]),
    );
    const [photoId] = server.meta.posts.get(published.remoteId)?.photoIds ?? [];
    expect(server.meta.photos.get(photoId ?? '')).toMatchObject({
      published: true,
      altText: 'Croissants on a tray',
      mimeType: 'image/jpeg',
      size: jpeg.length,
    });
    expect(server.meta.posts.get(published.remoteId)?.message).toBe('Our croissants');
    expect(
      requestsTo('/photos')
        .at(-1)
        ?.files.map((file) => file.field),
    ).toEqual(['source']);
    expect(requestsTo('/feed')).toHaveLength(feedPosts);
  });

  it('uploads several photos unpublished, then posts them together in order', async () => {
    const published = await facebook.publish(
      page.id,
      page.accessToken,
      post('Two loaves', [image(jpeg, 'image/jpeg', 'Rye'), image(png, 'image/png')]),
    );
    const uploads = requestsTo('/photos').slice(-2);
    expect(uploads.map((request) => request.form.get('published'))).toEqual(['false', 'false']);
    const photoIds = server.meta.posts.get(published.remoteId)?.photoIds ?? [];
    expect(photoIds.map((id) => server.meta.photos.get(id)?.mimeType)).toEqual(['image/jpeg', 'image/png']);
    expect(server.meta.photos.get(photoIds[0] ?? '')?.altText).toBe('Rye');
    const feed = requestsTo('/feed').at(-1);
    expect(feed?.form.get('message')).toBe('Two loaves');
    expect(photoIds.map((_, index) => JSON.parse(feed?.form.get(`attached_media[${index}]`) ?? 'null'))).toEqual(
      photoIds.map((id) => ({ media_fbid: id })),
    );
  });

  it('knows a failed photo upload posted nothing, and a failed publish may have', async () => {
    const posts = server.meta.posts.size;
    const unknownError = { message: 'An unknown error has occurred.', code: 1 };
    server.meta.failNext((request) => request.path.endsWith('/photos'), 500, unknownError);
    expect(
      await failure(facebook.publish(page.id, page.accessToken, post('Album', [image(jpeg, 'image/jpeg'), image(jpeg, 'image/jpeg')]))),
    ).toMatchObject({ kind: 'transient', maybeDelivered: false });

    server.meta.failNext((request) => request.path.endsWith('/feed'), 500, unknownError);
    expect(await failure(facebook.publish(page.id, page.accessToken, post('Lost answer')))).toMatchObject({
      kind: 'transient',
      maybeDelivered: true,
    });

    server.meta.failNext((request) => request.path.endsWith('/photos'), 503, unknownError);
    expect(await failure(facebook.publish(page.id, page.accessToken, post('One photo', [image(jpeg, 'image/jpeg')])))).toMatchObject({
      kind: 'transient',
      maybeDelivered: true,
    });

    // A 200 that does not say what it made: a photo upload still posted nothing, a feed post may have.
    server.meta.failNext((request) => request.path.endsWith('/photos'), 200, unknownError);
    expect(
      await failure(facebook.publish(page.id, page.accessToken, post('Album', [image(jpeg, 'image/jpeg'), image(jpeg, 'image/jpeg')]))),
    ).toMatchObject({ kind: 'transient', maybeDelivered: false });
    server.meta.failNext((request) => request.path.endsWith('/feed'), 200, unknownError);
    expect(await failure(facebook.publish(page.id, page.accessToken, post('Unreadable')))).toMatchObject({
      kind: 'transient',
      maybeDelivered: true,
    });

    server.meta.failNext((request) => request.path.endsWith('/feed'), 400, { message: '(#32) Page request limit reached', code: 32 });
    expect(await failure(facebook.publish(page.id, page.accessToken, post('Throttled')))).toMatchObject({
      kind: 'transient',
      maybeDelivered: false,
    });
    expect(server.meta.posts.size).toBe(posts);
  });

  it('reports a permission taken back as an auth error, so the account is connected again', async () => {
    const page = (await facebook.pages((await facebook.longLivedUserToken(app, await shortLivedUserToken())).accessToken))[0]!;
    server.meta.failNext((request) => request.path.endsWith('/feed'), 403, {
      message: '(#200) The user hasn’t authorized the application to perform this action',
      code: 200,
    });
    expect(await failure(facebook.publish(page.id, page.accessToken, post('No longer allowed')))).toMatchObject({ kind: 'auth' });
  });

  it("reports a refused post as rejected with Meta's reason", async () => {
    server.meta.failNext((request) => request.path.endsWith('/feed'), 400, { message: '(#506) Duplicate status message', code: 506 });
    const error = await failure(facebook.publish(page.id, page.accessToken, post('Again')));
    expect(error).toMatchObject({ kind: 'rejected', message: 'Facebook refused the post: (#506) Duplicate status message' });
  });

  it("reads a post's reactions, comments and shares, without impressions", async () => {
    const published = await facebook.publish(page.id, page.accessToken, post('Counted'));
    Object.assign(server.meta.posts.get(published.remoteId) ?? {}, { reactions: 7, comments: 2 });
    expect(await facebook.metrics(page.accessToken, published.remoteId)).toEqual({ likes: 7, comments: 2, shares: 0, impressions: null });
    Object.assign(server.meta.posts.get(published.remoteId) ?? {}, { shares: 3 });
    expect(await facebook.metrics(page.accessToken, published.remoteId)).toMatchObject({ shares: 3 });

    server.meta.posts.delete(published.remoteId);
    expect(await failure(facebook.metrics(page.accessToken, published.remoteId))).toMatchObject({
      kind: 'rejected',
      message: 'The post is no longer on Facebook.',
    });
  });

  it('reports a revoked token as an auth error', async () => {
    server.revokeAll();
    expect((await failure(facebook.publish(page.id, page.accessToken, post('Gone')))).kind).toBe('auth');
    expect((await failure(facebook.metrics(page.accessToken, `${page.id}_1`))).kind).toBe('auth');
  });
});

describe("comments on the Page's posts", () => {
  let page: FacebookPage;
  const since = new Date('2026-12-01T10:00:00Z');
  const at = (minutes: number) => new Date(since.getTime() + minutes * 60_000);

  beforeAll(async () => {
    const userToken = (await facebook.longLivedUserToken(app, await shortLivedUserToken())).accessToken;
    [page] = (await facebook.pages(userToken)) as [FacebookPage];
  });

  it("reads the comments made after the last read, newest first, with the post each answers, leaving out the Page's own", async () => {
    const text = await facebook.publish(page.id, page.accessToken, post('Opening hours'));
    const photo = await facebook.publish(page.id, page.accessToken, post('New loaf', [image(jpeg, 'image/jpeg')]));
    server.meta.addComment(text.remoteId, { from: 'Old Friend', message: 'Read last time', createdTime: at(-30) });
    server.meta.addComment(text.remoteId, { from: 'Same Second', message: 'Read last time too', createdTime: since });
    const ada = server.meta.addComment(text.remoteId, { from: 'Ada Baker', message: 'Open on Sunday?', createdTime: at(5) });
    const bob = server.meta.addComment(photo.remoteId, { from: 'Bob Rye', message: 'Looks great', createdTime: at(20) });
    server.meta.addComment(photo.remoteId, { from: page.name, fromId: page.id, message: 'Thank you!', createdTime: at(25) });
    const cy = server.meta.addComment(text.remoteId, { from: 'Cy Crumb', message: 'See you at 7', createdTime: at(10) });
    const requests = server.received.length;

    const comments = await facebook.comments(page.id, page.accessToken, since);
    expect(comments.map((comment) => [comment.author, comment.inReplyToRemoteId])).toEqual([
      ['Bob Rye', photo.remoteId],
      ['Cy Crumb', text.remoteId],
      ['Ada Baker', text.remoteId],
    ]);
    expect(comments[0]).toEqual({
      remoteId: bob.id,
      kind: 'reply',
      author: 'Bob Rye',
      authorUrl: null,
      text: 'Looks great',
      url: `https://www.facebook.com/${page.id}/posts/${photo.remoteId.split('_')[1]}?comment_id=${bob.id.split('_')[1]}`,
      createdAt: at(20),
      inReplyToRemoteId: photo.remoteId,
    });
    expect(comments.map((comment) => comment.remoteId)).toEqual([bob.id, cy.id, ada.id]);

    // One request: the Page's posts with their comments nested, asked newest first.
    expect(server.received.slice(requests)).toHaveLength(1);
    const read = server.received.at(-1);
    expect(read?.path).toBe(`/v25.0/${page.id}/published_posts`);
    expect(read?.query.get('fields')).toMatch(/comments\.order\(reverse_chronological\)\.limit\(\d+\)\{[^}]*from[^}]*\}/);
    expect(read?.headers.authorization).toBe(`Bearer ${page.accessToken}`);

    // The first read takes every comment there is, still without the Page's.
    expect((await facebook.comments(page.id, page.accessToken, undefined)).map((comment) => comment.text)).toEqual([
      'Looks great',
      'See you at 7',
      'Open on Sunday?',
      'Read last time too',
      'Read last time',
    ]);
  });

  it('reads no comments, without disconnecting the Page, when it was connected before Uplift asked for pages_read_user_content', async () => {
    const published = await facebook.publish(page.id, page.accessToken, post('Asked before'));
    server.meta.addComment(published.remoteId, { from: 'Dee Dough', message: 'Hello', createdTime: at(40) });
    server.meta.notGranted.add('pages_read_user_content');
    try {
      expect(await facebook.comments(page.id, page.accessToken, since)).toEqual([]);
    } finally {
      server.meta.notGranted.delete('pages_read_user_content');
    }
    expect((await facebook.comments(page.id, page.accessToken, at(39))).map((comment) => comment.author)).toEqual(['Dee Dough']);
  });

  it("still reports Facebook's other refusals: a throttled read is retried, a revoked token disconnects", async () => {
    server.meta.failNext((request) => request.path.endsWith('/published_posts'), 400, {
      message: '(#32) Page request limit reached',
      code: 32,
    });
    expect(await failure(facebook.comments(page.id, page.accessToken, since))).toMatchObject({ kind: 'transient' });
    server.revokeAll();
    expect(await failure(facebook.comments(page.id, page.accessToken, since))).toMatchObject({ kind: 'auth' });
  });
});
