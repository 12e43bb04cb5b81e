import { sql } from 'drizzle-orm';
import type { SocialNetwork } from '@/shared/social/social';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { socialPosts, socialPostTargets } from '../schema';

/** One account a post carrying the media went to (or is to go to), with the figures its network reported. */
export interface MediaPublication {
  mediaId: string;
  postId: string;
  postStatus: (typeof socialPosts.$inferSelect)['status'];
  scheduledAt: Date | null;
  network: SocialNetwork | null;
  targetStatus: (typeof socialPostTargets.$inferSelect)['status'] | null;
  publishedAt: Date | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  impressions: number | null;
  metricsSyncedAt: Date | null;
}

interface PublicationRow {
  media_id: string;
  post_id: string;
  post_status: MediaPublication['postStatus'];
  scheduled_at: string | Date | null;
  network: SocialNetwork | null;
  target_status: MediaPublication['targetStatus'];
  published_at: string | Date | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  impressions: number | null;
  metrics_synced_at: string | Date | null;
}

const dateOf = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * The workspace's posts that carry any of `mediaIds`, an entry per account they went to: how other
 * areas (the studio's videos) learn where their files were published and what the networks reported.
 */
export async function publicationsOfMedia(db: Database, workspaceId: string, mediaIds: readonly string[]): Promise<MediaPublication[]> {
  if (mediaIds.length === 0) return [];
  const result = await db.execute(sql`
    select used ->> 'id' as media_id, ${socialPosts.id} as post_id, ${socialPosts.status} as post_status,
      ${socialPosts.scheduledAt} as scheduled_at, ${socialPostTargets.network} as network, ${socialPostTargets.status} as target_status,
      ${socialPostTargets.publishedAt} as published_at, ${socialPostTargets.likes} as likes, ${socialPostTargets.comments} as comments,
      ${socialPostTargets.shares} as shares, ${socialPostTargets.impressions} as impressions,
      ${socialPostTargets.metricsSyncedAt} as metrics_synced_at
    from ${socialPosts}
      cross join lateral jsonb_array_elements(${socialPosts.media}) as used
      left join ${socialPostTargets} on ${socialPostTargets.postId} = ${socialPosts.id}
    where ${socialPosts.workspaceId} = ${workspaceId}
      and used ->> 'id' in (${sql.join(
        mediaIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return rowsOf<PublicationRow>(result).map((row) => ({
    mediaId: row.media_id,
    postId: row.post_id,
    postStatus: row.post_status,
    scheduledAt: dateOf(row.scheduled_at),
    network: row.network,
    targetStatus: row.target_status,
    publishedAt: dateOf(row.published_at),
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    impressions: row.impressions,
    metricsSyncedAt: dateOf(row.metrics_synced_at),
  }));
}
