// Google's OAuth 2 for web server apps and the Search Console API v3, as Uplift's Search Console
// import meets them: the consent page, the token endpoint (authorization codes checked against their
// PKCE challenge, refresh tokens that Google does not rotate), the account's sites, and a site's
// search analytics by query, with bearer tokens and Google's own error answers.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { bearerToken, pkceChallenge, type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';

export interface FakeSearchConsoleSite {
  siteUrl: string;
  /** siteOwner, siteFullUser, siteRestrictedUser, or siteUnverifiedUser (who may read no data). */
  permissionLevel: string;
}

export interface FakeSearchConsoleRow {
  query: string;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

export interface FakeSearchConsole {
  origin: string;
  received: ReceivedRequest[];
  clientId: string;
  clientSecret: string;
  /** The sites the Google account sees: set by the test. */
  sites: FakeSearchConsoleSite[];
  /** Each site's queries over any range: set by the test. */
  rows: Map<string, FakeSearchConsoleRow[]>;
  /** What the token endpoint says an access token lasts. */
  accessTokenSeconds: number;
  /** What the user does on the consent page: approve, answering the redirect back with a code. */
  approve(authorizeUrl: string): string;
  /** Google stops taking the access tokens it issued (they expired on its clock); refresh tokens still work. */
  expireAccessTokens(): void;
  /** The user removed the app's access in their Google account: every token is refused. */
  revokeAll(): void;
  close(): Promise<void>;
}

const scope = 'https://www.googleapis.com/auth/webmasters.readonly';
const sitesPath = '/webmasters/v3/sites';
const queryPath = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/;

/** Google's API error shape; `reason` in errors[], `status` the gRPC name. */
function googleError(response: ServerResponse, code: number, status: string, message: string, reason: string): void {
  sendJson(response, code, { error: { code, message, errors: [{ message, domain: 'global', reason }], status } });
}

export async function startFakeSearchConsole(): Promise<FakeSearchConsole> {
  const clientId = `${randomBytes(6).toString('hex')}.apps.googleusercontent.com`;
  const clientSecret = `GOCSPX-${randomBytes(12).toString('hex')}`;
  const codes = new Map<string, { redirectUri: string; challenge: string }>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  const token = () => randomBytes(16).toString('hex');

  const consent = (url: URL): string => {
    const params = url.searchParams;
    if (params.get('client_id') !== clientId) throw new Error('The OAuth client was not found.');
    if (params.get('scope') !== scope) throw new Error(`Unexpected scope ${params.get('scope')}`);
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) throw new Error('PKCE S256 is required.');
    const code = `4/${token()}`;
    const redirectUri = params.get('redirect_uri') ?? '';
    codes.set(code, { redirectUri, challenge: params.get('code_challenge')! });
    const back = new URL(redirectUri);
    back.searchParams.set('state', params.get('state') ?? '');
    back.searchParams.set('code', code);
    back.searchParams.set('scope', scope);
    return back.href;
  };

  const tokenEndpoint = (request: ReceivedRequest, response: ServerResponse) => {
    const form = request.form;
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
      return sendJson(response, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
    const issued = { access_token: `ya29.${token()}`, expires_in: fake.accessTokenSeconds, scope, token_type: 'Bearer' };
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code || code.redirectUri !== form.get('redirect_uri'))
        return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      const verifier = form.get('code_verifier');
      if (!verifier || pkceChallenge(verifier) !== code.challenge)
        return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Invalid code verifier.' });
      const refreshToken = `1//${token()}`;
      access.add(issued.access_token);
      refresh.add(refreshToken);
      return sendJson(response, 200, { ...issued, refresh_token: refreshToken });
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (!refresh.has(form.get('refresh_token') ?? ''))
        return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      access.add(issued.access_token);
      return sendJson(response, 200, issued);
    }
    sendJson(response, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type.' });
  };

  const searchAnalytics = (request: ReceivedRequest, response: ServerResponse, siteUrl: string) => {
    const site = fake.sites.find((candidate) => candidate.siteUrl === siteUrl);
    if (!site || site.permissionLevel === 'siteUnverifiedUser') {
      const message = `User does not have sufficient permission for site '${siteUrl}'. See also: https://support.google.com/webmasters/answer/2451999.`;
      return googleError(response, 403, 'PERMISSION_DENIED', message, 'forbidden');
    }
    const body = (request.json ?? {}) as { startDate?: unknown; endDate?: unknown; dimensions?: unknown; rowLimit?: unknown };
    const day = /^\d{4}-\d{2}-\d{2}$/;
    if (typeof body.startDate !== 'string' || !day.test(body.startDate) || typeof body.endDate !== 'string' || !day.test(body.endDate)) {
      return googleError(response, 400, 'INVALID_ARGUMENT', 'Invalid value at start_date or end_date.', 'badRequest');
    }
    const rowLimit = typeof body.rowLimit === 'number' ? body.rowLimit : 1000;
    if (rowLimit < 1 || rowLimit > 25_000)
      return googleError(response, 400, 'INVALID_ARGUMENT', 'rowLimit must be between 1 and 25000.', 'badRequest');
    const rows = [...(fake.rows.get(siteUrl) ?? [])].sort((a, b) => b.clicks - a.clicks).slice(0, rowLimit);
    // Google leaves `rows` out when the range has no data.
    sendJson(response, 200, {
      ...(rows.length > 0 ? { rows: rows.map(({ query, ...figures }) => ({ keys: [query], ...figures })) } : {}),
      responseAggregationType: 'byProperty',
    });
  };

  const server = await startFakeHttp((request, response) => {
    if (request.method === 'GET' && request.path === '/o/oauth2/v2/auth') {
      try {
        const back = consent(new URL(`${server.origin}${request.path}?${request.query.toString()}`));
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><title>Sign in - Google Accounts</title><h1>Uplift wants to access your Google Account</h1><a href="${back.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">Continue</a>`,
        );
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end((error as Error).message);
      }
      return;
    }
    if (request.method === 'POST' && request.path === '/token') return tokenEndpoint(request, response);
    const isSites = request.method === 'GET' && request.path === sitesPath;
    const query = request.method === 'POST' ? queryPath.exec(request.path) : null;
    if (!isSites && !query) return googleError(response, 404, 'NOT_FOUND', 'Not Found', 'notFound');
    if (!access.has(bearerToken(request) ?? '')) {
      return googleError(
        response,
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        'authError',
      );
    }
    if (isSites) return sendJson(response, 200, fake.sites.length > 0 ? { siteEntry: fake.sites } : {});
    searchAnalytics(request, response, decodeURIComponent(query![1]!));
  });

  const fake: FakeSearchConsole = {
    origin: server.origin,
    received: server.received,
    clientId,
    clientSecret,
    sites: [],
    rows: new Map(),
    accessTokenSeconds: 3599,
    approve: (authorizeUrl) => consent(new URL(authorizeUrl)),
    expireAccessTokens: () => access.clear(),
    revokeAll() {
      access.clear();
      refresh.clear();
    },
    close: () => server.close(),
  };
  return fake;
}
