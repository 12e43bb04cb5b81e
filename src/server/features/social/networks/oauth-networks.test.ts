import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedApi } from '../../../http/guarded-api';
import { type FakeOAuth, startFakeOAuth } from '../../../test/fake-oauth';
import { createOAuthApi } from './oauth-api';
import { createOAuthNetworksClient, type OAuthNetworkId, type OAuthNetworksClient, type OAuthTokens } from './oauth-networks';
import { createXClient, type XClient } from './x';
import { createOAuthState, createPkcePair } from './pkce';
import { NetworkError } from './types';

const postedAt = new Date('2026-11-25T12:00:00Z');

const redirectUri = 'https://uplift.example/api/social/callback';
let server: FakeOAuth;
let client: OAuthNetworksClient;
let x: XClient;
let app: { clientId: string; clientSecret: string };

async function connect(network: OAuthNetworkId): Promise<OAuthTokens> {
  const { verifier, challenge } = createPkcePair();
  const state = createOAuthState();
  const callback = new URL(server.approve(client.authorizeUrl(network, app, { redirectUri, state, codeChallenge: challenge })));
  expect(callback.searchParams.get('state')).toBe(state);
  return client.exchangeCode(network, app, { code: callback.searchParams.get('code') ?? '', redirectUri, codeVerifier: verifier });
}

beforeAll(async () => {
  server = await startFakeOAuth();
  app = { clientId: server.clientId, clientSecret: server.clientSecret };
  const networks: OAuthNetworkId[] = ['twitter', 'linkedin', 'facebook', 'instagram', 'tiktok', 'youtube'];
  const oauthApi = createOAuthApi(createGuardedApi({ allowLoopbackForTests: true }), {
    originsForTests: Object.fromEntries(networks.map((network) => [network, server.origin])),
  });
  client = createOAuthNetworksClient(oauthApi);
  x = createXClient(oauthApi);
});
afterAll(() => server.close());

describe('connecting', () => {
  it.each(['twitter', 'linkedin', 'facebook', 'instagram', 'tiktok', 'youtube'] as const)('%s: authorizes and exchanges the code', async (network) => {
    const tokens = await connect(network);
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
  });

  it('sends PKCE S256 only where the network supports it, and TikTok its client_key', () => {
    const pkce = { redirectUri, state: 's', codeChallenge: 'c' };
    expect(new URL(client.authorizeUrl('twitter', app, pkce)).searchParams.get('code_challenge_method')).toBe('S256');
    expect(new URL(client.authorizeUrl('linkedin', app, pkce)).searchParams.has('code_challenge')).toBe(false);
    expect(new URL(client.authorizeUrl('tiktok', app, pkce)).searchParams.get('client_key')).toBe(app.clientId);
    expect(new URL(client.authorizeUrl('youtube', app, pkce)).searchParams.get('access_type')).toBe('offline');
  });

  it("refuses a wrong verifier, and authenticates X's client with HTTP Basic", async () => {
    const callback = new URL(server.approve(client.authorizeUrl('twitter', app, { redirectUri, state: 's', codeChallenge: createPkcePair().challenge })));
    const error = await client.exchangeCode('twitter', app, { code: callback.searchParams.get('code') ?? '', redirectUri, codeVerifier: createPkcePair().verifier }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).kind).toBe('auth');
    expect(server.received.at(-1)?.headers.authorization).toMatch(/^Basic /);
  });

  it('refreshes, and reports a spent refresh token as an auth error', async () => {
    const tokens = await connect('twitter');
    const refreshed = await client.refresh('twitter', app, tokens.refreshToken ?? '');
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    const error = await client.refresh('twitter', app, tokens.refreshToken ?? '').catch((reason: unknown) => reason);
    expect((error as NetworkError).kind).toBe('auth');
  });
});

describe('X', () => {
  it('posts a tweet and reads its public metrics', async () => {
    const { accessToken } = await connect('twitter');
    const post = await x.publish(accessToken, { text: 'Hello X', media: [], datedAt: postedAt, idempotencyKey: 'x-1' });
    expect(server.x.tweets.get(post.remoteId)?.text).toBe('Hello X');
    expect(post.url).toBe(`https://x.com/i/web/status/${post.remoteId}`);
    Object.assign(server.x.tweets.get(post.remoteId) ?? {}, { likes: 5, replies: 1, retweets: 2, quotes: 1, impressions: 90 });
    expect(await x.metrics(accessToken, post.remoteId)).toEqual({ likes: 5, comments: 1, shares: 3, impressions: 90 });
    expect(server.received.at(-1)?.query.get('tweet.fields')).toBe('public_metrics');
    server.x.tweets.delete(post.remoteId);
    expect(await x.metrics(accessToken, post.remoteId).catch((reason: unknown) => reason)).toMatchObject({ kind: 'rejected', message: 'The post is no longer on X.' });
  });

  it('reports a refused text as rejected and a revoked token as auth', async () => {
    const { accessToken } = await connect('twitter');
    const tooLong = await x.publish(accessToken, { text: 'x'.repeat(281), media: [], datedAt: postedAt, idempotencyKey: 'x-2' }).catch((reason: unknown) => reason);
    expect(tooLong).toMatchObject({ kind: 'rejected', message: 'X refused the post: Your Tweet text is too long.' });
    server.revokeAll();
    const revoked = await x.publish(accessToken, { text: 'Gone', media: [], datedAt: postedAt, idempotencyKey: 'x-3' }).catch((reason: unknown) => reason);
    expect(revoked).toMatchObject({ kind: 'auth' });
  });
});

describe('knowing whether a failed post reached X', () => {
  it('a refused connection sent nothing; a connection that drops may have', async () => {
    const { createServer } = await import('node:net');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const dropping = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const request = { text: 'Hello', media: [], idempotencyKey: 'k', datedAt: postedAt };
    const to = (origin: string) => createXClient(createOAuthApi(createGuardedApi({ allowLoopbackForTests: true }), { originsForTests: { twitter: origin } }));
    try {
      const refused = await to(`http://127.0.0.1:${port}`).publish('token', request).catch((error: unknown) => error);
      expect(refused).toMatchObject({ kind: 'transient', maybeDelivered: false });
      const dropped = await to(`http://127.0.0.1:${(dropping.address() as { port: number }).port}`).publish('token', request).catch((error: unknown) => error);
      expect(dropped).toBeInstanceOf(NetworkError);
      expect(dropped).toMatchObject({ kind: 'transient', maybeDelivered: true });
    } finally {
      await new Promise<void>((resolve) => dropping.close(() => resolve()));
    }
  });
});
