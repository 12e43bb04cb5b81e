/**
 * YouTube Data API v3 for a channel Uplift holds a Google token of (youtube.upload, youtube.readonly):
 * a post's video uploaded as a public video, the post's first line its title and the rest its
 * description; the videos' figures; the comments on the channel's videos.
 * Google keeps private every video uploaded through an API project (created since July 2020) it has
 * not audited, whatever the upload asks: the operator's project must pass Google's audit for public videos.
 * YouTube has no idempotency key, but makes a video only when its upload completes: everything
 * before the request that sends the last bytes posts nothing, and the session says afterwards
 * whether that request made the video (ADR 022).
 */
import { z } from 'zod';
import type { ApiResponse } from '../../../http/guarded-api';
import type { FailureReader, OAuthApi } from './oauth-api';
import { oauthNetworks } from './oauth-networks';
import { beforePosting } from './network-errors';
import {
  type EngagementItem,
  NetworkError,
  type PostMetrics,
  type PublishedPost,
  type PublishRequest,
  type VideoFile,
  youtubeVideoText,
} from './types';

/** YouTube's "People & Blogs", the category its own upload page starts with; a video must have one. */
const peopleAndBlogs = '22';
/** videos.list takes at most 50 ids a request. */
const idsPerRequest = 50;
/** One read of comments: the latest threads on the channel's videos. More new ones than that between two syncs, the older are not read. */
const commentThreadsPerSync = 100;
/** A stored piece (8 MiB) may take minutes on a slow uplink: at this limit, 0.25 Mbit/s still gets it through. */
const pieceTimeoutMs = 5 * 60_000;
/** Answers in a row that keep none of a piece's bytes before the upload is left for a later attempt. */
const maxStalledPieceSends = 3;
/**
 * A publish still running after 15 minutes is taken as interrupted (the publisher's claim), and an
 * interrupted YouTube post fails with "check the account": no bytes go once the upload has run
 * `uploadBudgetMs`, and the last bytes' request, with the question that may follow it, ends by `uploadDeadlineMs`.
 */
const uploadBudgetMs = 8 * 60_000;
const uploadDeadlineMs = 14 * 60_000;
/** Asking a session what it holds sends no bytes: a short wait. */
const statusTimeoutMs = 30_000;

const googleErrorAnswer = z.object({
  error: z.object({
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional(), message: z.string().optional() })).optional(),
  }),
});

/** Google's `{ error: { code, message, errors: [{ reason, message }] } }`: the first reason and what it says, without the links it marks up. */
function googleError(response: ApiResponse): { reason?: string; message?: string } {
  const error = googleErrorAnswer.safeParse(response.json).data?.error;
  const [first] = error?.errors ?? [];
  return { reason: first?.reason, message: (first?.message ?? error?.message)?.replace(/<[^>]*>/g, '') };
}

/** What Google's reasons mean for the person who scheduled the post, where its own message would not say. */
const refusalReasons: Record<string, string> = {
  quotaExceeded:
    "this Uplift's YouTube API quota for the day is used up, so trying again within minutes will not help; Google renews it at midnight Pacific time",
  uploadLimitExceeded: "the channel has reached YouTube's daily limit of uploads; try again tomorrow",
  youtubeSignupRequired: 'the Google account has no YouTube channel yet; create one on YouTube, then try again',
  invalidTitle: "YouTube does not accept the video's title (the first line of the post)",
  invalidDescription: "YouTube does not accept the video's description (the text after the post's first line)",
  mediaBodyRequired: 'the upload arrived without the video',
};
// A token without the scope the call needs (Google's granular consent lets a user leave one out).
const permissionReasons = new Set(['insufficientPermissions', 'forbidden']);
// Google's own "slow down", which it answers with 403.
const throttleReasons = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);

/**
 * Reads Google's error answer before the general rules: a missing permission means reconnecting,
 * YouTube's other 403s and 4xx refuse this request for good. `mayHaveTaken`: the request sends the
 * upload's bytes, so a 5xx may have come after YouTube kept them (and, with the last, made the video).
 */
function youtubeFailure(refusing: string, options: { mayHaveTaken?: boolean } = {}): FailureReader {
  return (response) => {
    const { status } = response;
    const { reason, message } = googleError(response);
    const said = (message ?? reason ?? `HTTP ${status}`).replace(/\.$/, '');
    const known = reason ? refusalReasons[reason] : undefined;
    if (known) return new NetworkError(`YouTube refused ${refusing}: ${known}.`, 'rejected');
    if (reason && throttleReasons.has(reason))
      return new NetworkError("YouTube is limiting Uplift's requests; Uplift will try again.", 'transient');
    if (status === 401 || (status === 403 && reason && permissionReasons.has(reason)))
      return new NetworkError(`YouTube refused the account's authorisation: ${said}.`, 'auth');
    if (status >= 400 && status < 500 && status !== 429) return new NetworkError(`YouTube refused ${refusing}: ${said}.`, 'rejected');
    if (status >= 500 && options.mayHaveTaken)
      return new NetworkError(`YouTube is unavailable (HTTP ${status}).`, 'transient', undefined, true);
    // 429 and other 5xx: the general rules, which read Retry-After.
    return undefined;
  };
}

/** A read that needs youtube.readonly, from an account whose owner left it out at consent: nothing to read, not a disconnect. */
function isMissingPermission(response: ApiResponse): boolean {
  return response.status === 403 && permissionReasons.has(googleError(response).reason ?? '');
}

const videoAnswer = z.object({ id: z.string() });
/** Where an upload stands: the bytes YouTube holds, or the video it made once it had them all. */
type UploadProgress = { kept: number } | { id: string };
/** An upload under way: its session, and when it began (the budget counts from there). */
type Upload = { accessToken: string; session: URL; video: VideoFile; startedAt: number };
// YouTube writes its counts as strings, and leaves out one the owner hides (likes) or that cannot be (comments, when disabled).
const count = z.string().regex(/^\d+$/).transform(Number).optional();
const statisticsAnswer = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        statistics: z.object({ viewCount: count, likeCount: count, commentCount: count }),
      }),
    )
    .optional(),
});
const threadsAnswer = z.object({
  items: z
    .array(
      z.object({
        snippet: z.object({
          videoId: z.string().optional(),
          topLevelComment: z.object({
            id: z.string(),
            snippet: z.object({
              authorDisplayName: z.string().optional(),
              authorChannelUrl: z.string().optional(),
              authorChannelId: z.object({ value: z.string() }).optional(),
              // The raw text is given only where Google lets the token see it; textDisplay always.
              textOriginal: z.string().optional(),
              textDisplay: z.string().optional(),
              publishedAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
            }),
          }),
        }),
      }),
    )
    .optional(),
});

/** The bytes YouTube holds, from a 308's `Range: bytes=0-N`; none without one. */
function bytesKept(range: string | undefined): number {
  const last = /^bytes=0-(\d+)$/.exec(range ?? '')?.[1];
  return last === undefined ? 0 : Number(last) + 1;
}

/** A commenter's channel, as a link Uplift can show: YouTube's own, written with http in older answers. */
function channelLink(address: string | undefined): string | null {
  try {
    const url = new URL(address ?? '');
    if (url.hostname !== 'www.youtube.com' && url.hostname !== 'youtube.com') return null;
    url.protocol = 'https:';
    return url.href;
  } catch {
    return null;
  }
}

/** `now`: the clock the upload's budget reads (a test's, to let minutes pass at once). */
export function createYouTubeClient(oauth: OAuthApi, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const url = (path: string) => oauth.endpoint('youtube', `${oauthNetworks.youtube.apiUrl}${path}`);
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  const preparing = youtubeFailure('the video');
  const sendingBytes = youtubeFailure('the video', { mayHaveTaken: true });

  /** Opens a resumable upload with the video's title, description and privacy; answers the session's address. */
  async function startUpload(accessToken: string, request: PublishRequest, video: VideoFile): Promise<URL> {
    const { title, description } = youtubeVideoText(request.text);
    const response = await oauth.send({
      method: 'POST',
      url: url('/upload/youtube/v3/videos'),
      query: { uploadType: 'resumable', part: 'snippet,status' },
      headers: { ...bearer(accessToken), 'x-upload-content-length': String(video.size), 'x-upload-content-type': video.mimeType },
      body: { json: { snippet: { title, description, categoryId: peopleAndBlogs }, status: { privacyStatus: 'public' } } },
    });
    oauth.read('youtube', response, z.unknown(), preparing);
    let session: URL;
    try {
      session = new URL(response.headers.location ?? '');
    } catch {
      throw new NetworkError('YouTube sent an answer Uplift could not read.', 'transient');
    }
    // The video goes with the channel's token: only ever to Google, whatever an answer says.
    const host = session.hostname;
    if (session.protocol !== 'https:' || !(host === 'googleapis.com' || host.endsWith('.googleapis.com'))) {
      throw new NetworkError(
        `YouTube answered an upload address outside Google (${host}): Uplift did not send the video there.`,
        'rejected',
      );
    }
    // The session's address is on Google's host, answered by the fake in tests.
    return oauth.endpoint('youtube', session.href);
  }

  /** Sends `bytes` from `from` on: answers how many bytes YouTube now holds (308), or the video once the upload is complete. */
  async function sendBytes(
    { accessToken, session, video }: Upload,
    from: number,
    bytes: Buffer,
    timeoutMs: number,
  ): Promise<UploadProgress> {
    const response = await oauth.send({
      method: 'PUT',
      url: session,
      headers: { ...bearer(accessToken), 'content-range': `bytes ${from}-${from + bytes.length - 1}/${video.size}` },
      body: { raw: bytes, contentType: video.mimeType },
      acceptRedirectStatus: true,
      timeoutMs,
    });
    if (response.status === 308) return { kept: bytesKept(response.headers.range) };
    // An upload session lasts about a week; an expired one made no video and is started again.
    if (response.status === 404)
      throw new NetworkError("YouTube's upload session expired; Uplift will start the upload again.", 'transient');
    return oauth.read('youtube', response, videoAnswer, sendingBytes);
  }

  /** Asks the session what it holds (an empty PUT): undefined when it does not say (no answer, 404, 5xx). */
  async function askProgress({ accessToken, session, video }: Upload): Promise<UploadProgress | undefined> {
    const response = await oauth
      .send({
        method: 'PUT',
        url: session,
        headers: { ...bearer(accessToken), 'content-length': '0', 'content-range': `bytes */${video.size}` },
        acceptRedirectStatus: true,
        timeoutMs: statusTimeoutMs,
      })
      .catch(() => undefined);
    if (response?.status === 308) return { kept: bytesKept(response.headers.range) };
    if (response?.status === 200 || response?.status === 201) return videoAnswer.safeParse(response.json).data;
    return undefined;
  }

  /**
   * Sends a piece's bytes from `from` on, within the upload's budget. A request that may have
   * reached YouTube without a readable answer (a timeout, a lost connection, a 5xx) is followed by
   * asking the session what came of it: the upload carries on from the bytes it kept, and last bytes
   * that made no video leave a safe retry rather than a "maybe".
   */
  async function sendPiece(upload: Upload, from: number, bytes: Buffer, last: boolean): Promise<UploadProgress> {
    const elapsed = now() - upload.startedAt;
    if (elapsed > uploadBudgetMs)
      throw new NetworkError('The video is taking too long to reach YouTube; Uplift will try again.', 'transient');
    const timeoutMs = last ? Math.min(pieceTimeoutMs, uploadDeadlineMs - statusTimeoutMs - elapsed) : pieceTimeoutMs;
    try {
      return await sendBytes(upload, from, bytes, timeoutMs);
    } catch (error) {
      if (!(error instanceof NetworkError && error.maybeDelivered)) throw error;
      const progress = await askProgress(upload);
      if (!progress) throw error;
      if (last && 'kept' in progress)
        throw new NetworkError('YouTube did not complete the upload and made no video; Uplift will try again.', 'transient');
      return progress;
    }
  }

  /**
   * The video's pieces in order, each from where YouTube says it stopped keeping bytes (it may keep
   * fewer than sent). Only the request that sends the last bytes can make the video: the others run
   * through beforePosting.
   */
  async function sendPieces(upload: Upload): Promise<string> {
    const { video } = upload;
    let start = 0;
    let kept = 0;
    for await (const piece of video.pieces()) {
      const end = start + piece.length;
      if (end > video.size) break;
      const last = end === video.size;
      let stalled = 0;
      while (kept < end) {
        // Bytes of an earlier piece lost: Uplift reads each piece once, so the upload starts over at the next attempt.
        if (kept < start) throw new NetworkError('YouTube lost part of the video during the upload; Uplift will try again.', 'transient');
        const send = () => sendPiece(upload, kept, piece.subarray(kept - start), last);
        const answer = last ? await send() : await beforePosting(send);
        if ('id' in answer) return answer.id;
        stalled = answer.kept > kept ? 0 : stalled + 1;
        if (stalled === maxStalledPieceSends)
          throw new NetworkError('YouTube is not taking the video; Uplift will try again.', 'transient');
        kept = answer.kept;
      }
      start = end;
    }
    throw new NetworkError(
      `Uplift could not read the whole video (${video.size} bytes) from its storage; add the video to the post again.`,
      'rejected',
    );
  }

  return {
    /**
     * A public video on the channel. A timeout, a lost connection, a 5xx or an unreadable answer to
     * the last bytes, when the session cannot then say whether it made the video, may hide one that
     * was made (maybeDelivered); any failure before them made none.
     */
    async publish(accessToken: string, request: PublishRequest): Promise<PublishedPost> {
      const video = request.video;
      if (!video) throw new NetworkError('YouTube takes a video: add one to the post.', 'rejected');
      const startedAt = now();
      const session = await beforePosting(() => startUpload(accessToken, request, video));
      const id = await sendPieces({ accessToken, session, video, startedAt });
      return { remoteId: id, url: `https://www.youtube.com/watch?v=${encodeURIComponent(id)}` };
    },

    /** Likes, comments and views, 50 videos a request; a video no longer on YouTube is left out. */
    async metrics(accessToken: string, remoteIds: readonly string[]): Promise<Map<string, PostMetrics>> {
      const figures = new Map<string, PostMetrics>();
      for (let first = 0; first < remoteIds.length; first += idsPerRequest) {
        const response = await oauth.send({
          method: 'GET',
          url: url('/youtube/v3/videos'),
          query: { part: 'statistics', id: remoteIds.slice(first, first + idsPerRequest).join(',') },
          headers: bearer(accessToken),
        });
        if (isMissingPermission(response)) return new Map();
        for (const { id, statistics } of oauth.read('youtube', response, statisticsAnswer, youtubeFailure("to show the videos' figures"))
          .items ?? []) {
          figures.set(id, {
            likes: statistics.likeCount ?? null,
            comments: statistics.commentCount ?? null,
            shares: null,
            impressions: statistics.viewCount ?? null,
          });
        }
      }
      return figures;
    },

    /**
     * Comments on the channel's videos made after `since`, newest first, in one request; the
     * channel's own are left out. A channel whose comments are disabled has none to read.
     */
    async comments(accessToken: string, channelId: string, since: Date | undefined): Promise<EngagementItem[]> {
      const response = await oauth.send({
        method: 'GET',
        url: url('/youtube/v3/commentThreads'),
        // Plain text: the HTML form marks up links and escapes characters Uplift shows as they were written.
        query: {
          part: 'snippet',
          allThreadsRelatedToChannelId: channelId,
          order: 'time',
          maxResults: String(commentThreadsPerSync),
          textFormat: 'plainText',
        },
        headers: bearer(accessToken),
      });
      if (isMissingPermission(response) || (response.status === 403 && googleError(response).reason === 'commentsDisabled')) return [];
      const threads = oauth.read('youtube', response, threadsAnswer, youtubeFailure('to list the comments')).items ?? [];
      return threads
        .flatMap(({ snippet: { videoId, topLevelComment: comment } }): EngagementItem[] => {
          const said = comment.snippet;
          if (!videoId || said.authorChannelId?.value === channelId || (since && said.publishedAt <= since)) return [];
          return [
            {
              remoteId: comment.id,
              kind: 'reply',
              author: said.authorDisplayName ?? 'A YouTube user',
              authorUrl: channelLink(said.authorChannelUrl),
              text: said.textOriginal ?? said.textDisplay ?? '',
              url: `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}&lc=${encodeURIComponent(comment.id)}`,
              createdAt: said.publishedAt,
              inReplyToRemoteId: videoId,
            },
          ];
        })
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
  };
}

export type YouTubeClient = ReturnType<typeof createYouTubeClient>;
