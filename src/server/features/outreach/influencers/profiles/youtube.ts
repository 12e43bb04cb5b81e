// A YouTube channel by its handle, from the YouTube Data API v3 with the instance's API key.
import { z } from 'zod';
import { errorCodes } from '@/shared/error-codes';
import { influencerMessages } from '@/shared/outreach/influencers';
import type { GuardedApi } from '../../../../http/guarded-api';
import { ServiceError } from '../../../../lib/service-error';
import { averagePercent, callPlatform, platformDown, profileNotFound, type ReadProfile } from './platform-profile';

export const youtubeDataOrigin = 'https://www.googleapis.com';

const channelsShape = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({ title: z.string(), customUrl: z.string().optional() }),
        statistics: z.object({ subscriberCount: z.string().optional(), hiddenSubscriberCount: z.boolean().optional() }),
        contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string().optional() }) }).optional(),
      }),
    )
    .default([]),
});
const playlistShape = z.object({ items: z.array(z.object({ contentDetails: z.object({ videoId: z.string() }) })).default([]) });
const videosShape = z.object({
  items: z
    .array(
      z.object({
        statistics: z.object({ viewCount: z.string().optional(), likeCount: z.string().optional(), commentCount: z.string().optional() }),
      }),
    )
    .default([]),
});

/** `apiKey`: read per call, so a key entered in Admin → API Keys works at once. */
export function youtubeProfiles(api: GuardedApi, origin: string, apiKey: () => Promise<string | undefined>): ReadProfile {
  return async (handle) => {
    const key = await apiKey();
    if (!key) throw new ServiceError(409, errorCodes.NETWORK_NOT_CONFIGURED, influencerMessages.youtubeKeyMissing);
    /** `whenMissing`: the answer to a 404, for a list Google does not keep while it is empty. */
    const read = async <T>(path: string, query: Record<string, string>, shape: z.ZodType<T>, whenMissing?: T): Promise<T> => {
      const response = await callPlatform(api, 'youtube', { method: 'GET', url: `${origin}/youtube/v3/${path}`, query: { ...query, key } });
      if (response.status === 404 && whenMissing) return whenMissing;
      const body = shape.safeParse(response.json);
      if (response.status !== 200 || !body.success) throw platformDown('youtube');
      return body.data;
    };

    const [channel] = (await read('channels', { part: 'snippet,statistics,contentDetails', forHandle: handle }, channelsShape)).items;
    if (!channel) throw profileNotFound(handle);
    const { statistics, snippet } = channel;
    const uploads = channel.contentDetails?.relatedPlaylists.uploads;
    const videoIds = uploads
      ? (
          await read('playlistItems', { part: 'contentDetails', playlistId: uploads, maxResults: '20' }, playlistShape, { items: [] })
        ).items.map((item) => item.contentDetails.videoId)
      : [];
    const videos = videoIds.length > 0 ? (await read('videos', { part: 'statistics', id: videoIds.join(',') }, videosShape)).items : [];
    // Per video, likes and comments over views; a video nobody has watched yet says nothing.
    const ratios = videos
      .map(({ statistics: video }) => ({
        views: Number(video.viewCount ?? 0),
        reactions: Number(video.likeCount ?? 0) + Number(video.commentCount ?? 0),
      }))
      .filter((video) => video.views > 0)
      .map((video) => video.reactions / video.views);
    return {
      name: snippet.title,
      followers: statistics.hiddenSubscriberCount || statistics.subscriberCount === undefined ? null : Number(statistics.subscriberCount),
      engagementRate: averagePercent(ratios),
      profileUrl: `https://www.youtube.com/${snippet.customUrl ?? `channel/${channel.id}`}`,
    };
  };
}
