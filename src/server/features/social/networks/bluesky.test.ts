import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedApi } from '../../../http/guarded-api';
import { type FakeBluesky, startFakeBluesky } from '../test/fake-bluesky';
import { type BlueskyAuth, type BlueskySession, createBlueskyClient, linkFacets, recordKeyFor } from './bluesky';
import { NetworkError } from './types';

const postedAt = new Date('2026-11-25T12:00:00Z');

let pds: FakeBluesky;
let auth: BlueskyAuth;
const saved: BlueskySession[] = [];
const bluesky = createBlueskyClient(createGuardedApi({ allowLoopbackForTests: true }));

async function failure(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(NetworkError);
  return error as NetworkError;
}

beforeAll(async () => {
  pds = await startFakeBluesky();
});
afterAll(() => pds.close());

describe('signing in', () => {
  it('creates a session with the handle and an app password on the given server', async () => {
    const session = await bluesky.createSession({ identifier: `@${pds.handle}`, appPassword: pds.appPassword, serviceUrl: pds.origin });
    expect(session).toMatchObject({ did: pds.did, handle: pds.handle, serviceUrl: pds.origin });
    auth = { session, onSessionRefreshed: (next) => void saved.push(next) };
  });

  it('refuses a wrong app password as an auth error', async () => {
    const error = await failure(bluesky.createSession({ identifier: pds.handle, appPassword: 'wrong', serviceUrl: pds.origin }));
    expect(error.kind).toBe('auth');
  });
});

describe('publishing', () => {
  it('uploads the image and creates the post with alt text and link facets', async () => {
    const image = {
      data: Buffer.from('jpeg bytes'),
      mimeType: 'image/jpeg',
      altText: 'Our new shop',
      url: 'https://uplift.example/api/social-media/t',
    };
    const post = await bluesky.publish(
      auth,
      { text: 'Open now https://shop.example/new!', media: [image], datedAt: postedAt, idempotencyKey: 'post-1' },
      ['en'],
    );
    const rkey = recordKeyFor('post-1', postedAt);
    expect(post).toEqual({
      remoteId: `at://${pds.did}/app.bsky.feed.post/${rkey}`,
      url: `https://bsky.app/profile/${pds.handle}/post/${rkey}`,
    });
    const record = pds.posts.get(rkey)?.value;
    expect(record).toMatchObject({
      $type: 'app.bsky.feed.post',
      text: 'Open now https://shop.example/new!',
      langs: ['en'],
      facets: [{ index: { byteStart: 9, byteEnd: 33 }, features: [{ uri: 'https://shop.example/new' }] }],
      embed: {
        $type: 'app.bsky.embed.images',
        images: [{ alt: 'Our new shop', image: { mimeType: 'image/jpeg', size: image.data.length } }],
      },
    });
  });

  it('posts once when a retry carries the same idempotency key', async () => {
    const first = await bluesky.publish(auth, { text: 'Only once', media: [], datedAt: postedAt, idempotencyKey: 'post-2' });
    const before = pds.posts.size;
    const retry = await bluesky.publish(auth, { text: 'Only once', media: [], datedAt: postedAt, idempotencyKey: 'post-2' });
    expect(retry).toEqual(first);
    expect(pds.posts.size).toBe(before);
  });

  it('derives valid, distinct record keys, dated when the post is', () => {
    const keys = ['a', 'b', 'post-1'].map((key) => recordKeyFor(key, postedAt));
    for (const key of keys) expect(key).toMatch(/^[234567a-j][234567a-z]{12}$/);
    expect(new Set(keys).size).toBe(3);
    expect(recordKeyFor('a', postedAt)).toBe(keys[0]);
    // The key's timestamp (all but its last 10 bits) is the second the post is dated.
    const value = [...keys[0]!].reduce((sum, character) => sum * 32n + BigInt('234567abcdefghijklmnopqrstuvwxyz'.indexOf(character)), 0n);
    expect(Number((value >> 10n) / 1_000_000n)).toBe(postedAt.getTime() / 1000);
  });

  it('counts facet offsets in UTF-8 bytes after emoji', () => {
    const text = '🚀 Launch: https://a.example and 👩‍💻 https://b.example/x.';
    const facets = linkFacets(text);
    const bytes = Buffer.from(text);
    expect(facets.map((facet) => bytes.subarray(facet.index.byteStart, facet.index.byteEnd).toString())).toEqual([
      'https://a.example',
      'https://b.example/x',
    ]);
    expect(facets[0]?.index.byteStart).toBe(13);
  });
});

describe('expired sessions', () => {
  it('refreshes an expired access token once and gives the caller the new session', async () => {
    pds.expireAccessTokens();
    const oldAccess = auth.session.accessJwt;
    await bluesky.publish(auth, { text: 'After refresh', media: [], datedAt: postedAt, idempotencyKey: 'post-3' });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.accessJwt).not.toBe(oldAccess);
    expect(auth.session).toBe(saved[0]);
  });

  it('reports an auth error when the refresh token is gone too', async () => {
    pds.expireAccessTokens();
    pds.expireRefreshTokens();
    const error = await failure(bluesky.publish(auth, { text: 'No session', media: [], datedAt: postedAt, idempotencyKey: 'post-4' }));
    expect(error.kind).toBe('auth');
    auth.session = await bluesky.createSession({ identifier: pds.handle, appPassword: pds.appPassword, serviceUrl: pds.origin });
  });
});

describe('metrics and engagement', () => {
  it("reads a post's counts, reposts and quotes together as shares", async () => {
    const post = await bluesky.publish(auth, { text: 'Counted', media: [], datedAt: postedAt, idempotencyKey: 'post-5' });
    pds.setCounts(recordKeyFor('post-5', postedAt), { likeCount: 4, replyCount: 1, repostCount: 2, quoteCount: 1 });
    expect(await bluesky.metrics(auth, [post.remoteId, 'at://did:plc:gone/app.bsky.feed.post/3k'])).toEqual(
      new Map([[post.remoteId, { likes: 4, comments: 1, shares: 3, impressions: null }]]),
    );
  });

  it('lists mentions and replies after a time', async () => {
    const post = await bluesky.publish(auth, { text: 'Reply here', media: [], datedAt: postedAt, idempotencyKey: 'post-6' });
    pds.addNotification({ reason: 'mention', fromHandle: 'old.bsky.social', text: 'old', indexedAt: new Date('2026-01-01') });
    pds.addNotification({ reason: 'like', fromHandle: 'fan.bsky.social', text: '' });
    const reply = pds.addNotification({ reason: 'reply', fromHandle: 'alice.bsky.social', text: 'Love it', replyTo: post.remoteId });
    const items = await bluesky.engagement(auth, new Date('2026-06-01'));
    expect(items).toEqual([
      expect.objectContaining({
        remoteId: reply,
        kind: 'reply',
        author: '@alice.bsky.social',
        text: 'Love it',
        inReplyToRemoteId: post.remoteId,
      }),
    ]);
    expect(pds.received.at(-1)?.query.getAll('reasons')).toEqual(['mention', 'reply']);
  });

  it('reads on, page after page, until it reaches what the last sync read', async () => {
    const since = new Date();
    for (let index = 0; index < 230; index++)
      pds.addNotification({
        reason: 'mention',
        fromHandle: `fan${index}.bsky.social`,
        text: `Hello ${index}`,
        indexedAt: new Date(since.getTime() + (index + 1) * 1000),
      });
    const asked = pds.received.length;
    const items = await bluesky.engagement(auth, since);
    expect(items).toHaveLength(230);
    expect(items[0]?.text).toBe('Hello 229');
    // Three pages of 100, the third reaching the notifications read before.
    expect(pds.received.length - asked).toBe(3);
  });
});
