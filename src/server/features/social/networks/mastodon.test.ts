import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedApi } from '../../../http/guarded-api';
import { type FakeMastodon, startFakeMastodon } from '../test/fake-mastodon';
import { createMastodonClient, type MastodonApp, type MastodonConnection, mastodonInstanceUrl, webLink } from './mastodon';
import { startAuthorization } from '../../../http/oauth-client';
import { NetworkError } from './types';

const postedAt = new Date('2026-11-25T12:00:00Z');

const redirectUri = 'https://uplift.example/api/social/callback/mastodon';
const image = {
  data: Buffer.from('fake png bytes'),
  mimeType: 'image/png',
  altText: 'A chart going up',
  url: 'https://uplift.example/api/social-media/t',
};

let instance: FakeMastodon;
let app: MastodonApp;
let connection: MastodonConnection;
const mastodon = createMastodonClient(createGuardedApi({ allowLoopbackForTests: true }), { mediaCheckIntervalMs: 1 });

async function failure(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(NetworkError);
  return error as NetworkError;
}

beforeAll(async () => {
  instance = await startFakeMastodon();
});
afterAll(() => instance.close());

describe('connecting an account', () => {
  it('registers an app, authorizes with PKCE and state, and reads the account', async () => {
    app = await mastodon.registerApp(instance.origin, { clientName: 'Uplift', redirectUri });
    expect(instance.apps.get(app.clientId)?.scopes).toBe('read write');

    const { state, verifier, challenge } = await startAuthorization();
    const authorizeUrl = mastodon.authorizeUrl(instance.origin, app, { redirectUri, state, codeChallenge: challenge });
    const callback = new URL(instance.approve(authorizeUrl));
    expect(callback.searchParams.get('state')).toBe(state);

    const code = callback.searchParams.get('code') ?? '';
    await expect(
      mastodon.exchangeCode(instance.origin, app, { code, state, redirectUri, codeVerifier: 'wrong'.repeat(9) }),
    ).rejects.toBeInstanceOf(NetworkError);
    const codeAgain = new URL(instance.approve(authorizeUrl)).searchParams.get('code') ?? '';
    const accessToken = await mastodon.exchangeCode(instance.origin, app, { code: codeAgain, state, redirectUri, codeVerifier: verifier });
    connection = { instanceUrl: instance.origin, accessToken };

    const account = await mastodon.verifyCredentials(connection);
    expect(account.username).toBe(`@uplift@${new URL(instance.origin).host}`);
    expect(account.accountId).toBe('109000000000000001');
  });

  it("reads the instance's character limit", async () => {
    instance.characterLimit = 1000;
    expect(await mastodon.characterLimit(instance.origin)).toBe(1000);
    instance.characterLimit = 500;
  });

  it('turns what a user types into the instance origin', () => {
    expect(mastodonInstanceUrl(' mastodon.social ')).toBe('https://mastodon.social');
    expect(mastodonInstanceUrl('https://fosstodon.org/about')).toBe('https://fosstodon.org');
  });
});

describe('publishing', () => {
  it('uploads the image with its alt text, then posts the status with it', async () => {
    const post = await mastodon.publish(connection, {
      text: 'Hello fediverse',
      media: [image],
      datedAt: postedAt,
      idempotencyKey: 'post-1',
    });
    const status = instance.statuses.find((entry) => entry.id === post.remoteId);
    expect(status?.text).toBe('Hello fediverse');
    expect(instance.media.at(-1)).toMatchObject({ description: 'A chart going up', mimeType: 'image/png', size: image.data.length });
    expect(status?.mediaIds).toEqual([instance.media.at(-1)?.id]);
    expect(post.url).toBe(`${instance.origin}/@uplift/${post.remoteId}`);
  });

  it('waits for an image the instance is still processing before posting it', async () => {
    instance.mediaProcessingChecks = 3;
    try {
      const post = await mastodon.publish(connection, {
        text: 'Processed first',
        media: [image],
        datedAt: postedAt,
        idempotencyKey: 'post-processing',
      });
      const checks = instance.received.filter(
        (request) => request.method === 'GET' && request.path === `/api/v1/media/${instance.media.at(-1)?.id}`,
      );
      expect(checks).toHaveLength(3);
      expect(instance.statuses.find((entry) => entry.id === post.remoteId)?.mediaIds).toEqual([instance.media.at(-1)?.id]);
    } finally {
      instance.mediaProcessingChecks = 0;
    }
  });

  it('leaves the post for a later try when the image is still processing after the last check', async () => {
    instance.mediaProcessingChecks = 100;
    try {
      const before = instance.statuses.length;
      const error = await failure(
        mastodon.publish(connection, { text: 'Too slow', media: [image], datedAt: postedAt, idempotencyKey: 'post-slow' }),
      );
      expect(error.kind).toBe('transient');
      expect(instance.statuses).toHaveLength(before);
    } finally {
      instance.mediaProcessingChecks = 0;
    }
  });

  it('posts once when a retry sends the same idempotency key', async () => {
    const before = instance.statuses.length;
    const first = await mastodon.publish(connection, { text: 'Only once', media: [], datedAt: postedAt, idempotencyKey: 'post-2' });
    const retry = await mastodon.publish(connection, { text: 'Only once', media: [], datedAt: postedAt, idempotencyKey: 'post-2' });
    expect(retry.remoteId).toBe(first.remoteId);
    expect(instance.statuses.length).toBe(before + 1);
    const keys = instance.received
      .filter((request) => request.path === '/api/v1/statuses')
      .map((request) => request.headers['idempotency-key']);
    expect(keys.slice(-2)).toEqual(['post-2', 'post-2']);
  });

  it('reports a 503 as transient', async () => {
    instance.failNextStatusPosts(1);
    const error = await failure(mastodon.publish(connection, { text: 'Busy', media: [], datedAt: postedAt, idempotencyKey: 'post-3' }));
    expect(error.kind).toBe('transient');
  });

  it("reports a 422 as rejected with the instance's reason", async () => {
    instance.rejectNextStatusPost('Validation failed: Text character limit of 500 exceeded');
    const error = await failure(mastodon.publish(connection, { text: 'x', media: [], datedAt: postedAt, idempotencyKey: 'post-4' }));
    expect(error.kind).toBe('rejected');
    expect(error.message).toContain('Text character limit of 500 exceeded');
  });
});

describe('metrics and engagement', () => {
  it("reads a status's counters, without impressions", async () => {
    const post = await mastodon.publish(connection, { text: 'Counted', media: [], datedAt: postedAt, idempotencyKey: 'post-5' });
    instance.setCounters(post.remoteId, { favourites: 7, replies: 2, reblogs: 3 });
    expect(await mastodon.metrics(connection, post.remoteId)).toEqual({ likes: 7, comments: 2, shares: 3, impressions: null });
  });

  it('lists mentions and replies newer than the last seen notification', async () => {
    const post = await mastodon.publish(connection, { text: 'Reply to me', media: [], datedAt: postedAt, idempotencyKey: 'post-6' });
    const first = instance.addMention({ from: 'alice@remote.example', text: 'Hi @uplift &amp; friends' });
    instance.addMention({ from: 'bob@other.example', text: 'Nice post', inReplyToId: post.remoteId });

    const items = await mastodon.engagement(connection, first.notificationId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'reply', author: '@bob@other.example', text: 'Nice post', inReplyToRemoteId: post.remoteId });
    const all = await mastodon.engagement(connection);
    expect(all.map((item) => item.kind)).toEqual(['reply', 'mention']);
    expect(all[1]?.text).toBe('Hi @uplift & friends');
    expect(instance.received.at(-1)?.query.getAll('types[]')).toEqual(['mention']);
  });
});

describe('losing access', () => {
  it('reports a revoked token as an auth error', async () => {
    instance.revokeToken(connection.accessToken);
    const error = await failure(mastodon.publish(connection, { text: 'Gone', media: [], datedAt: postedAt, idempotencyKey: 'post-7' }));
    expect(error.kind).toBe('auth');
  });

  it('revokes the token on disconnect', async () => {
    const { state, verifier, challenge } = await startAuthorization();
    const code =
      new URL(
        instance.approve(mastodon.authorizeUrl(instance.origin, app, { redirectUri, state, codeChallenge: challenge })),
      ).searchParams.get('code') ?? '';
    const accessToken = await mastodon.exchangeCode(instance.origin, app, { code, state, redirectUri, codeVerifier: verifier });
    await mastodon.revoke(instance.origin, app, accessToken);
    expect((await failure(mastodon.verifyCredentials({ instanceUrl: instance.origin, accessToken }))).kind).toBe('auth');
  });
});

describe('links the instance sends', () => {
  it('are kept only when they are web addresses, since the screen shows them as links', () => {
    expect(webLink('https://fosstodon.org/@ada')).toBe('https://fosstodon.org/@ada');
    expect(webLink('javascript:alert(1)')).toBeNull();
    expect(webLink('data:text/html,<script>1</script>')).toBeNull();
    expect(webLink('not a url')).toBeNull();
    expect(webLink(null)).toBeNull();
  });
});
