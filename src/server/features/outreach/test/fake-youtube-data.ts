// The YouTube Data API v3 reads Uplift makes of an influencer's channel, keyed as Google's are:
// channels (by handle), the uploads playlist's items, and the videos' statistics.
import { type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';

export interface FakeYouTubeChannel {
  handle: string;
  title: string;
  subscribers: number;
  hiddenSubscribers?: boolean;
  /** Views, likes and comments of each recent upload. */
  videos: { views: number; likes: number; comments: number }[];
}

export interface FakeYouTubeData {
  origin: string;
  received: ReceivedRequest[];
  /** The only key the API accepts. */
  apiKey: string;
  addChannel(channel: FakeYouTubeChannel): void;
  close(): Promise<void>;
}

export async function startFakeYouTubeData(): Promise<FakeYouTubeData> {
  const apiKey = 'AIzaFakeYouTubeDataKey';
  const channels = new Map<string, FakeYouTubeChannel & { id: string }>();
  const videos = new Map<string, FakeYouTubeChannel['videos'][number]>();
  const list = (items: unknown[]) => ({ kind: 'youtube#listResponse', pageInfo: { totalResults: items.length }, items });

  const server = await startFakeHttp((request, response) => {
    if (request.query.get('key') !== apiKey) {
      return sendJson(response, 400, {
        error: { code: 400, message: 'API key not valid. Please pass a valid API key.', errors: [{ reason: 'badRequest' }] },
      });
    }
    if (request.path === '/youtube/v3/channels') {
      const channel = channels.get((request.query.get('forHandle') ?? '').replace(/^@/, '').toLowerCase());
      // Google leaves `items` out when no channel has the handle.
      if (!channel) return sendJson(response, 200, { kind: 'youtube#channelListResponse', pageInfo: { totalResults: 0 } });
      return sendJson(
        response,
        200,
        list([
          {
            id: channel.id,
            snippet: { title: channel.title, customUrl: `@${channel.handle.toLowerCase()}` },
            statistics: {
              ...(channel.hiddenSubscribers ? {} : { subscriberCount: String(channel.subscribers) }),
              hiddenSubscriberCount: Boolean(channel.hiddenSubscribers),
              videoCount: String(channel.videos.length),
            },
            contentDetails: { relatedPlaylists: { uploads: `UU${channel.id.slice(2)}` } },
          },
        ]),
      );
    }
    if (request.path === '/youtube/v3/playlistItems') {
      const channel = [...channels.values()].find((item) => `UU${item.id.slice(2)}` === request.query.get('playlistId'));
      // A channel without videos has no uploads playlist yet.
      if (!channel?.videos.length) {
        return sendJson(response, 404, {
          error: {
            code: 404,
            message: "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
            errors: [{ reason: 'playlistNotFound' }],
          },
        });
      }
      const count = Math.min(channel.videos.length, Number(request.query.get('maxResults') ?? 5));
      return sendJson(
        response,
        200,
        list(channel.videos.slice(0, count).map((_, index) => ({ contentDetails: { videoId: `${channel.id}-${index}` } }))),
      );
    }
    if (request.path === '/youtube/v3/videos') {
      const ids = (request.query.get('id') ?? '').split(',');
      return sendJson(
        response,
        200,
        list(
          ids.flatMap((id) => {
            const video = videos.get(id);
            return video
              ? [
                  {
                    id,
                    statistics: { viewCount: String(video.views), likeCount: String(video.likes), commentCount: String(video.comments) },
                  },
                ]
              : [];
          }),
        ),
      );
    }
    return sendJson(response, 404, { error: { code: 404, message: 'Not Found' } });
  });
  let lastId = 0;
  return {
    origin: server.origin,
    received: server.received,
    apiKey,
    addChannel(channel) {
      const id = `UC${String(++lastId).padStart(22, '0')}`;
      channels.set(channel.handle.toLowerCase(), { ...channel, id });
      channel.videos.forEach((video, index) => videos.set(`${id}-${index}`, video));
    },
    close: server.close,
  };
}
