// One OAuth 2 authorization server standing in for the OAuth networks (X, LinkedIn, Facebook,
// Instagram, TikTok, YouTube): authorization codes with PKCE, refresh tokens that rotate, each
// network's "who am I", and the networks' own APIs (one file each) for the tokens it issued.
import { randomBytes } from 'node:crypto';
import type { FakeApiContext } from './fake-api-context';
import { bearerToken, pkceChallenge, type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';
import { fakeLinkedInApi } from './fake-linkedin-api';
import { fakeInstagramUserId, fakeMetaApi } from './fake-meta-api';
import { fakeTikTokApi } from './fake-tiktok-api';
import { fakeXApi } from './fake-x-api';
import { fakeYouTubeApi, fakeYouTubeChannelId } from './fake-youtube-api';

export interface FakeOAuth {
  origin: string;
  received: ReceivedRequest[];
  clientId: string;
  clientSecret: string;
  x: ReturnType<typeof fakeXApi>;
  meta: ReturnType<typeof fakeMetaApi>;
  linkedin: ReturnType<typeof fakeLinkedInApi>;
  tiktok: ReturnType<typeof fakeTikTokApi>;
  youtube: ReturnType<typeof fakeYouTubeApi>;
  /** What the user does on the consent page: approve, answering a redirect with a code. */
  approve(authorizeUrl: string): string;
  revokeAll(): void;
  close(): Promise<void>;
}

/** The account that authorises, as each network's "who am I" endpoint describes it. */
const profiles: Record<string, unknown> = {
  '/2/users/me': { data: { id: '2244994945', username: 'uplift_test', name: 'Uplift Test' } },
  '/v2/userinfo': { sub: 'li-782bbtaQ', name: 'Uplift Test' },
  '/v25.0/me': { id: '1023456789', user_id: '17841400000000000', username: 'uplift_test', name: 'Uplift Test' },
  '/v2/user/info/': { data: { user: { open_id: 'tt-open-1', username: 'uplift_test', display_name: 'Uplift Test' } } },
  '/youtube/v3/channels': { items: [{ id: fakeYouTubeChannelId, snippet: { title: 'Uplift Test', customUrl: '@uplifttest' } }] },
};

export async function startFakeOAuth(): Promise<FakeOAuth> {
  const clientId = randomBytes(8).toString('hex');
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, { redirectUri: string; challenge: string | null; scope: string }>();
  const access = new Set<string>();
  /** Each refresh token with the scopes it was granted, which its renewals keep. */
  const refresh = new Map<string, string>();
  const x = fakeXApi();
  const meta = fakeMetaApi();
  const linkedin = fakeLinkedInApi();
  const tiktok = fakeTikTokApi();
  const youtube = fakeYouTubeApi();
  const context: FakeApiContext = {
    origin: '',
    clientId,
    clientSecret,
    authorized: (request) => access.has(bearerToken(request) ?? ''),
    accepts: (token) => access.has(token),
    issueToken: () => {
      const token = randomBytes(16).toString('hex');
      access.add(token);
      return token;
    },
  };

  const issue = (scope: string) => {
    const tokens = { access_token: randomBytes(16).toString('hex'), refresh_token: randomBytes(16).toString('hex') };
    access.add(tokens.access_token);
    refresh.set(tokens.refresh_token, scope);
    return { ...tokens, token_type: 'bearer', expires_in: 7200, scope };
  };
  const clientOf = (request: ReceivedRequest) => {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (basic) return Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent);
    return [request.form.get('client_id') ?? request.form.get('client_key'), request.form.get('client_secret')];
  };

  const server = await startFakeHttp(async (request, response) => {
    // Every network's consent page, as a signed-in user of the network sees it: its link returns to the app with a code.
    if (request.method === 'GET' && request.query.get('response_type') === 'code') {
      try {
        const back = fake.approve(`${server.origin}${request.path}?${request.query.toString()}`);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><title>Authorize</title><h1>Authorize Uplift?</h1><a href="${back.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">Authorize</a>`,
        );
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end((error as Error).message);
      }
      return;
    }
    if (request.method === 'POST' && /token/i.test(request.path)) {
      const [id, secret] = clientOf(request);
      if (id !== clientId || secret !== clientSecret) return sendJson(response, 401, { error: 'invalid_client' });
      const grant = request.form.get('grant_type');
      if (grant === 'authorization_code') {
        const code = codes.get(request.form.get('code') ?? '');
        codes.delete(request.form.get('code') ?? '');
        const verifier = request.form.get('code_verifier');
        const pkceOk = code?.challenge === null ? verifier === null : verifier !== null && pkceChallenge(verifier) === code?.challenge;
        if (!code || code.redirectUri !== request.form.get('redirect_uri') || !pkceOk) {
          return sendJson(response, 400, {
            error: 'invalid_request',
            error_description: 'Value passed for the authorization code was invalid.',
          });
        }
        // Business Login for Instagram answers a short-lived token, and no refresh token, in a one-item list.
        if (request.path === '/oauth/access_token') {
          return sendJson(response, 200, {
            data: [{ access_token: context.issueToken(), user_id: fakeInstagramUserId, permissions: code.scope.split(' ').join(',') }],
          });
        }
        return sendJson(response, 200, issue(code.scope));
      }
      const refreshed = refresh.get(request.form.get('refresh_token') ?? '');
      if (grant === 'refresh_token' && refreshed !== undefined) {
        refresh.delete(request.form.get('refresh_token') ?? '');
        return sendJson(response, 200, issue(refreshed));
      }
      return sendJson(response, 400, { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' });
    }
    const profile = profiles[request.path];
    if (request.method === 'GET' && profile) {
      if (!access.has(bearerToken(request) ?? '')) return sendJson(response, 401, { error: 'invalid_token' });
      return sendJson(response, 200, profile);
    }
    for (const api of [x, tiktok, linkedin, youtube, meta]) if (await api.handle(request, response, context)) return;
    sendJson(response, 404, { title: 'Not Found' });
  });

  context.origin = server.origin;
  const fake: FakeOAuth = {
    origin: server.origin,
    received: server.received,
    clientId,
    clientSecret,
    x,
    meta,
    linkedin,
    tiktok,
    youtube,
    approve(authorizeUrl) {
      const url = new URL(authorizeUrl);
      if ((url.searchParams.get('client_id') ?? url.searchParams.get('client_key')) !== clientId) throw new Error('Unknown client');
      const code = randomBytes(12).toString('hex');
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      // Granted as asked, written as the networks answer it: space-separated.
      codes.set(code, {
        redirectUri,
        challenge: url.searchParams.get('code_challenge'),
        scope: (url.searchParams.get('scope') ?? '').split(/[\s,]+/).join(' '),
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return back.href;
    },
    revokeAll() {
      access.clear();
      refresh.clear();
    },
    close: () => server.close(),
  };
  return fake;
}
