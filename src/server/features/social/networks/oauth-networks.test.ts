import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedApi } from '../../../http/guarded-api';
import { type FakeOAuth, startFakeOAuth } from '../test/fake-oauth';
import { createOAuthApi } from './oauth-api';
import { createOAuthNetworksClient, type OAuthNetworkId, type OAuthNetworksClient, type OAuthTokens } from './oauth-networks';
import { startAuthorization } from '../../../http/oauth-client';
import { NetworkError } from './types';

const redirectUri = 'https://uplift.example/api/social/callback';
let server: FakeOAuth;
let client: OAuthNetworksClient;
let app: { clientId: string; clientSecret: string };

async function connect(network: OAuthNetworkId): Promise<OAuthTokens> {
  const { state, verifier, challenge } = await startAuthorization();
  const callback = new URL(server.approve(client.authorizeUrl(network, app, { redirectUri, state, codeChallenge: challenge })));
  expect(callback.searchParams.get('state')).toBe(state);
  return client.exchangeCode(network, app, { code: callback.searchParams.get('code') ?? '', state, redirectUri, codeVerifier: verifier });
}

beforeAll(async () => {
  server = await startFakeOAuth();
  app = { clientId: server.clientId, clientSecret: server.clientSecret };
  const networks: OAuthNetworkId[] = ['twitter', 'linkedin', 'facebook', 'instagram', 'tiktok', 'youtube'];
  const oauthApi = createOAuthApi(createGuardedApi({ allowLoopbackForTests: true }), {
    originsForTests: Object.fromEntries(networks.map((network) => [network, server.origin])),
  });
  client = createOAuthNetworksClient(oauthApi);
});
afterAll(() => server.close());

describe('connecting', () => {
  it.each(['twitter', 'linkedin', 'facebook', 'tiktok', 'youtube'] as const)('%s: authorizes and exchanges the code', async (network) => {
    const tokens = await connect(network);
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
  });

  it("instagram: exchanges the code for an hour's token, without a refresh token (Instagram renews the long-lived token itself)", async () => {
    const tokens = await connect('instagram');
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeNull();
  });

  it('sends PKCE S256 only where the network supports it, and TikTok its client_key', () => {
    const pkce = { redirectUri, state: 's', codeChallenge: 'c' };
    expect(new URL(client.authorizeUrl('twitter', app, pkce)).searchParams.get('code_challenge_method')).toBe('S256');
    expect(new URL(client.authorizeUrl('linkedin', app, pkce)).searchParams.has('code_challenge')).toBe(false);
    expect(new URL(client.authorizeUrl('tiktok', app, pkce)).searchParams.get('client_key')).toBe(app.clientId);
    expect(new URL(client.authorizeUrl('youtube', app, pkce)).searchParams.get('access_type')).toBe('offline');
  });

  it("refuses a wrong verifier, and authenticates X's client with HTTP Basic", async () => {
    const { challenge } = await startAuthorization();
    const callback = new URL(server.approve(client.authorizeUrl('twitter', app, { redirectUri, state: 's', codeChallenge: challenge })));
    const wrong = await startAuthorization();
    const error = await client
      .exchangeCode('twitter', app, {
        code: callback.searchParams.get('code') ?? '',
        state: 's',
        redirectUri,
        codeVerifier: wrong.verifier,
      })
      .catch((reason: unknown) => reason);
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

  it('sends no token over plain http where the guarded client allows none', async () => {
    const publicOnlyClient = createOAuthNetworksClient(
      createOAuthApi(createGuardedApi({}), { originsForTests: { twitter: server.origin } }),
    );
    const { state, verifier, challenge } = await startAuthorization();
    const callback = new URL(
      server.approve(publicOnlyClient.authorizeUrl('twitter', app, { redirectUri, state, codeChallenge: challenge })),
    );
    const sent = server.received.length;
    const error = await publicOnlyClient
      .exchangeCode('twitter', app, { code: callback.searchParams.get('code') ?? '', state, redirectUri, codeVerifier: verifier })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).kind).toBe('rejected');
    expect(server.received.length).toBe(sent);
  });
});
