/**
 * Google's OAuth 2 for web server apps (authorization code with PKCE, offline access, refresh; by
 * oauth4webapi over the guarded client) and the two Search Console API v3 calls Uplift makes: the
 * account's sites and a site's search analytics.
 */
import * as oauth4webapi from 'oauth4webapi';
import { z } from 'zod';
import { type SearchConsoleRow, searchConsoleMessages as messages } from '@/shared/seo/search-console';
import { ApiCallError, type ApiRequest, type ApiResponse, type GuardedApi } from '../../../http/guarded-api';
import { authorizationUrl, callbackParameters, type OAuthRequestOptions, viaGuardedApi } from '../../../http/oauth-client';
import { apiFailure, GoogleFailure, tokenFailure } from './google-errors';

export const searchConsoleScope = 'https://www.googleapis.com/auth/webmasters.readonly';
const authorizeUrl = 'https://accounts.google.com/o/oauth2/v2/auth';
const tokenUrl = 'https://oauth2.googleapis.com/token';
const apiOrigin = 'https://www.googleapis.com';
/** Google's most rows per request; an import reads one page of them. */
const rowLimit = 1000;
/** An import runs in the request: Google answers within seconds, or the person hears why not. */
const queryTimeoutMs = 20_000;

export interface GoogleApp {
  clientId: string;
  clientSecret: string;
}

export interface GoogleTokens {
  accessToken: string;
  /** Google sends one at the code exchange (offline access, consent asked); a refresh answers none. */
  refreshToken: string | null;
  expiresAt: Date | null;
}

const sitesAnswer = z.object({ siteEntry: z.array(z.object({ siteUrl: z.string(), permissionLevel: z.string() })).optional() });
const queryAnswer = z.object({
  rows: z
    .array(
      z.object({ keys: z.array(z.string()).min(1), clicks: z.number(), impressions: z.number(), ctr: z.number(), position: z.number() }),
    )
    .optional(),
});

/**
 * `originsForTests`: a local fake's origin for Google's sign-in and token addresses ('google-oauth')
 * and for the Search Console API ('search-console'); each path stays Google's own.
 */
export function createGoogleClient(api: GuardedApi, originsForTests: Readonly<Record<string, string>>) {
  const at = (address: string, origin: string | undefined) => {
    const url = new URL(address);
    return origin ? new URL(`${url.pathname}${url.search}`, origin) : url;
  };
  const oauthAt = (address: string) => at(address, originsForTests['google-oauth']);
  const apiAt = (path: string) => at(`${apiOrigin}${path}`, originsForTests['search-console']);

  async function send(request: ApiRequest): Promise<ApiResponse> {
    try {
      return await api.call(request);
    } catch (error) {
      throw unreachable(error);
    }
  }

  function read<T>(response: ApiResponse, schema: z.ZodType<T>): T {
    const parsed = schema.safeParse(response.json);
    if (!parsed.success) throw new GoogleFailure('unavailable', messages.unreadable);
    return parsed.data;
  }

  const server: oauth4webapi.AuthorizationServer = {
    issuer: 'https://accounts.google.com',
    authorization_endpoint: oauthAt(authorizeUrl).href,
    token_endpoint: oauthAt(tokenUrl).href,
  };

  /** A token request by oauth4webapi over the guarded client; `grantRefused`: what a refused code or refresh token means here. */
  async function tokenRequest(
    run: (options: OAuthRequestOptions) => Promise<oauth4webapi.TokenEndpointResponse>,
    grantRefused: string,
  ): Promise<GoogleTokens> {
    const outcome = await viaGuardedApi(api, unreachable, run);
    if (!outcome.ok) {
      if (outcome.answer?.status === 200) throw new GoogleFailure('unavailable', messages.unreadable);
      throw outcome.answer ? tokenFailure(outcome.answer, grantRefused) : new GoogleFailure('unavailable', messages.unavailable);
    }
    const token = outcome.value;
    return {
      accessToken: token.access_token,
      refreshToken: token.refresh_token ?? null,
      expiresAt: token.expires_in === undefined ? null : new Date(Date.now() + token.expires_in * 1000),
    };
  }

  async function apiCall<T>(request: ApiRequest, schema: z.ZodType<T>): Promise<T> {
    const response = await send(request);
    if (response.status !== 200) throw apiFailure(response);
    return read(response, schema);
  }

  return {
    /** Google's consent page: read-only Search Console, a refresh token (offline, consent asked each time), PKCE S256. */
    authorizeUrl(app: Pick<GoogleApp, 'clientId'>, input: { redirectUri: string; state: string; codeChallenge: string }): string {
      return authorizationUrl(server, {
        response_type: 'code',
        client_id: app.clientId,
        redirect_uri: input.redirectUri,
        scope: searchConsoleScope,
        state: input.state,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
        access_type: 'offline',
        prompt: 'consent',
      });
    },

    /** The callback's code (with the state it was found by) for the tokens. */
    exchangeCode(app: GoogleApp, input: { code: string; state: string; redirectUri: string; codeVerifier: string }): Promise<GoogleTokens> {
      const client = { client_id: app.clientId };
      const callback = callbackParameters(server, client, input);
      return tokenRequest(async (options) => {
        const auth = oauth4webapi.ClientSecretPost(app.clientSecret);
        const response = await oauth4webapi.authorizationCodeGrantRequest(
          server,
          client,
          auth,
          callback,
          input.redirectUri,
          input.codeVerifier,
          options,
        );
        return oauth4webapi.processAuthorizationCodeResponse(server, client, response);
      }, messages.connectExpired);
    },

    refresh(app: GoogleApp, refreshToken: string): Promise<GoogleTokens> {
      const client = { client_id: app.clientId };
      return tokenRequest(async (options) => {
        const auth = oauth4webapi.ClientSecretPost(app.clientSecret);
        const response = await oauth4webapi.refreshTokenGrantRequest(server, client, auth, refreshToken, options);
        return oauth4webapi.processRefreshTokenResponse(server, client, response);
      }, messages.reconnect);
    },

    /** The properties the account may read, in Google's order; unverified ones (no access to data) are left out. */
    async properties(accessToken: string): Promise<string[]> {
      const answer = await apiCall({ method: 'GET', url: apiAt('/webmasters/v3/sites'), headers: bearer(accessToken) }, sitesAnswer);
      return (answer.siteEntry ?? []).filter((site) => site.permissionLevel !== 'siteUnverifiedUser').map((site) => site.siteUrl);
    },

    /** Clicks, impressions, CTR and average position per query over the days from `from` to `to` (YYYY-MM-DD), most clicks first. */
    async queries(accessToken: string, siteUrl: string, range: { from: string; to: string }): Promise<SearchConsoleRow[]> {
      const answer = await apiCall(
        {
          method: 'POST',
          url: apiAt(`/webmasters/v3/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`),
          headers: bearer(accessToken),
          body: { json: { startDate: range.from, endDate: range.to, dimensions: ['query'], rowLimit } },
          timeoutMs: queryTimeoutMs,
        },
        queryAnswer,
      );
      return (answer.rows ?? []).map((row) => ({
        query: row.keys[0]!,
        clicks: row.clicks,
        impressions: row.impressions,
        ctr: row.ctr,
        position: row.position,
      }));
    },
  };
}

export type GoogleClient = ReturnType<typeof createGoogleClient>;

/** Google could not be reached (or its answer not read in time): try again later. */
function unreachable(error: unknown): unknown {
  return error instanceof ApiCallError ? new GoogleFailure('unavailable', messages.unavailable) : error;
}

function bearer(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}
