import { and, eq, inArray } from 'drizzle-orm';
import { type StudioBestTime, videosNeededForBestTime } from '@/shared/studio/studio';
import { inTimeZone } from '@/shared/zoned-time';
import type { Database } from '../../../db/database';
import { type MediaPublication, publicationsOfMedia } from '../../social';
import { studioVideoShares } from './schema';

/** Where a video went through the Social Engine, and what the networks reported of it. */
export interface VideoReach {
  /** Its first publication on any account. */
  publishedAt: Date | null;
  /** The first time a post carrying it is scheduled to go out. */
  scheduledAt: Date | null;
  /** Views the networks reported; null when none did. */
  views: number | null;
  /** Likes, comments and shares per view, in percent, over the publications that reported views. */
  engagement: number | null;
}

const notShared: VideoReach = { publishedAt: null, scheduledAt: null, views: null, engagement: null };

/** The reach of the workspace's videos (or of `videoIds`), read from the posts that carry their shared files. */
export async function reachOfVideos(db: Database, workspaceId: string, videoIds?: readonly string[]): Promise<Map<string, VideoReach>> {
  const shares = await db
    .select({ videoId: studioVideoShares.videoId, mediaId: studioVideoShares.mediaId })
    .from(studioVideoShares)
    .where(and(eq(studioVideoShares.workspaceId, workspaceId), videoIds ? inArray(studioVideoShares.videoId, [...videoIds]) : undefined));
  const publications = await publicationsOfMedia(
    db,
    workspaceId,
    shares.map((share) => share.mediaId),
  );
  const byVideo = new Map<string, MediaPublication[]>();
  for (const { videoId, mediaId } of shares) {
    const own = publications.filter((publication) => publication.mediaId === mediaId);
    byVideo.set(videoId, [...(byVideo.get(videoId) ?? []), ...own]);
  }
  return new Map([...byVideo].map(([videoId, carried]) => [videoId, reachFrom(carried)]));
}

export function reachOf(reach: Map<string, VideoReach>, videoId: string): VideoReach {
  return reach.get(videoId) ?? notShared;
}

function reachFrom(publications: MediaPublication[]): VideoReach {
  const published = publications.filter((publication) => publication.targetStatus === 'published' && publication.publishedAt);
  const upcoming = publications
    .filter((publication) => publication.postStatus === 'scheduled' && publication.scheduledAt)
    .map((publication) => publication.scheduledAt!.getTime());
  const measured = published.filter((publication) => publication.metricsSyncedAt && publication.impressions !== null);
  const views = measured.length ? measured.reduce((total, publication) => total + publication.impressions!, 0) : null;
  const interactions = measured.reduce(
    (total, publication) => total + (publication.likes ?? 0) + (publication.comments ?? 0) + (publication.shares ?? 0),
    0,
  );
  return {
    publishedAt: published.length ? new Date(Math.min(...published.map((publication) => publication.publishedAt!.getTime()))) : null,
    scheduledAt: upcoming.length ? new Date(Math.min(...upcoming)) : null,
    views,
    engagement: views ? Math.round((interactions / views) * 1000) / 10 : null,
  };
}

/**
 * The weekday and two hours whose videos drew the most engagement on average, by each video's first
 * publication on `timeZone`'s clocks; nothing until enough published videos have views.
 */
export function bestTimeToPublish(reaches: Iterable<VideoReach>, timeZone: string): StudioBestTime {
  const measured = [...reaches].filter((reach) => reach.publishedAt && reach.engagement !== null);
  const base = { timeZone, basedOn: measured.length, needed: videosNeededForBestTime };
  if (measured.length < videosNeededForBestTime) return { ...base, best: null };
  const slots = new Map<string, { weekday: number; startHour: number; videos: number; total: number }>();
  for (const reach of measured) {
    const local = inTimeZone(reach.publishedAt!, timeZone);
    const weekday = local.getDay();
    const startHour = Math.floor(local.getHours() / 2) * 2;
    const slot = slots.get(`${weekday}-${startHour}`) ?? { weekday, startHour, videos: 0, total: 0 };
    slot.videos += 1;
    slot.total += reach.engagement!;
    slots.set(`${weekday}-${startHour}`, slot);
  }
  const average = measured.reduce((total, reach) => total + reach.engagement!, 0) / measured.length;
  const [best] = [...slots.values()]
    .map((slot) => ({ ...slot, engagement: slot.total / slot.videos }))
    .sort((a, b) => b.engagement - a.engagement || b.videos - a.videos);
  return {
    ...base,
    best: {
      weekday: best!.weekday,
      startHour: best!.startHour,
      engagement: Math.round(best!.engagement * 10) / 10,
      lift: average > 0 ? Math.round((best!.engagement / average - 1) * 100) : 0,
    },
  };
}
