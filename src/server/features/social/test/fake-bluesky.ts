// A local AT Protocol server (PDS plus the app view's reads) speaking XRPC as Bluesky does: sessions
// by app password, blobs, post records with their record keys, post counts and notifications.
import { createHash, randomBytes } from 'node:crypto';
import { bearerToken, type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';

interface FakeRecord {
  rkey: string;
  value: Record<string, unknown>;
  counts: { likeCount: number; replyCount: number; repostCount: number; quoteCount: number };
}

export interface FakeBluesky {
  origin: string;
  received: ReceivedRequest[];
  did: string;
  handle: string;
  appPassword: string;
  /** The account's posts, by record key. */
  posts: Map<string, FakeRecord>;
  blobs: Array<{ cid: string; mimeType: string; size: number }>;
  /** Access tokens issued before this call answer 400 ExpiredToken from now on. */
  expireAccessTokens(): void;
  /** Refresh tokens stop working too: the account must sign in again. */
  expireRefreshTokens(): void;
  setCounts(rkey: string, counts: Partial<FakeRecord['counts']>): void;
  addNotification(input: {
    reason: 'mention' | 'reply' | 'like';
    fromHandle: string;
    text: string;
    replyTo?: string;
    indexedAt?: Date;
  }): string;
  /** A post by someone else that the public AppView's search finds; a reply when it names its thread's root. */
  addSearchablePost(input: { handle: string; text: string; createdAt?: Date; root?: { uri: string; cid: string } }): {
    uri: string;
    cid: string;
  };
  /** The AppView answers searches without a session (the real public one may refuse them: 403). */
  publicSearch: boolean;
  close(): Promise<void>;
}

export async function startFakeBluesky(): Promise<FakeBluesky> {
  const did = 'did:plc:uplifttest000000000000';
  const handle = 'uplift.bsky.social';
  const appPassword = 'abcd-efgh-ijkl-mnop';
  const access = new Set<string>();
  const refresh = new Set<string>();
  const posts = new Map<string, FakeRecord>();
  const blobs: FakeBluesky['blobs'] = [];
  const notifications: Array<Record<string, unknown>> = [];
  const searchable: Array<Record<string, unknown> & { record: { text: string }; indexedAt: string }> = [];
  // Search as the AppView does: `q` a `#tag` (the post's tags) or words (a phrase in quotes as it is),
  // `since` the indexing time, newest first, a page of `limit` from `cursor`.
  const searchPosts = (query: URLSearchParams) => {
    const wanted = (query.get('q') ?? '').replace(/"/g, '').toLowerCase();
    const since = Date.parse(query.get('since') ?? '') || 0;
    const limit = Math.min(100, Number(query.get('limit') ?? 25));
    const from = Number(query.get('cursor') ?? 0);
    const matches = (text: string) =>
      wanted.startsWith('#')
        ? (text.toLowerCase().match(/#[\p{L}\p{N}_]+/gu) ?? ([] as string[])).includes(wanted)
        : text.toLowerCase().includes(wanted);
    const found = searchable
      .filter((post) => Date.parse(post.indexedAt) >= since && matches(post.record.text))
      .sort((a, b) => Date.parse(b.indexedAt) - Date.parse(a.indexedAt));
    const page = found.slice(from, from + limit);
    return { posts: page, hitsTotal: found.length, ...(from + limit < found.length ? { cursor: String(from + limit) } : {}) };
  };

  const issue = () => {
    const tokens = { accessJwt: `access.${randomBytes(12).toString('hex')}`, refreshJwt: `refresh.${randomBytes(12).toString('hex')}` };
    access.add(tokens.accessJwt);
    refresh.add(tokens.refreshJwt);
    return { did, handle, ...tokens };
  };
  const cid = (data: Buffer | string) => `bafy${createHash('sha256').update(data).digest('hex').slice(0, 40)}`;
  const uri = (rkey: string) => `at://${did}/app.bsky.feed.post/${rkey}`;

  const server = await startFakeHttp((request, response) => {
    const method = request.path.replace(/^\/xrpc\//, '');
    if (method === 'com.atproto.server.createSession') {
      const body = request.json as { identifier?: string; password?: string };
      if (![handle, did, 'uplift@example.com'].includes(body.identifier ?? '') || body.password !== appPassword) {
        return sendJson(response, 401, { error: 'AuthenticationRequired', message: 'Invalid identifier or password' });
      }
      return sendJson(response, 200, issue());
    }
    if (method === 'com.atproto.server.refreshSession') {
      const token = bearerToken(request) ?? '';
      if (!refresh.delete(token)) return sendJson(response, 400, { error: 'ExpiredToken', message: 'Token has expired' });
      return sendJson(response, 200, issue());
    }
    const token = bearerToken(request);
    if (method === 'app.bsky.feed.searchPosts' && !token) {
      if (!fake.publicSearch) return sendJson(response, 403, { error: 'Forbidden', message: 'Search requires authentication' });
      return sendJson(response, 200, searchPosts(request.query));
    }
    if (!token) return sendJson(response, 401, { error: 'AuthenticationRequired', message: 'Authentication Required' });
    if (!access.has(token)) return sendJson(response, 400, { error: 'ExpiredToken', message: 'Token has expired' });

    if (method === 'com.atproto.repo.uploadBlob') {
      const blob = { cid: cid(request.raw), mimeType: request.headers['content-type'] ?? '', size: request.raw.length };
      blobs.push(blob);
      return sendJson(response, 200, { blob: { $type: 'blob', ref: { $link: blob.cid }, mimeType: blob.mimeType, size: blob.size } });
    }
    if (method === 'com.atproto.repo.createRecord') {
      const body = request.json as { repo: string; collection: string; rkey?: string; record: Record<string, unknown> };
      const rkey = body.rkey ?? randomBytes(7).toString('hex');
      if (body.repo !== did || body.collection !== 'app.bsky.feed.post')
        return sendJson(response, 400, { error: 'InvalidRequest', message: 'Unsupported' });
      if (!/^[234567a-j][234567a-z]{12}$/.test(rkey))
        return sendJson(response, 400, { error: 'InvalidRequest', message: 'Invalid record key' });
      // The reference PDS fails inside its tree on a taken key, which reaches the caller as a 500.
      if (posts.has(rkey)) return sendJson(response, 500, { error: 'InternalServerError', message: 'Internal Server Error' });
      posts.set(rkey, { rkey, value: body.record, counts: { likeCount: 0, replyCount: 0, repostCount: 0, quoteCount: 0 } });
      return sendJson(response, 200, { uri: uri(rkey), cid: cid(JSON.stringify(body.record)) });
    }
    if (method === 'com.atproto.repo.getRecord') {
      const post = posts.get(request.query.get('rkey') ?? '');
      if (!post || request.query.get('repo') !== did)
        return sendJson(response, 400, { error: 'RecordNotFound', message: 'Could not locate record' });
      return sendJson(response, 200, { uri: uri(post.rkey), cid: cid(JSON.stringify(post.value)), value: post.value });
    }
    if (method === 'app.bsky.feed.getPosts') {
      const found = request.query.getAll('uris').flatMap((wanted) => {
        const post = [...posts.values()].find((entry) => uri(entry.rkey) === wanted);
        return post
          ? [{ uri: wanted, author: { did, handle }, record: post.value, indexedAt: new Date().toISOString(), ...post.counts }]
          : [];
      });
      return sendJson(response, 200, { posts: found });
    }
    if (method === 'app.bsky.feed.searchPosts') return sendJson(response, 200, searchPosts(request.query));
    if (method === 'app.bsky.notification.listNotifications') {
      const reasons = request.query.getAll('reasons');
      const matching = notifications.filter((entry) => reasons.length === 0 || reasons.includes(entry.reason as string));
      // Pages of `limit` (50 unless asked, 100 at most), the cursor an opaque mark of where the next starts.
      const limit = Math.min(100, Number(request.query.get('limit') ?? 50));
      const from = Number(Buffer.from(request.query.get('cursor') ?? '', 'base64url').toString() || 0);
      const page = matching.slice(from, from + limit);
      const next = from + limit < matching.length ? { cursor: Buffer.from(String(from + limit)).toString('base64url') } : {};
      return sendJson(response, 200, { notifications: page, ...next });
    }
    sendJson(response, 501, { error: 'MethodNotImplemented', message: `${method} is not implemented` });
  });

  const fake: FakeBluesky = {
    origin: server.origin,
    received: server.received,
    did,
    handle,
    appPassword,
    posts,
    blobs,
    expireAccessTokens: () => access.clear(),
    expireRefreshTokens: () => refresh.clear(),
    setCounts(rkey, counts) {
      const post = posts.get(rkey);
      if (!post) throw new Error(`No post ${rkey}`);
      Object.assign(post.counts, counts);
    },
    addNotification({ reason, fromHandle, text, replyTo, indexedAt = new Date() }) {
      const notificationUri = `at://did:plc:${fromHandle.replace(/\W/g, '')}/app.bsky.feed.post/${randomBytes(7).toString('hex')}`;
      const record = {
        $type: 'app.bsky.feed.post',
        text,
        createdAt: indexedAt.toISOString(),
        ...(replyTo ? { reply: { root: { uri: replyTo }, parent: { uri: replyTo } } } : {}),
      };
      notifications.unshift({
        uri: notificationUri,
        cid: cid(text),
        author: { did: `did:plc:${fromHandle}`, handle: fromHandle },
        reason,
        record,
        isRead: false,
        indexedAt: indexedAt.toISOString(),
      });
      return notificationUri;
    },
    addSearchablePost({ handle: author, text, createdAt = new Date(), root }) {
      const post = {
        uri: `at://did:plc:${author.replace(/\W/g, '')}/app.bsky.feed.post/${randomBytes(7).toString('hex')}`,
        cid: cid(text),
      };
      const record = {
        $type: 'app.bsky.feed.post',
        text,
        createdAt: createdAt.toISOString(),
        ...(root ? { reply: { root, parent: root } } : {}),
      };
      searchable.unshift({ ...post, author: { did: `did:plc:${author}`, handle: author }, record, indexedAt: createdAt.toISOString() });
      return post;
    },
    publicSearch: true,
    close: () => server.close(),
  };
  return fake;
}
