/**
 * The networks reached through an OAuth 2 app of the operator's (client id and secret from the admin
 * panel): their endpoints and scopes as data, and the authorization-code grant (PKCE where the
 * network supports it for web apps) and refresh by oauth4webapi over the guarded client.
 */
import * as oauth4webapi from 'oauth4webapi';
import { z } from 'zod';
import type { ApiResponse } from '../../../http/guarded-api';
import { authorizationUrl, callbackParameters, type OAuthRequestOptions } from '../../../http/oauth-client';
import { graphVersion } from './meta-graph';
import { type OAuthApi, type OAuthNetworkId, oauthNetworkNames } from './oauth-api';
import { NetworkError } from './types';

export type { OAuthNetworkId } from './oauth-api';

export const oauthNetworks = {
  twitter: {
    issuer: 'https://x.com',
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    apiUrl: 'https://api.x.com',
    scopes: ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'],
    scopeSeparator: ' ',
    pkce: true,
    clientIdParam: 'client_id',
    clientAuth: 'basic',
    extraAuthorizeParams: {},
  },
  linkedin: {
    issuer: 'https://www.linkedin.com/oauth',
    authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    apiUrl: 'https://api.linkedin.com',
    scopes: ['openid', 'profile', 'w_member_social'],
    scopeSeparator: ' ',
    pkce: false,
    clientIdParam: 'client_id',
    clientAuth: 'body',
    extraAuthorizeParams: {},
  },
  facebook: {
    issuer: 'https://www.facebook.com',
    authorizeUrl: `https://www.facebook.com/${graphVersion}/dialog/oauth`,
    tokenUrl: `https://graph.facebook.com/${graphVersion}/oauth/access_token`,
    apiUrl: 'https://graph.facebook.com',
    // pages_read_user_content: the names and words of those who comment on the Page's posts.
    scopes: ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement', 'pages_read_user_content'],
    scopeSeparator: ',',
    pkce: false,
    clientIdParam: 'client_id',
    clientAuth: 'body',
    extraAuthorizeParams: {},
  },
  instagram: {
    issuer: 'https://www.instagram.com',
    authorizeUrl: 'https://www.instagram.com/oauth/authorize',
    tokenUrl: 'https://api.instagram.com/oauth/access_token',
    apiUrl: 'https://graph.instagram.com',
    // instagram_business_manage_comments: reading the comments on the account's posts.
    scopes: ['instagram_business_basic', 'instagram_business_content_publish', 'instagram_business_manage_comments'],
    scopeSeparator: ',',
    pkce: false,
    clientIdParam: 'client_id',
    clientAuth: 'body',
    extraAuthorizeParams: {},
  },
  tiktok: {
    issuer: 'https://www.tiktok.com',
    authorizeUrl: 'https://www.tiktok.com/v2/auth/authorize/',
    tokenUrl: 'https://open.tiktokapis.com/v2/oauth/token/',
    apiUrl: 'https://open.tiktokapis.com',
    scopes: ['user.info.basic', 'video.publish'],
    scopeSeparator: ',',
    pkce: false,
    // TikTok names the client id client_key, in the authorize URL and the token request alike.
    clientIdParam: 'client_key',
    clientAuth: 'body',
    extraAuthorizeParams: {},
  },
  youtube: {
    issuer: 'https://accounts.google.com',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    apiUrl: 'https://www.googleapis.com',
    scopes: ['https://www.googleapis.com/auth/youtube.upload', 'https://www.googleapis.com/auth/youtube.readonly'],
    scopeSeparator: ' ',
    pkce: true,
    clientIdParam: 'client_id',
    clientAuth: 'body',
    // Google hands out a refresh token only for offline access, and again only when asked to consent.
    extraAuthorizeParams: { access_type: 'offline', prompt: 'consent' },
  },
} as const satisfies Record<
  OAuthNetworkId,
  {
    /** What an ID token from the network names as its issuer (LinkedIn's, since Uplift asks for openid). */
    issuer: string;
    authorizeUrl: string;
    tokenUrl: string;
    apiUrl: string;
    scopes: readonly string[];
    scopeSeparator: ' ' | ',';
    pkce: boolean;
    clientIdParam: string;
    clientAuth: 'basic' | 'body';
    extraAuthorizeParams: Record<string, string>;
  }
>;

export interface OAuthAppCredentials {
  clientId: string;
  clientSecret: string;
}

export interface OAuthTokens {
  accessToken: string;
  /** Null when the network gives none (it then needs a new authorization when the token expires). */
  refreshToken: string | null;
  expiresAt: Date | null;
  scope: string | null;
}

/** The network's endpoints as oauth4webapi takes them (a fake's in tests). */
function authorizationServer(oauth: OAuthApi, network: OAuthNetworkId): oauth4webapi.AuthorizationServer {
  const settings = oauthNetworks[network];
  return {
    issuer: settings.issuer,
    authorization_endpoint: oauth.endpoint(network, settings.authorizeUrl).href,
    token_endpoint: oauth.endpoint(network, settings.tokenUrl).href,
  };
}

/** How the network wants the app's secret: X in HTTP Basic, the others in the form, TikTok's id named client_key. */
function clientAuthentication(network: OAuthNetworkId, app: OAuthAppCredentials): oauth4webapi.ClientAuth {
  const settings = oauthNetworks[network];
  if (settings.clientAuth === 'basic') return oauth4webapi.ClientSecretBasic(app.clientSecret);
  if (settings.clientIdParam === 'client_id') return oauth4webapi.ClientSecretPost(app.clientSecret);
  return (_server, client, body) => {
    body.set(settings.clientIdParam, client.client_id);
    body.set('client_secret', app.clientSecret);
  };
}

/**
 * A token answer in RFC 6749's shape, which oauth4webapi requires. Business Login for Instagram
 * answers its code exchange as `{ data: [{ access_token, user_id, permissions }] }` (or the item
 * alone), and it and LinkedIn's documented answers carry no token_type: both are bearer tokens.
 */
function standardTokenAnswer(answer: ApiResponse): ApiResponse {
  const token = bareTokenAnswer.safeParse(answer.json).data;
  if (!token) return answer;
  const json = { token_type: 'bearer', ...token };
  return { ...answer, json, text: JSON.stringify(json) };
}
const bareTokenAnswer = z.union([
  z.object({ data: z.tuple([z.object({ access_token: z.string() }).loose()]) }).transform((answer) => answer.data[0]),
  z.object({ access_token: z.string() }).loose(),
]);
const unlabelledTokens: ReadonlySet<OAuthNetworkId> = new Set(['instagram', 'linkedin']);

/** Authorization, tokens and "who am I" on the OAuth networks; publishing is each network's own adapter. */
export function createOAuthNetworksClient(oauth: OAuthApi) {
  async function tokenRequest(
    network: OAuthNetworkId,
    run: (options: OAuthRequestOptions) => Promise<oauth4webapi.TokenEndpointResponse>,
  ): Promise<OAuthTokens> {
    const token = await oauth.tokens(network, run, unlabelledTokens.has(network) ? standardTokenAnswer : undefined);
    return {
      accessToken: token.access_token,
      refreshToken: token.refresh_token ?? null,
      expiresAt: token.expires_in ? new Date(Date.now() + token.expires_in * 1000) : null,
      scope: token.scope ?? null,
    };
  }

  return {
    /** Where the user approves Uplift; `codeChallenge` is sent only to networks that support PKCE. */
    authorizeUrl(
      network: OAuthNetworkId,
      app: Pick<OAuthAppCredentials, 'clientId'>,
      input: { redirectUri: string; state: string; codeChallenge: string },
    ): string {
      const settings = oauthNetworks[network];
      return authorizationUrl(authorizationServer(oauth, network), {
        response_type: 'code',
        [settings.clientIdParam]: app.clientId,
        redirect_uri: input.redirectUri,
        scope: settings.scopes.join(settings.scopeSeparator),
        state: input.state,
        ...(settings.pkce ? { code_challenge: input.codeChallenge, code_challenge_method: 'S256' } : {}),
        ...settings.extraAuthorizeParams,
      });
    },

    /** The code the callback brought (with the state it was found by) for the account's tokens. */
    async exchangeCode(
      network: OAuthNetworkId,
      app: OAuthAppCredentials,
      input: { code: string; state: string; redirectUri: string; codeVerifier: string },
    ): Promise<OAuthTokens> {
      const server = authorizationServer(oauth, network);
      const client = { client_id: app.clientId };
      const callback = callbackParameters(server, client, input);
      return tokenRequest(network, async (options) => {
        const response = await oauth4webapi.authorizationCodeGrantRequest(
          server,
          client,
          clientAuthentication(network, app),
          callback,
          input.redirectUri,
          oauthNetworks[network].pkce ? input.codeVerifier : oauth4webapi.nopkce,
          options,
        );
        return oauth4webapi.processAuthorizationCodeResponse(server, client, response);
      });
    },

    /** A new access token; networks that rotate refresh tokens return a new one to store as well. */
    async refresh(network: OAuthNetworkId, app: OAuthAppCredentials, refreshToken: string): Promise<OAuthTokens> {
      const server = authorizationServer(oauth, network);
      const client = { client_id: app.clientId };
      const tokens = await tokenRequest(network, async (options) => {
        const response = await oauth4webapi.refreshTokenGrantRequest(
          server,
          client,
          clientAuthentication(network, app),
          refreshToken,
          options,
        );
        return oauth4webapi.processRefreshTokenResponse(server, client, response);
      });
      return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
    },

    /** Who authorised Uplift: the account's id on the network, its handle and name. */
    async profile(network: OAuthNetworkId, accessToken: string): Promise<NetworkProfile> {
      const request = profileRequests[network];
      const response = await oauth.send({
        method: 'GET',
        url: oauth.endpoint(network, `${oauthNetworks[network].apiUrl}${request.path}`),
        query: request.query,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const profile = request.read(oauth.read(network, response, z.unknown()));
      if (!profile) throw new NetworkError(`${oauthNetworkNames[network]} did not say which account authorised Uplift.`, 'rejected');
      return profile;
    },
  };
}

export interface NetworkProfile {
  remoteId: string;
  username: string;
  displayName: string;
  profileUrl: string | null;
}

/** Each network's "who am I" call and how to read it (null: the answer names nobody). */
const profileRequests: Record<OAuthNetworkId, { path: string; query: Record<string, string>; read(json: unknown): NetworkProfile | null }> =
  {
    twitter: {
      path: '/2/users/me',
      query: { 'user.fields': 'username,name' },
      read: (json) => {
        const user = z.object({ data: z.object({ id: z.string(), username: z.string(), name: z.string() }) }).safeParse(json).data?.data;
        return user
          ? { remoteId: user.id, username: user.username, displayName: user.name, profileUrl: `https://x.com/${user.username}` }
          : null;
      },
    },
    linkedin: {
      path: '/v2/userinfo',
      query: {},
      read: (json) => {
        const user = z.object({ sub: z.string(), name: z.string() }).safeParse(json).data;
        return user ? { remoteId: user.sub, username: user.name, displayName: user.name, profileUrl: null } : null;
      },
    },
    facebook: {
      path: `/${graphVersion}/me`,
      query: { fields: 'id,name' },
      read: (json) => {
        const user = z.object({ id: z.string(), name: z.string() }).safeParse(json).data;
        return user
          ? { remoteId: user.id, username: user.name, displayName: user.name, profileUrl: `https://www.facebook.com/${user.id}` }
          : null;
      },
    },
    instagram: {
      path: `/${graphVersion}/me`,
      query: { fields: 'user_id,username,name' },
      read: (json) => {
        const user = z.object({ user_id: z.coerce.string(), username: z.string(), name: z.string().optional() }).safeParse(json).data;
        return user
          ? {
              remoteId: user.user_id,
              username: user.username,
              displayName: user.name ?? user.username,
              profileUrl: `https://www.instagram.com/${user.username}`,
            }
          : null;
      },
    },
    tiktok: {
      path: '/v2/user/info/',
      query: { fields: 'open_id,username,display_name' },
      read: (json) => {
        const user = z
          .object({
            data: z.object({ user: z.object({ open_id: z.string(), username: z.string().optional(), display_name: z.string() }) }),
          })
          .safeParse(json).data?.data.user;
        if (!user) return null;
        const username = user.username ?? user.display_name;
        return {
          remoteId: user.open_id,
          username,
          displayName: user.display_name,
          profileUrl: user.username ? `https://www.tiktok.com/@${user.username}` : null,
        };
      },
    },
    youtube: {
      path: '/youtube/v3/channels',
      query: { part: 'snippet', mine: 'true' },
      read: (json) => {
        const channel = z
          .object({
            items: z.array(z.object({ id: z.string(), snippet: z.object({ title: z.string(), customUrl: z.string().optional() }) })),
          })
          .safeParse(json).data?.items[0];
        if (!channel) return null;
        const handle = channel.snippet.customUrl ?? channel.snippet.title;
        return {
          remoteId: channel.id,
          username: handle,
          displayName: channel.snippet.title,
          profileUrl: `https://www.youtube.com/channel/${channel.id}`,
        };
      },
    },
  };

export type OAuthNetworksClient = ReturnType<typeof createOAuthNetworksClient>;
