// A local Mastodon instance, enough of its REST API and OAuth server for Uplift's Social Engine:
// app registration, authorization with PKCE, accounts, media, statuses (honouring Idempotency-Key),
// counters and mentions. Tests play the instance's side through its switches.
import { randomBytes } from 'node:crypto';
import { bearerToken, pkceChallenge, type FakeHttpServer, type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';

interface FakeStatus {
  id: string;
  text: string;
  mediaIds: string[];
  inReplyToId: string | null;
  favourites: number;
  replies: number;
  reblogs: number;
}

export interface FakeMastodon {
  origin: string;
  /** Every request the instance received, oldest first. */
  received: ReceivedRequest[];
  statuses: FakeStatus[];
  media: Array<{ id: string; description: string | null; mimeType: string; size: number }>;
  /** Registered apps, by client id. */
  apps: Map<string, { clientSecret: string; redirectUri: string; scopes: string }>;
  characterLimit: number;
  /** What the user does on the authorize page: approve, answering a redirect with a code. */
  approve(authorizeUrl: string): string;
  /** The next `count` status posts answer 503 before touching anything, or 429 with Retry-After when `retryAfterSeconds` is given. */
  failNextStatusPosts(count: number, retryAfterSeconds?: number): void;
  /** The next request to `route` (such as 'POST /api/v1/statuses') answers 429 with Mastodon's rate-limit headers: its window ends at `resetAt`. */
  rateLimitNext(route: string, resetAt: Date): void;
  /** The next status post answers 422 with this error, as Mastodon's validation does. */
  rejectNextStatusPost(error: string): void;
  /** Uploaded images are processing until they have been asked about this many times (202, then 206). */
  mediaProcessingChecks: number;
  /** The token stops working, as when the user revokes Uplift in the instance's settings. */
  revokeToken(token: string): void;
  setCounters(statusId: string, counters: { favourites?: number; replies?: number; reblogs?: number }): void;
  /** Someone mentions the account; a reply when it names the status it answers. */
  addMention(input: { from: string; text: string; inReplyToId?: string }): { notificationId: string; statusId: string };
  /** How often the instance saw a tag used each day, today first (GET /api/v1/tags/:name answers the last 7); unknown tags answer 404. */
  tagUses: Map<string, number[]>;
  /** A public status by someone else, found by the instance's search (and its hashtags' timelines); `uri` is its address. */
  addPublicStatus(input: { from: string; text: string; createdAt?: Date }): { id: string; uri: string };
  /** Search answers only signed-in users (401 unsigned), as many instances are set up. */
  searchNeedsAuth: boolean;
  close(): Promise<void>;
}

const account = { id: '109000000000000001', username: 'uplift', display_name: 'Uplift Test' };
// Mastodon's ids are snowflakes that grow with time; a counter keeps that order.
let lastId = 110_000_000_000_000_000n;
const newId = () => String(++lastId);

export async function startFakeMastodon(): Promise<FakeMastodon> {
  const apps = new Map<string, { clientSecret: string; redirectUri: string; scopes: string }>();
  const codes = new Map<string, { clientId: string; redirectUri: string; challenge: string }>();
  const tokens = new Set<string>();
  const statuses: FakeStatus[] = [];
  const media: Array<FakeMastodon['media'][number] & { checksLeft: number }> = [];
  const idempotent = new Map<string, FakeStatus>();
  const notifications: Array<{
    id: string;
    created_at: string;
    from: string;
    status: { id: string; content: string; in_reply_to_id: string | null };
  }> = [];
  let failures = 0;
  let retryAfter: number | undefined;
  let rejection: string | undefined;
  const rateLimited = new Map<string, Date>();
  let origin = '';
  const publicStatuses: Array<{ id: string; from: string; text: string; createdAt: Date }> = [];
  const publicJson = (status: (typeof publicStatuses)[number]) => {
    const [username = '', domain] = status.from.split('@');
    return {
      id: status.id,
      uri: `https://${domain}/users/${username}/statuses/${status.id}`,
      url: `https://${domain}/@${username}/${status.id}`,
      content: `<p>${status.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
      created_at: status.createdAt.toISOString(),
      account: { id: '3', username, acct: status.from, url: `https://${domain}/@${username}` },
    };
  };
  const matching = (query: string) => (status: (typeof publicStatuses)[number]) =>
    status.text.toLowerCase().includes(query.replace(/"/g, '').toLowerCase());

  const mediaJson = (item: (typeof media)[number]) => ({
    id: item.id,
    type: 'image',
    description: item.description,
    url: item.checksLeft > 0 ? null : `${origin}/media/${item.id}.png`,
  });
  const statusJson = (status: FakeStatus) => ({
    id: status.id,
    uri: `${origin}/users/${account.username}/statuses/${status.id}`,
    url: `${origin}/@${account.username}/${status.id}`,
    content: `<p>${status.text}</p>`,
    favourites_count: status.favourites,
    replies_count: status.replies,
    reblogs_count: status.reblogs,
    media_attachments: status.mediaIds.map((id) => ({ id })),
  });
  const unauthorized = (request: ReceivedRequest) => {
    const token = bearerToken(request);
    return !token || !tokens.has(token);
  };

  const server: FakeHttpServer = await startFakeHttp((request, response) => {
    const route = `${request.method} ${request.path}`;
    if (route === 'POST /api/v1/apps') {
      const clientId = randomBytes(16).toString('hex');
      const app = {
        clientSecret: randomBytes(16).toString('hex'),
        redirectUri: request.form.get('redirect_uris') ?? '',
        scopes: request.form.get('scopes') ?? 'read',
      };
      apps.set(clientId, app);
      return sendJson(response, 200, {
        id: '1',
        name: request.form.get('client_name'),
        client_id: clientId,
        client_secret: app.clientSecret,
        redirect_uri: app.redirectUri,
      });
    }
    // The consent page a signed-in user of the instance sees; its button returns to the app with a code.
    if (route === 'GET /oauth/authorize') {
      try {
        const back = fake.approve(`${origin}${request.path}?${request.query.toString()}`);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><title>Authorize</title><h1>Authorize Uplift?</h1><a href="${back.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">Authorize</a>`,
        );
        return;
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end((error as Error).message);
        return;
      }
    }
    if (route === 'POST /oauth/token') {
      const code = codes.get(request.form.get('code') ?? '');
      const app = apps.get(request.form.get('client_id') ?? '');
      const verifier = request.form.get('code_verifier') ?? '';
      if (
        !code ||
        !app ||
        app.clientSecret !== request.form.get('client_secret') ||
        code.redirectUri !== request.form.get('redirect_uri') ||
        pkceChallenge(verifier) !== code.challenge
      ) {
        return sendJson(response, 400, { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid.' });
      }
      codes.delete(request.form.get('code') ?? '');
      const token = randomBytes(24).toString('base64url');
      tokens.add(token);
      return sendJson(response, 200, {
        access_token: token,
        token_type: 'Bearer',
        scope: app.scopes,
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    if (route === 'POST /oauth/revoke') {
      tokens.delete(request.form.get('token') ?? '');
      return sendJson(response, 200, {});
    }
    if (route === 'GET /api/v2/instance') {
      return sendJson(response, 200, {
        domain: new URL(origin).host,
        configuration: { statuses: { max_characters: fake.characterLimit, max_media_attachments: 4 } },
      });
    }
    // Public, as on a real instance: a tag's page and its week of use.
    const tagPath = /^\/api\/v1\/tags\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && tagPath) {
      const name = decodeURIComponent(tagPath[1]!).toLowerCase();
      const uses = fake.tagUses.get(name);
      if (!uses) return sendJson(response, 404, { error: 'Record not found' });
      const today = Math.floor(Date.now() / 86_400_000) * 86_400;
      const history = Array.from({ length: 7 }, (_, day) => ({
        day: String(today - day * 86_400),
        uses: String(uses[day] ?? 0),
        accounts: String(Math.ceil((uses[day] ?? 0) / 2)),
      }));
      return sendJson(response, 200, { id: '7', name, url: `${origin}/tags/${name}`, history });
    }
    const timelinePath = /^\/api\/v1\/timelines\/tag\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && timelinePath) {
      const tag = `#${decodeURIComponent(timelinePath[1]!)}`;
      return sendJson(response, 200, publicStatuses.filter(matching(tag)).reverse().map(publicJson));
    }
    // Public search; resolving an address into a status of this instance's takes a signed-in user.
    if (route === 'GET /api/v2/search' && (fake.searchNeedsAuth || request.query.get('resolve') === 'true') && unauthorized(request)) {
      return sendJson(response, 401, { error: 'Search queries that resolve remote resources require authentication' });
    }
    if (route === 'GET /api/v2/search') {
      const query = request.query.get('q') ?? '';
      const found =
        request.query.get('resolve') === 'true' && query.startsWith('https://')
          ? publicStatuses.filter((status) => publicJson(status).uri === query)
          : publicStatuses.filter(matching(query));
      return sendJson(response, 200, { accounts: [], hashtags: [], statuses: found.reverse().map(publicJson) });
    }
    if (unauthorized(request)) return sendJson(response, 401, { error: 'The access token is invalid' });
    const resetAt = rateLimited.get(route);
    if (resetAt) {
      rateLimited.delete(route);
      return sendJson(
        response,
        429,
        { error: 'Too many requests' },
        { 'x-ratelimit-limit': '300', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': resetAt.toISOString() },
      );
    }
    if (route === 'GET /api/v1/accounts/verify_credentials') {
      return sendJson(response, 200, {
        ...account,
        acct: account.username,
        url: `${origin}/@${account.username}`,
        avatar: `${origin}/avatar.png`,
      });
    }
    if (route === 'POST /api/v2/media') {
      const file = request.files.find((entry) => entry.field === 'file');
      if (!file) return sendJson(response, 422, { error: "Validation failed: File can't be blank" });
      const item = {
        id: newId(),
        description: request.form.get('description'),
        mimeType: file.mimeType,
        size: file.data.length,
        checksLeft: fake.mediaProcessingChecks,
      };
      media.push(item);
      return sendJson(response, item.checksLeft > 0 ? 202 : 200, mediaJson(item));
    }
    const mediaPath = /^\/api\/v1\/media\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && mediaPath) {
      const item = media.find((entry) => entry.id === mediaPath[1]);
      if (!item) return sendJson(response, 404, { error: 'Record not found' });
      if (item.checksLeft > 0) item.checksLeft--;
      return sendJson(response, item.checksLeft > 0 ? 206 : 200, mediaJson(item));
    }
    if (route === 'POST /api/v1/statuses') {
      if (failures > 0) {
        failures--;
        if (retryAfter !== undefined) return sendJson(response, 429, { error: 'Too many requests' }, { 'retry-after': String(retryAfter) });
        return sendJson(response, 503, { error: 'Service Unavailable' });
      }
      if (rejection) {
        const error = rejection;
        rejection = undefined;
        return sendJson(response, 422, { error });
      }
      const key = request.headers['idempotency-key'];
      const known = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (known) return sendJson(response, 200, statusJson(known));
      const text = request.form.get('status') ?? '';
      if ([...text].length > fake.characterLimit)
        return sendJson(response, 422, { error: 'Validation failed: Text character limit of 500 exceeded' });
      const status: FakeStatus = {
        id: newId(),
        text,
        mediaIds: request.form.getAll('media_ids[]'),
        inReplyToId: request.form.get('in_reply_to_id'),
        favourites: 0,
        replies: 0,
        reblogs: 0,
      };
      statuses.push(status);
      if (typeof key === 'string') idempotent.set(key, status);
      return sendJson(response, 200, statusJson(status));
    }
    const statusPath = /^\/api\/v1\/statuses\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && statusPath) {
      const status = statuses.find((entry) => entry.id === statusPath[1]);
      return status ? sendJson(response, 200, statusJson(status)) : sendJson(response, 404, { error: 'Record not found' });
    }
    if (route === 'GET /api/v1/notifications') {
      // As Mastodon pages: min_id answers the page right after it (the oldest above it), since_id and
      // no cursor the newest page (above since_id); either newest first.
      const minId = request.query.get('min_id');
      const above = minId ?? request.query.get('since_id');
      const limit = Number(request.query.get('limit') ?? 20);
      const types = request.query.getAll('types[]');
      const newer = notifications.filter(
        (entry) => (!above || BigInt(entry.id) > BigInt(above)) && (types.length === 0 || types.includes('mention')),
      );
      const list = (minId ? newer.slice(0, limit) : newer.slice(-limit)).reverse().map((entry) => {
        const [username = '', domain] = entry.from.split('@');
        return {
          id: entry.id,
          type: 'mention',
          created_at: entry.created_at,
          account: {
            id: '2',
            username,
            acct: entry.from,
            display_name: username,
            url: `https://${domain ?? 'remote.example'}/@${username}`,
            avatar: null,
          },
          status: { ...entry.status, uri: `${origin}/s/${entry.status.id}`, url: `${origin}/@${username}/${entry.status.id}` },
        };
      });
      return sendJson(response, 200, list);
    }
    sendJson(response, 404, { error: 'Record not found' });
  });
  origin = server.origin;

  const fake: FakeMastodon = {
    origin,
    received: server.received,
    statuses,
    media,
    apps,
    characterLimit: 500,
    mediaProcessingChecks: 0,
    tagUses: new Map(),
    searchNeedsAuth: false,
    approve(authorizeUrl) {
      const url = new URL(authorizeUrl);
      const clientId = url.searchParams.get('client_id') ?? '';
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const app = apps.get(clientId);
      if (!app || app.redirectUri !== redirectUri || url.searchParams.get('code_challenge_method') !== 'S256') {
        throw new Error('The instance would refuse this authorization request');
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, { clientId, redirectUri, challenge: url.searchParams.get('code_challenge') ?? '' });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return back.href;
    },
    failNextStatusPosts(count, retryAfterSeconds) {
      failures = count;
      retryAfter = retryAfterSeconds;
    },
    rateLimitNext(route, resetAt) {
      rateLimited.set(route, resetAt);
    },
    rejectNextStatusPost(error) {
      rejection = error;
    },
    revokeToken(token) {
      tokens.delete(token);
    },
    setCounters(statusId, counters) {
      const status = statuses.find((entry) => entry.id === statusId);
      if (!status) throw new Error(`No status ${statusId}`);
      Object.assign(status, counters);
    },
    addMention({ from, text, inReplyToId }) {
      const statusId = newId();
      const notificationId = newId();
      notifications.push({
        id: notificationId,
        created_at: new Date().toISOString(),
        from,
        status: { id: statusId, content: `<p>${text}</p>`, in_reply_to_id: inReplyToId ?? null },
      });
      return { notificationId, statusId };
    },
    addPublicStatus({ from, text, createdAt = new Date() }) {
      const status = { id: newId(), from, text, createdAt };
      publicStatuses.push(status);
      return { id: status.id, uri: publicJson(status).uri };
    },
    close: () => server.close(),
  };
  return fake;
}
