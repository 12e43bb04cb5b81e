/**
 * The public searches a monitor reads (ADR 036): Mastodon's on the instance the user names, Bluesky's
 * on the public AppView and Reddit's site search. The instance is the user's choice, so every call
 * goes through the guarded API client (the SSRF-safe door); the AppView and Reddit addresses are
 * configurable (BLUESKY_APPVIEW_URL, REDDIT_URL) for a proxy, a mirror or the tests' fakes.
 */
import { z } from 'zod';
import type { ListeningSource } from '@/shared/social/listening';
import { appVersion } from '../../../config';
import { ApiCallError, type ApiRequest, type GuardedApi } from '../../../http/guarded-api';
import { htmlToText, webLink } from '../networks/mastodon';
import type { MentionReplyRef } from './schema';

export const defaultSourceBases = { bluesky: 'https://public.api.bsky.app', reddit: 'https://www.reddit.com' } as const;

/** One post a search found, as plain text. */
export interface FoundPost {
  source: ListeningSource;
  remoteId: string;
  author: string;
  authorUrl: string | null;
  text: string;
  url: string;
  postedAt: Date;
  replyRef: MentionReplyRef | null;
}

/** A source that could not be searched; the message is safe to show (no internal address). */
export class SearchFailure extends Error {
  override readonly name = 'SearchFailure';
}

const perSearch = 40;

const mastodonStatus = z.object({
  id: z.string(),
  uri: z.string(),
  url: z.string().nullish(),
  content: z.string(),
  created_at: z.string(),
  account: z.object({ acct: z.string(), url: z.string().nullish() }),
});
const mastodonSearch = z.object({ statuses: z.array(mastodonStatus) });
const strongRef = z.object({ uri: z.string(), cid: z.string() });
const blueskySearch = z.object({
  posts: z.array(
    z.object({
      uri: z.string(),
      cid: z.string(),
      author: z.object({ handle: z.string() }),
      record: z.object({ text: z.string().optional(), createdAt: z.string().optional(), reply: z.object({ root: strongRef }).optional() }),
      indexedAt: z.string(),
    }),
  ),
});
const redditSearch = z.object({
  data: z.object({
    children: z.array(
      z.object({
        data: z.object({
          name: z.string(),
          title: z.string().optional(),
          selftext: z.string().optional(),
          body: z.string().optional(),
          author: z.string(),
          permalink: z.string(),
          created_utc: z.number(),
        }),
      }),
    ),
  }),
});

/** A term the user quoted is a phrase; a single word may also be read as a hashtag. */
export function hashtagOf(term: string): string | null {
  const word = term.replace(/^#/, '');
  return /^[\p{L}\p{N}_]+$/u.test(word) ? word : null;
}

export function createListeningSources(api: GuardedApi, bases: () => Promise<{ bluesky: string; reddit: string }>) {
  async function get<T>(label: string, request: Omit<ApiRequest, 'method'>, schema: z.ZodType<T>): Promise<{ status: number; data?: T }> {
    let response;
    try {
      response = await api.call({ method: 'GET', ...request });
    } catch (error) {
      if (error instanceof ApiCallError) throw new SearchFailure(`${label}: ${error.message}`);
      throw error;
    }
    if (response.status < 200 || response.status > 299) return { status: response.status };
    const parsed = schema.safeParse(response.json);
    if (!parsed.success) throw new SearchFailure(`${label} sent an answer Uplift could not read.`);
    return { status: response.status, data: parsed.data };
  }
  const failed = (label: string, status: number) => new SearchFailure(`${label} search failed (HTTP ${status}).`);
  /** The configured address; anything but an http(s) one ("off") turns the source off. */
  async function baseOf(source: 'bluesky' | 'reddit', label: string): Promise<string> {
    const base = (await bases())[source];
    if (!/^https?:\/\//i.test(base)) throw new SearchFailure(`${label} search is turned off on this Uplift.`);
    return base;
  }

  function fromMastodon(instance: string, statuses: z.infer<typeof mastodonStatus>[]): FoundPost[] {
    const host = new URL(instance).host;
    return statuses.map((status) => ({
      source: 'mastodon',
      // The status's own address is the same from every instance; its id is the searched instance's.
      remoteId: status.uri,
      author: `@${status.account.acct.includes('@') ? status.account.acct : `${status.account.acct}@${host}`}`,
      authorUrl: webLink(status.account.url),
      text: htmlToText(status.content),
      url: webLink(status.url) ?? webLink(status.uri) ?? instance,
      postedAt: new Date(status.created_at),
      replyRef: { network: 'mastodon', uri: status.uri },
    }));
  }

  return {
    /** Full-text search where the instance allows it unsigned; else, for one word, its hashtag's public timeline. */
    async mastodon(instance: string, term: string): Promise<FoundPost[]> {
      const label = `Mastodon (${new URL(instance).host})`;
      const search = await get(
        label,
        { url: new URL('/api/v2/search', instance), query: { q: term, type: 'statuses', limit: String(perSearch) } },
        mastodonSearch,
      );
      if (search.data && search.data.statuses.length) return fromMastodon(instance, search.data.statuses);
      const tag = hashtagOf(term);
      const searchRefused = !search.data && [401, 403, 422].includes(search.status);
      if (!tag) {
        if (search.data) return [];
        throw searchRefused
          ? new SearchFailure(`${label} only searches for signed-in users: listen for single words there, read as hashtags.`)
          : failed(label, search.status);
      }
      const timeline = await get(
        label,
        { url: new URL(`/api/v1/timelines/tag/${encodeURIComponent(tag)}`, instance), query: { limit: String(perSearch) } },
        z.array(mastodonStatus),
      );
      if (!timeline.data) throw failed(label, timeline.status);
      return fromMastodon(instance, timeline.data);
    },

    async bluesky(term: string): Promise<FoundPost[]> {
      const bluesky = await baseOf('bluesky', 'Bluesky');
      const answer = await get(
        'Bluesky',
        { url: new URL('/xrpc/app.bsky.feed.searchPosts', bluesky), query: { q: term, sort: 'latest', limit: String(perSearch) } },
        blueskySearch,
      );
      if (!answer.data) throw failed('Bluesky', answer.status);
      return answer.data.posts.map((post) => {
        const rkey = post.uri.split('/').at(-1) ?? '';
        const parent = { uri: post.uri, cid: post.cid };
        return {
          source: 'bluesky',
          remoteId: post.uri,
          author: `@${post.author.handle}`,
          authorUrl: `https://bsky.app/profile/${post.author.handle}`,
          text: post.record.text ?? '',
          url: `https://bsky.app/profile/${post.author.handle}/post/${rkey}`,
          postedAt: new Date(post.record.createdAt ?? post.indexedAt),
          replyRef: { network: 'bluesky', root: post.record.reply?.root ?? parent, parent },
        };
      });
    },

    async reddit(term: string): Promise<FoundPost[]> {
      const reddit = await baseOf('reddit', 'Reddit');
      const answer = await get(
        'Reddit',
        {
          url: new URL('/search.json', reddit),
          query: { q: term, sort: 'new', limit: String(perSearch), raw_json: '1' },
          // Reddit turns away clients that do not say who they are.
          headers: { 'user-agent': `web:uplift-social-listening:${appVersion} (self-hosted Uplift)` },
        },
        redditSearch,
      );
      if (!answer.data) throw failed('Reddit', answer.status);
      return answer.data.data.children.map(({ data }) => ({
        source: 'reddit',
        remoteId: data.name,
        author: `u/${data.author}`,
        authorUrl: `https://www.reddit.com/user/${encodeURIComponent(data.author)}`,
        text: [data.title, data.selftext ?? data.body].filter(Boolean).join('\n\n'),
        // Shown as a link: only a path on Reddit itself, never another address the answer names.
        url: data.permalink.startsWith('/') ? `${defaultSourceBases.reddit}${data.permalink}` : defaultSourceBases.reddit,
        postedAt: new Date(data.created_utc * 1000),
        replyRef: null,
      }));
    },
  };
}

export type ListeningSources = ReturnType<typeof createListeningSources>;
