import type { Database } from '../../../db/database';
import { socialPosts, socialPostTargets } from '../schema';

/**
 * A post carrying the video `mediaId`, published on YouTube at `at` with the figures a sync read: as
 * publishing and the sync leave it, for other areas' tests of what they read from the Social Engine.
 */
export async function insertPublishedVideoPost(
  db: Database,
  post: { workspaceId: string; mediaId: string; at: Date; impressions: number; likes: number },
): Promise<void> {
  const { workspaceId, mediaId, at } = post;
  const [row] = await db
    .insert(socialPosts)
    .values({ workspaceId, content: 'A video', status: 'published', media: [{ id: mediaId, altText: '', kind: 'video' }], publishedAt: at })
    .returning();
  await db.insert(socialPostTargets).values({
    postId: row!.id,
    workspaceId,
    network: 'youtube',
    username: '@bakery',
    status: 'published',
    publishedAt: at,
    impressions: post.impressions,
    likes: post.likes,
    comments: 0,
    shares: 0,
    metricsSyncedAt: at,
  });
}
