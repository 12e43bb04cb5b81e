import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { type HashtagHistory, hashtagsIn, tagKey } from '@/shared/social/hashtags';
import type { Database } from '../../../db/database';
import { socialPosts, socialPostTargets } from '../schema';

/** The posts of the last year the history reads, at most this many of the newest. */
const postsRead = 1000;
const yearMs = 365 * 86_400_000;

/** One account's delivery of a post: its text there and the figures its network reported. */
export interface DeliveredPost {
  postId: string;
  text: string;
  synced: boolean;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  impressions: number | null;
}

/** A tag the workspace's posts carried, as first written, with how those posts did. */
export interface TagRecord extends HashtagHistory {
  tag: string;
}

/** The deliveries of the workspace's posts that went out in the last year, newest first. */
export async function deliveredPosts(db: Database, workspaceId: string): Promise<DeliveredPost[]> {
  const posts = await db
    .select({ id: socialPosts.id, content: socialPosts.content })
    .from(socialPosts)
    .where(
      and(
        eq(socialPosts.workspaceId, workspaceId),
        inArray(socialPosts.status, ['published', 'partly_published']),
        gte(socialPosts.publishedAt, new Date(Date.now() - yearMs)),
      ),
    )
    .orderBy(desc(socialPosts.publishedAt))
    .limit(postsRead);
  if (posts.length === 0) return [];
  const targets = await db
    .select()
    .from(socialPostTargets)
    .where(
      and(
        eq(socialPostTargets.workspaceId, workspaceId),
        eq(socialPostTargets.status, 'published'),
        inArray(
          socialPostTargets.postId,
          posts.map((post) => post.id),
        ),
      ),
    );
  const contentOf = new Map(posts.map((post) => [post.id, post.content]));
  return targets.map((target) => ({
    postId: target.postId,
    text: target.override ?? contentOf.get(target.postId) ?? '',
    synced: target.metricsSyncedAt !== null,
    likes: target.likes,
    comments: target.comments,
    shares: target.shares,
    impressions: target.impressions,
  }));
}

/**
 * Each tag the deliveries carried: how many posts carried it, and on average the likes, comments and
 * shares (and impressions, where a network counts them) of the deliveries whose figures were synced.
 */
export function tagRecords(deliveries: readonly DeliveredPost[]): Map<string, TagRecord> {
  const tally = new Map<string, { tag: string; posts: Set<string>; engagement: number[]; impressions: number[] }>();
  for (const delivery of deliveries) {
    for (const tag of hashtagsIn(delivery.text)) {
      const entry = tally.get(tagKey(tag)) ?? { tag, posts: new Set<string>(), engagement: [], impressions: [] };
      entry.posts.add(delivery.postId);
      if (delivery.synced) {
        const figures = [delivery.likes, delivery.comments, delivery.shares].filter((value): value is number => value !== null);
        if (figures.length) entry.engagement.push(figures.reduce((total, value) => total + value, 0));
        if (delivery.impressions !== null) entry.impressions.push(delivery.impressions);
      }
      tally.set(tagKey(tag), entry);
    }
  }
  return new Map(
    [...tally].map(([key, entry]) => [
      key,
      {
        tag: entry.tag,
        posts: entry.posts.size,
        averageEngagement: average(entry.engagement),
        averageImpressions: average(entry.impressions),
      },
    ]),
  );
}

function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((total, value) => total + value, 0) / values.length) * 10) / 10;
}
