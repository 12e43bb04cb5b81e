import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedApi } from '../../../http/guarded-api';
import { type FakeOAuth, startFakeOAuth } from '../test/fake-oauth';
import { createLinkedInClient, escapeLittleText, type LinkedInClient, linkedInApiVersion } from './linkedin';
import { createOAuthApi } from './oauth-api';
import { createOAuthNetworksClient, type OAuthNetworksClient } from './oauth-networks';
import { startAuthorization } from '../../../http/oauth-client';
import { type MediaFile, NetworkError, type PublishRequest } from './types';

const redirectUri = 'https://uplift.example/api/social/callback';
const postedAt = new Date('2026-11-25T12:00:00Z');

let server: FakeOAuth;
let networks: OAuthNetworksClient;
let linkedin: LinkedInClient;

function image(name: string, altText?: string): MediaFile {
  return {
    data: Buffer.from(`png bytes of ${name}`),
    mimeType: 'image/png',
    altText,
    url: `https://uplift.example/api/social-media/${name}`,
  };
}

function post(text: string, media: MediaFile[] = []): PublishRequest {
  return { text, media, datedAt: postedAt, idempotencyKey: text };
}

/** A member connects Uplift; the account's remoteId is what publishing names as the author. */
async function connect(): Promise<{ accessToken: string; memberId: string }> {
  const app = { clientId: server.clientId, clientSecret: server.clientSecret };
  const { state, verifier, challenge } = await startAuthorization();
  const callback = new URL(server.approve(networks.authorizeUrl('linkedin', app, { redirectUri, state, codeChallenge: challenge })));
  const { accessToken } = await networks.exchangeCode('linkedin', app, {
    code: callback.searchParams.get('code') ?? '',
    state,
    redirectUri,
    codeVerifier: verifier,
  });
  return { accessToken, memberId: (await networks.profile('linkedin', accessToken)).remoteId };
}

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
  const oauthApi = createOAuthApi(createGuardedApi({ allowLoopbackForTests: true }), { originsForTests: { linkedin: server.origin } });
  networks = createOAuthNetworksClient(oauthApi);
  linkedin = createLinkedInClient(oauthApi);
});
afterAll(() => server.close());

describe("LinkedIn's little text", () => {
  it('escapes every reserved character, backslashes included', () => {
    expect(escapeLittleText('Q3 (final) @ 9am: see [notes] {v2} <draft> a|b ~x *bold* _it_ C:\\temp')).toBe(
      'Q3 \\(final\\) \\@ 9am: see \\[notes\\] \\{v2\\} \\<draft\\> a\\|b \\~x \\*bold\\* \\_it\\_ C:\\\\temp',
    );
  });

  it('keeps a hashtag and escapes any other #', () => {
    expect(escapeLittleText('#launch day, #2026 and #été')).toBe('#launch day, #2026 and #été');
    expect(escapeLittleText('C# is # 1, issue#5, ##double')).toBe('C\\# is \\# 1, issue\\#5, \\##double');
  });

  it('leaves plain text as it is', () => {
    expect(escapeLittleText('Plain text, with punctuation! And a link: https://uplift.example/a?b=c.')).toBe(
      'Plain text, with punctuation! And a link: https://uplift.example/a?b=c.',
    );
  });
});

describe('publishing on LinkedIn', () => {
  it('posts the text, escaped, as a public post on the member’s feed', async () => {
    const { accessToken, memberId } = await connect();
    const published = await linkedin.publish(accessToken, memberId, post('Launch (beta) with @team #uplift'));
    expect(published.url).toBe(`https://www.linkedin.com/feed/update/${published.remoteId}`);
    expect(server.linkedin.posts.get(published.remoteId)).toEqual({
      author: `urn:li:person:${memberId}`,
      commentary: 'Launch \\(beta\\) with \\@team #uplift',
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    });
    const sent = server.received.at(-1);
    expect(sent?.headers['linkedin-version']).toBe(linkedInApiVersion);
    expect(sent?.headers['x-restli-protocol-version']).toBe('2.0.0');
  });

  it('uploads one image and posts it as media with its alt text', async () => {
    const { accessToken, memberId } = await connect();
    const published = await linkedin.publish(accessToken, memberId, post('One chart', [image('chart', 'Sign-ups by week')]));
    const media = server.linkedin.posts.get(published.remoteId)?.content?.media;
    expect(media?.altText).toBe('Sign-ups by week');
    const uploaded = server.linkedin.images.get(media?.id ?? '');
    expect(uploaded?.owner).toBe(`urn:li:person:${memberId}`);
    expect(uploaded?.data?.toString()).toBe('png bytes of chart');
    expect(uploaded?.mimeType).toBe('image/png');
  });

  it('posts three images as one multi-image post, in order', async () => {
    const { accessToken, memberId } = await connect();
    const published = await linkedin.publish(
      accessToken,
      memberId,
      post('Three shots', [image('a', 'First'), image('b'), image('c', 'Third')]),
    );
    const content = server.linkedin.posts.get(published.remoteId)?.content;
    expect(content?.media).toBeUndefined();
    const images = content?.multiImage?.images ?? [];
    expect(images.map((each) => each.altText)).toEqual(['First', undefined, 'Third']);
    expect(images.map((each) => server.linkedin.images.get(each.id)?.data?.toString())).toEqual([
      'png bytes of a',
      'png bytes of b',
      'png bytes of c',
    ]);
  });
});

describe('when LinkedIn says no', () => {
  it("reports a refused post as rejected with LinkedIn's reason", async () => {
    const { accessToken, memberId } = await connect();
    const first = await linkedin.publish(accessToken, memberId, post('Said once'));
    const error = await failure(linkedin.publish(accessToken, memberId, post('Said once')));
    expect(error).toMatchObject({ kind: 'rejected', message: `LinkedIn refused the post: Content is a duplicate of ${first.remoteId}` });
  });

  it('reports a post as another member as an auth problem', async () => {
    const { accessToken } = await connect();
    const error = await failure(linkedin.publish(accessToken, 'someone-else', post('Not mine')));
    expect(error.kind).toBe('auth');
    expect(error.message).toContain('Not enough permissions to access');
  });

  it('reports a dropped upload as transient, with nothing posted', async () => {
    const { accessToken, memberId } = await connect();
    const before = server.linkedin.posts.size;
    server.linkedin.dropNextUpload();
    const error = await failure(linkedin.publish(accessToken, memberId, post('Lost on the way', [image('lost')])));
    expect(error).toMatchObject({ kind: 'transient', maybeDelivered: false });
    expect(server.received.at(-1)?.method).toBe('PUT');
    expect(server.linkedin.posts.size).toBe(before);
  });

  it('sends the image, and the token with it, only to a LinkedIn address', async () => {
    const { accessToken, memberId } = await connect();
    server.linkedin.uploadOrigin = 'https://collector.example';
    const puts = () => server.received.filter((request) => request.method === 'PUT').length;
    const before = puts();
    try {
      const error = await failure(linkedin.publish(accessToken, memberId, post('Elsewhere', [image('elsewhere')])));
      expect(error).toMatchObject({ kind: 'rejected', maybeDelivered: false });
      expect(error.message).toContain('collector.example');
      expect(server.received.at(-1)?.path).toBe('/rest/images');
      expect(puts()).toBe(before);
    } finally {
      server.linkedin.uploadOrigin = 'https://www.linkedin.com';
    }
  });

  it('reports a 500 on the post itself as transient and perhaps posted', async () => {
    const { accessToken, memberId } = await connect();
    server.linkedin.failNextPost();
    const error = await failure(linkedin.publish(accessToken, memberId, post('Maybe out')));
    expect(error).toMatchObject({ kind: 'transient', maybeDelivered: true });
  });

  it('reports a revoked token as auth', async () => {
    const { accessToken, memberId } = await connect();
    server.revokeAll();
    const error = await failure(linkedin.publish(accessToken, memberId, post('Gone')));
    expect(error.kind).toBe('auth');
    expect(error.message).toContain('revoked');
  });
});
