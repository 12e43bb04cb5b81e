import { and, eq } from 'drizzle-orm';
import type { SampleTransaction } from '../../../sample-workspace/sample-rows';
import { socialAccounts, socialMedia, socialMediaPieces, socialPosts, socialPostTargets } from '../schema';

/** A video of another area (the studio's sample) as the Sample workspace published it on X. */
export interface SampleVideoPost {
  content: string;
  video: { bytes: Buffer; filename: string; width: number; height: number; durationMs: number };
  publishedAt: Date;
  figures: { views: number; likes: number; comments: number; shares: number };
}

/**
 * Posts carrying sample videos, published on the Sample workspace's X account with the figures a sync
 * read; answers each video's media id, in order. Written after the Social Engine's own sample rows
 * (its account exists). The files take no one's storage: a Sample workspace pays for itself.
 */
export async function insertSampleVideoPosts(
  tx: SampleTransaction,
  scope: { workspaceId: string; userId: string; now: Date },
  posts: readonly SampleVideoPost[],
): Promise<string[]> {
  const { workspaceId, userId, now } = scope;
  const [account] = await tx
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.workspaceId, workspaceId), eq(socialAccounts.network, 'twitter')));
  if (!account) throw new Error('The Sample workspace has no X account to publish its videos on');
  const mediaIds: string[] = [];
  for (const post of posts) {
    const { video, figures, publishedAt } = post;
    const [media] = await tx
      .insert(socialMedia)
      .values({
        workspaceId,
        allowanceWorkspaceId: workspaceId,
        createdBy: userId,
        filename: video.filename,
        mimeType: 'video/mp4',
        size: video.bytes.length,
        width: video.width,
        height: video.height,
        durationMs: video.durationMs,
        createdAt: publishedAt,
      })
      .returning({ id: socialMedia.id });
    await tx.insert(socialMediaPieces).values({ mediaId: media!.id, position: 0, data: video.bytes });
    const [row] = await tx
      .insert(socialPosts)
      .values({
        workspaceId,
        createdBy: userId,
        content: post.content,
        status: 'published',
        media: [{ id: media!.id, altText: '', kind: 'video' }],
        scheduledAt: publishedAt,
        publishedAt,
        createdAt: publishedAt,
      })
      .returning({ id: socialPosts.id });
    await tx.insert(socialPostTargets).values({
      postId: row!.id,
      workspaceId,
      accountId: account.id,
      network: account.network,
      username: account.username,
      status: 'published',
      attempts: 1,
      remoteId: `sample-video-${row!.id}`,
      publishedAt,
      likes: figures.likes,
      comments: figures.comments,
      shares: figures.shares,
      impressions: figures.views,
      metricsSyncedAt: new Date(now.getTime() - 12 * 60_000),
    });
    mediaIds.push(media!.id);
  }
  return mediaIds;
}
