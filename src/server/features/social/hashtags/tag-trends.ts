/**
 * How much a tag is used on the networks whose public APIs say so: a Mastodon instance's tag
 * (GET /api/v1/tags/:name, uses per day for a week) and Bluesky's post search (posts tagged in the last
 * 7 days, counted per day). Both over the guarded API client; answers are kept briefly, since the
 * composer asks again as the draft changes and the figures move by the day.
 */
import { z } from 'zod';
import { socialNetworkLabels } from '@/shared/social/social';
import { type HashtagTrend, hashtagMessages, tagKey, trendDirection, type TrendNetwork } from '@/shared/social/hashtags';
import { type GuardedApi, ApiCallError } from '../../../http/guarded-api';
import { TtlCache } from '../../../lib/ttl-cache';
import type { BlueskyAuth, BlueskyClient } from '../networks/bluesky';
import { NetworkError } from '../networks/types';

const dayMs = 86_400_000;
const days = 7;
/** Tag figures are looked up while the user waits in the composer: a slow network is '—', not a spinner. */
const lookupTimeoutMs = 8_000;
/** Bluesky's search answers at most this many posts a page; one page is read. */
const searchPageSize = 100;

const tagAnswer = z.object({
  name: z.string(),
  history: z.array(z.object({ day: z.coerce.number(), uses: z.coerce.number(), accounts: z.coerce.number() })).default([]),
});

/** Where Bluesky is searched: with a connected account's session on its server, else a public AppView. */
export type BlueskySearch = { auth: BlueskyAuth } | { appViewUrl: string };

const unread = (network: TrendNetwork, reason: string): HashtagTrend => ({ network, uses: null, atLeast: false, direction: null, reason });

export class TagTrends {
  private readonly cache: TtlCache<string, HashtagTrend>;

  constructor(private readonly deps: { api: GuardedApi; bluesky: BlueskyClient; cacheMs: number }) {
    this.cache = new TtlCache(deps.cacheMs, 2_000);
  }

  /** The tag's uses on `instanceUrl` over the last 7 days (today included), rising or falling over the full days. */
  mastodon(instanceUrl: string, tag: string): Promise<HashtagTrend> {
    return this.cached('mastodon', `mastodon ${instanceUrl} ${tagKey(tag)}`, async () => {
      const response = await this.deps.api.call({
        method: 'GET',
        url: new URL(`/api/v1/tags/${encodeURIComponent(tagKey(tag))}`, instanceUrl),
        timeoutMs: lookupTimeoutMs,
      });
      // An instance that never saw the tag has no record of it.
      if (response.status === 404) return { network: 'mastodon', uses: 0, atLeast: false, direction: null, reason: null };
      const answer = response.status === 200 ? tagAnswer.safeParse(response.json) : undefined;
      if (!answer?.success) return unread('mastodon', hashtagMessages.unreachable(socialNetworkLabels.mastodon));
      // Newest day first; the first is today, still under way.
      const uses = answer.data.history.slice(0, days).map((day) => day.uses);
      return {
        network: 'mastodon',
        uses: uses.reduce((total, value) => total + value, 0),
        atLeast: false,
        direction: trendDirection(uses.slice(1)),
        reason: null,
      };
    });
  }

  /** Posts tagged `tag` on Bluesky in the last 7 days, per 24 hours back from now. */
  bluesky(via: BlueskySearch, tag: string, now = Date.now()): Promise<HashtagTrend> {
    return this.cached('bluesky', `bluesky ${tagKey(tag)}`, async () => {
      const since = new Date(now - days * dayMs).toISOString();
      const query = { q: `#${tagKey(tag)}`, since, sort: 'latest', limit: String(searchPageSize) };
      let answer: Awaited<ReturnType<BlueskyClient['searchPosts']>>;
      try {
        answer = await this.deps.bluesky.searchPosts(via, query, lookupTimeoutMs);
      } catch (error) {
        if (error instanceof NetworkError && error.kind === 'auth') return unread('bluesky', hashtagMessages.needsAccount);
        if (error instanceof NetworkError || error instanceof ApiCallError)
          return unread('bluesky', hashtagMessages.unreachable(socialNetworkLabels.bluesky));
        throw error;
      }
      const perDay = Array.from({ length: days }, () => 0);
      for (const post of answer.posts) {
        const age = Math.floor((now - Date.parse(post.indexedAt)) / dayMs);
        if (age >= 0 && age < days) perDay[age]! += 1;
      }
      const atLeast = answer.posts.length >= searchPageSize && answer.cursor !== undefined;
      return {
        network: 'bluesky',
        uses: perDay.reduce((total, value) => total + value, 0),
        atLeast,
        // A full page holds only the newest posts: the older days would look empty.
        direction: atLeast ? null : trendDirection(perDay),
        reason: null,
      };
    });
  }

  /** What the network said, kept for a while; a failure is not kept, so the next ask tries again. */
  private async cached(network: TrendNetwork, key: string, read: () => Promise<HashtagTrend>): Promise<HashtagTrend> {
    const known = this.cache.get(key);
    if (known) return known;
    let trend: HashtagTrend;
    try {
      trend = await read();
    } catch (error) {
      if (!(error instanceof ApiCallError)) throw error;
      return unread(network, hashtagMessages.unreachable(socialNetworkLabels[network]));
    }
    if (trend.reason === null) this.cache.set(key, trend);
    return trend;
  }
}
