/**
 * Bluesky over the AT Protocol's XRPC (HTTP + JSON) on the account's server, `https://bsky.social`
 * unless the user names their own PDS. Sign-in is by app password; the session's access JWT expires
 * within hours, so a call that meets ExpiredToken refreshes once and hands the caller the new session.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ApiRequest, ApiResponse, GuardedApi } from '../../../http/guarded-api';
import { errorFromAnswer, errorFromCallFailure } from './network-errors';
import { NetworkError, type EngagementItem, type PostMetrics, type PublishedPost, type PublishRequest } from './types';

export const defaultBlueskyService = 'https://bsky.social';

export interface BlueskySession {
  serviceUrl: string;
  did: string;
  handle: string;
  accessJwt: string;
  refreshJwt: string;
}

/** A connected account: its session and where to keep a refreshed one. */
export interface BlueskyAuth {
  session: BlueskySession;
  onSessionRefreshed(session: BlueskySession): void | Promise<void>;
}

const sessionAnswer = z.object({ did: z.string(), handle: z.string(), accessJwt: z.string(), refreshJwt: z.string() });
const blobAnswer = z.object({ blob: z.record(z.string(), z.unknown()) });
const recordAnswer = z.object({ uri: z.string(), cid: z.string() });
const postsAnswer = z.object({
  posts: z.array(
    z.object({
      uri: z.string(),
      likeCount: z.number().optional(),
      replyCount: z.number().optional(),
      repostCount: z.number().optional(),
      quoteCount: z.number().optional(),
    }),
  ),
});
const notificationsAnswer = z.object({
  notifications: z.array(
    z.object({
      uri: z.string(),
      reason: z.string(),
      indexedAt: z.string(),
      author: z.object({ did: z.string(), handle: z.string() }),
      record: z
        .object({ text: z.string().optional(), reply: z.object({ parent: z.object({ uri: z.string() }) }).optional() })
        .passthrough(),
    }),
  ),
  cursor: z.string().optional(),
});
/**
 * Mentions and replies are read newest first, a page of 100 at a time, up to 500 per sync: more
 * arriving between two syncs than that, the older ones are not read (ADR 022).
 */
const notificationPageSize = 100;
const getPostsLimit = 25;
const notificationPagesPerSync = 5;
const errorAnswer = z.object({ error: z.string().optional(), message: z.string().optional() });
const searchAnswer = z.object({ posts: z.array(z.object({ uri: z.string(), indexedAt: z.string() })), cursor: z.string().optional() });

export function createBlueskyClient(api: GuardedApi) {
  async function xrpc(serviceUrl: string, method: string, request: Omit<ApiRequest, 'url'>): Promise<ApiResponse> {
    try {
      return await api.call({ ...request, url: new URL(`/xrpc/${method}`, serviceUrl) });
    } catch (error) {
      throw errorFromCallFailure(error);
    }
  }

  function read<T>(response: ApiResponse, schema: z.ZodType<T>): T {
    if (response.status < 200 || response.status > 299) {
      const answer = errorAnswer.safeParse(response.json).data;
      // XRPC reports a bad or expired token as 400 with a named error, not only as 401.
      if (answer?.error === 'ExpiredToken' || answer?.error === 'InvalidToken' || answer?.error === 'AuthenticationRequired') {
        throw new NetworkError(`Bluesky refused the account's session: ${answer.message ?? answer.error}.`, 'auth');
      }
      throw errorFromAnswer('Bluesky', response, answer?.message ?? answer?.error);
    }
    const parsed = schema.safeParse(response.json);
    if (!parsed.success) throw new NetworkError('Bluesky sent an answer Uplift could not read.', 'transient');
    return parsed.data;
  }

  async function refreshSession(session: BlueskySession): Promise<BlueskySession> {
    const response = await xrpc(session.serviceUrl, 'com.atproto.server.refreshSession', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.refreshJwt}` },
    });
    return { serviceUrl: session.serviceUrl, ...read(response, sessionAnswer) };
  }

  /** A call with the account's access token; an expired one is refreshed once, then the call repeated. */
  async function authorized(auth: BlueskyAuth, method: string, request: Omit<ApiRequest, 'url'>): Promise<ApiResponse> {
    const send = () =>
      xrpc(auth.session.serviceUrl, method, {
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${auth.session.accessJwt}` },
      });
    const response = await send();
    if (errorAnswer.safeParse(response.json).data?.error !== 'ExpiredToken') return response;
    auth.session = await refreshSession(auth.session);
    await auth.onSessionRefreshed(auth.session);
    return send();
  }

  return {
    async createSession(input: { identifier: string; appPassword: string; serviceUrl?: string }): Promise<BlueskySession> {
      const serviceUrl = input.serviceUrl ?? defaultBlueskyService;
      const response = await xrpc(serviceUrl, 'com.atproto.server.createSession', {
        method: 'POST',
        body: { json: { identifier: input.identifier.trim().replace(/^@/, ''), password: input.appPassword } },
      });
      // A wrong handle or app password is 401 AuthenticationRequired: the user must enter them again.
      return { serviceUrl, ...read(response, sessionAnswer) };
    },

    refreshSession,

    async publish(auth: BlueskyAuth, request: PublishRequest, langs: string[] = []): Promise<PublishedPost> {
      const rkey = recordKeyFor(request.idempotencyKey, request.datedAt);
      const existing = await existingPost(auth, rkey);
      if (existing) return existing;
      const images = [];
      for (const file of request.media) {
        const response = await authorized(auth, 'com.atproto.repo.uploadBlob', {
          method: 'POST',
          body: { raw: file.data, contentType: file.mimeType },
        });
        images.push({ alt: file.altText ?? '', image: read(response, blobAnswer).blob });
      }
      const facets = linkFacets(request.text);
      const record = {
        $type: 'app.bsky.feed.post',
        text: request.text,
        createdAt: request.datedAt.toISOString(),
        ...(langs.length ? { langs } : {}),
        ...(request.replyTo?.network === 'bluesky' ? { reply: { root: request.replyTo.root, parent: request.replyTo.parent } } : {}),
        ...(facets.length ? { facets } : {}),
        ...(images.length ? { embed: { $type: 'app.bsky.embed.images', images } } : {}),
      };
      const response = await authorized(auth, 'com.atproto.repo.createRecord', {
        method: 'POST',
        body: { json: { repo: auth.session.did, collection: 'app.bsky.feed.post', rkey, record } },
      });
      // A first attempt that was stored though its answer was lost: the record key is taken by it (a
      // PDS answers that with an error, a 500 from the reference one).
      if (response.status !== 200) {
        const stored = await existingPost(auth, rkey);
        if (stored) return stored;
      }
      read(response, recordAnswer);
      return { remoteId: `at://${auth.session.did}/app.bsky.feed.post/${rkey}`, url: postUrl(auth.session.handle, rkey) };
    },

    /** Figures of published posts, 25 a request (getPosts' limit); a post no longer on Bluesky is left out. */
    async metrics(auth: BlueskyAuth, remoteIds: readonly string[]): Promise<Map<string, PostMetrics>> {
      const figures = new Map<string, PostMetrics>();
      for (let start = 0; start < remoteIds.length; start += getPostsLimit) {
        const response = await authorized(auth, 'app.bsky.feed.getPosts', {
          method: 'GET',
          query: { uris: remoteIds.slice(start, start + getPostsLimit) },
        });
        for (const post of read(response, postsAnswer).posts) {
          figures.set(post.uri, {
            likes: post.likeCount ?? 0,
            comments: post.replyCount ?? 0,
            shares: (post.repostCount ?? 0) + (post.quoteCount ?? 0),
            impressions: null,
          });
        }
      }
      return figures;
    },

    /** Mentions and replies indexed after `since`, newest first. */
    async engagement(auth: BlueskyAuth, since?: Date): Promise<EngagementItem[]> {
      const items: EngagementItem[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < notificationPagesPerSync; page++) {
        const response = await authorized(auth, 'app.bsky.notification.listNotifications', {
          method: 'GET',
          query: { reasons: ['mention', 'reply'], limit: String(notificationPageSize), ...(cursor ? { cursor } : {}) },
        });
        const answer = read(response, notificationsAnswer);
        let reachedSeen = false;
        for (const notification of answer.notifications) {
          const kind = notification.reason === 'mention' || notification.reason === 'reply' ? notification.reason : undefined;
          const createdAt = new Date(notification.indexedAt);
          if (since && createdAt <= since) reachedSeen = true;
          if (!kind || (since && createdAt <= since)) continue;
          items.push({
            remoteId: notification.uri,
            kind,
            author: `@${notification.author.handle}`,
            authorUrl: `https://bsky.app/profile/${notification.author.handle}`,
            text: notification.record.text ?? '',
            url: postUrl(notification.author.handle, notification.uri.split('/').at(-1) ?? ''),
            createdAt,
            inReplyToRemoteId: notification.record.reply?.parent.uri ?? null,
          });
        }
        // Newest first: once a page reaches what the last sync read, the rest is older still. A short
        // page is no end: Bluesky filters a page (blocks, mutes) after choosing it.
        if (reachedSeen || !answer.cursor) break;
        cursor = answer.cursor;
      }
      return items;
    },

    /**
     * Posts matching a search, newest first (app.bsky.feed.searchPosts): through the account's server with
     * its session, or without one from a public AppView, which may refuse (NetworkError of kind auth).
     */
    async searchPosts(via: { auth: BlueskyAuth } | { appViewUrl: string }, query: Record<string, string>, timeoutMs?: number) {
      const request = { method: 'GET' as const, query, timeoutMs };
      const response =
        'auth' in via
          ? await authorized(via.auth, 'app.bsky.feed.searchPosts', request)
          : await xrpc(via.appViewUrl, 'app.bsky.feed.searchPosts', request);
      return read(response, searchAnswer);
    },
  };

  async function existingPost(auth: BlueskyAuth, rkey: string): Promise<PublishedPost | undefined> {
    const response = await authorized(auth, 'com.atproto.repo.getRecord', {
      method: 'GET',
      query: { repo: auth.session.did, collection: 'app.bsky.feed.post', rkey },
    });
    if (response.status === 400 && errorAnswer.safeParse(response.json).data?.error === 'RecordNotFound') return undefined;
    const { uri } = read(response, recordAnswer.pick({ uri: true }));
    return { remoteId: uri, url: postUrl(auth.session.handle, rkey) };
  }
}

export type BlueskyClient = ReturnType<typeof createBlueskyClient>;

export function postUrl(handle: string, rkey: string): string {
  return `https://bsky.app/profile/${handle}/post/${rkey}`;
}

const sortableBase32 = '234567abcdefghijklmnopqrstuvwxyz';

/**
 * The record key of a post, derived from its idempotency key so that every attempt writes the same
 * record and a retry finds the first one instead of posting twice. Posts' keys must be TIDs (13
 * sortable base-32 characters: a microsecond timestamp and a 10-bit clock id); this one is dated when
 * the post is, with the microseconds and the clock id taken from a hash of the key, so two posts
 * dated the same second still get keys of their own.
 */
export function recordKeyFor(idempotencyKey: string, datedAt: Date): string {
  const hash = createHash('sha256').update(idempotencyKey).digest();
  const micros = BigInt(Math.floor(datedAt.getTime() / 1000)) * 1_000_000n + (hash.readBigUInt64BE(0) % 1_000_000n);
  let value = (micros << 10n) | BigInt(hash.readUInt16BE(8) & 0x3ff);
  let key = '';
  for (let index = 0; index < 13; index++) {
    key = sortableBase32[Number(value & 31n)] + key;
    value >>= 5n;
  }
  return key;
}

export interface LinkFacet {
  index: { byteStart: number; byteEnd: number };
  features: Array<{ $type: 'app.bsky.richtext.facet#link'; uri: string }>;
}

const encoder = new TextEncoder();

/**
 * Links in a post made clickable: Bluesky marks them by UTF-8 byte offsets, not characters, so an
 * emoji before a link moves it by four bytes. Trailing punctuation stays outside the link.
 */
export function linkFacets(text: string): LinkFacet[] {
  const facets: LinkFacet[] = [];
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const uri = match[0].replace(/[.,;:!?)\]'"]+$/, '');
    const byteStart = encoder.encode(text.slice(0, match.index)).length;
    facets.push({
      index: { byteStart, byteEnd: byteStart + encoder.encode(uri).length },
      features: [{ $type: 'app.bsky.richtext.facet#link', uri }],
    });
  }
  return facets;
}
