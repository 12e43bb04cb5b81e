/**
 * The networks reached through an OAuth 2 app of the operator's (client id and secret from the admin
 * panel): their endpoints and scopes as data, and one small authorization-code client (RFC 6749,
 * PKCE per RFC 7636 where the network supports it for web apps) with refresh.
 */
import { z } from 'zod';
import { graphVersion } from './meta-graph';
import { type OAuthApi, type OAuthNetworkId, oauthNetworkNames } from './oauth-api';
import { NetworkError } from './types';

export type { OAuthNetworkId } from './oauth-api';

export const oauthNetworks = {
  twitter: {
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

const tokenFields = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.coerce.number().optional(),
  scope: z.string().optional(),
});
// Business Login for Instagram answers its code exchange as `{ data: [{ access_token, user_id, permissions }] }`.
const tokenAnswer = z.union([tokenFields, z.object({ data: z.tuple([tokenFields], tokenFields) }).transform((answer) => answer.data[0])]);

/** Authorization, tokens and "who am I" on the OAuth networks; publishing is each network's own adapter. */
export function createOAuthNetworksClient(oauth: OAuthApi) {
  async function tokenRequest(network: OAuthNetworkId, app: OAuthAppCredentials, form: Record<string, string>): Promise<OAuthTokens> {
    const settings = oauthNetworks[network];
    const basic = settings.clientAuth === 'basic';
    const response = await oauth.send({
      method: 'POST',
      url: oauth.endpoint(network, settings.tokenUrl),
      headers: basic
        ? {
            authorization: `Basic ${Buffer.from(`${encodeURIComponent(app.clientId)}:${encodeURIComponent(app.clientSecret)}`).toString('base64')}`,
          }
        : {},
      body: { form: { ...form, ...(basic ? {} : { [settings.clientIdParam]: app.clientId, client_secret: app.clientSecret }) } },
    });
    const token = oauth.read(network, response, tokenAnswer);
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
      const url = oauth.endpoint(network, settings.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        [settings.clientIdParam]: app.clientId,
        redirect_uri: input.redirectUri,
        scope: settings.scopes.join(settings.scopeSeparator),
        state: input.state,
        ...(settings.pkce ? { code_challenge: input.codeChallenge, code_challenge_method: 'S256' } : {}),
        ...settings.extraAuthorizeParams,
      }).toString();
      return url.href;
    },

    exchangeCode(
      network: OAuthNetworkId,
      app: OAuthAppCredentials,
      input: { code: string; redirectUri: string; codeVerifier: string },
    ): Promise<OAuthTokens> {
      return tokenRequest(network, app, {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        ...(oauthNetworks[network].pkce ? { code_verifier: input.codeVerifier } : {}),
      });
    },

    /** A new access token; networks that rotate refresh tokens return a new one to store as well. */
    async refresh(network: OAuthNetworkId, app: OAuthAppCredentials, refreshToken: string): Promise<OAuthTokens> {
      const tokens = await tokenRequest(network, app, { grant_type: 'refresh_token', refresh_token: refreshToken });
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
