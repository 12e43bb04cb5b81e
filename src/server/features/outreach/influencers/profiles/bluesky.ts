// A Bluesky account by its handle, from the public AppView (no sign-in needed).
import { z } from 'zod';
import type { GuardedApi } from '../../../../http/guarded-api';
import { callPlatform, engagementOverFollowers, platformDown, profileNotFound, type ReadProfile } from './platform-profile';

export const blueskyAppViewOrigin = 'https://public.api.bsky.app';

const profileShape = z.object({
  did: z.string(),
  handle: z.string(),
  displayName: z.string().optional(),
  followersCount: z.number().int().min(0).optional(),
});
const feedShape = z.object({
  feed: z.array(
    z.object({
      post: z.object({
        author: z.object({ did: z.string() }),
        likeCount: z.number().int().optional(),
        repostCount: z.number().int().optional(),
        replyCount: z.number().int().optional(),
      }),
      // Set on a repost of someone else's post, which is not the author's engagement.
      reason: z.unknown().optional(),
    }),
  ),
});

export function blueskyProfiles(api: GuardedApi, appViewOrigin: string): ReadProfile {
  return async (handle) => {
    const found = await callPlatform(api, 'bluesky', {
      method: 'GET',
      url: `${appViewOrigin}/xrpc/app.bsky.actor.getProfile`,
      query: { actor: handle },
    });
    // XRPC answers an unknown actor with 400 InvalidRequest ("Profile not found").
    if (found.status === 400 || found.status === 404) throw profileNotFound(handle);
    const profile = profileShape.safeParse(found.json);
    if (found.status !== 200 || !profile.success) throw platformDown('bluesky');
    const { did } = profile.data;

    const recent = await callPlatform(api, 'bluesky', {
      method: 'GET',
      url: `${appViewOrigin}/xrpc/app.bsky.feed.getAuthorFeed`,
      query: { actor: did, limit: '20', filter: 'posts_no_replies' },
    });
    const feed = recent.status === 200 ? (feedShape.safeParse(recent.json).data?.feed ?? []) : [];
    const own = feed.filter((item) => item.reason === undefined && item.post.author.did === did).map((item) => item.post);
    const followers = profile.data.followersCount ?? null;
    return {
      name: profile.data.displayName?.trim() || profile.data.handle,
      followers,
      engagementRate: engagementOverFollowers(
        own.map((post) => (post.likeCount ?? 0) + (post.repostCount ?? 0) + (post.replyCount ?? 0)),
        followers,
      ),
      profileUrl: `https://bsky.app/profile/${profile.data.handle}`,
    };
  };
}
