import { z } from 'zod';
import type { ApiResponse } from '../../../http/guarded-api';
import type { FailureReader, OAuthApi, OAuthErrorAnswer } from './oauth-api';
import { oauthNetworks } from './oauth-networks';
import { mediaProblem } from '@/shared/social/social';
import { NetworkError, type MediaFile, type PostMetrics, type PublishedPost, type PublishRequest } from './types';
import { beforePosting } from './network-errors';

const tweetCreatedAnswer = z.object({ data: z.object({ id: z.string() }) });
// Tweets that are gone are named in `errors`, the others listed in `data` (absent when none is left).
const tweetsAnswer = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        public_metrics: z.object({
          like_count: z.number(),
          reply_count: z.number(),
          retweet_count: z.number(),
          quote_count: z.number(),
          impression_count: z.number().optional(),
        }),
      }),
    )
    .optional(),
});
const lookupLimit = 100;
// Upload, initialize, finalize and status all answer the media's id and, while X works on it, its processing state.
const mediaAnswer = z.object({
  data: z.object({
    id: z.string(),
    processing_info: z.object({ state: z.string(), check_after_secs: z.number().optional() }).optional(),
  }),
});
type UploadedMedia = z.infer<typeof mediaAnswer>['data'];
// X explains a request it finds invalid (400) in `errors`, under a general title and detail.
const invalidRequestAnswer = z.object({
  errors: z.array(z.object({ message: z.string().optional(), detail: z.string().optional() })).optional(),
});

/** Pieces of an animated GIF's chunked upload. */
const chunkBytes = 4 * 1024 * 1024;
/** A GIF is processed after its upload: ask a few times, waiting as X says, for at most a few seconds in all. */
const processingChecks = { attempts: 3, totalWaitMs: 5000 };

/** X's API v2 for an account Uplift holds a user token of: posting (with images) and reading a post's public metrics. */
export function createXClient(oauth: OAuthApi) {
  const url = (path: string) => oauth.endpoint('twitter', `${oauthNetworks.twitter.apiUrl}${path}`);
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  const readFailure: FailureReader = (response, answer) => {
    // X answers 403 for a post it refuses (duplicate or too long text); a bad token is its 401.
    if (response.status === 403)
      return new NetworkError(`X refused the post: ${answer?.detail ?? answer?.title ?? 'forbidden'}`, 'rejected');
    if (response.status === 400) return new NetworkError(`X refused the post: ${invalidReason(response, answer)}`, 'rejected');
    // X may have made the post before a 5xx answered: no retry may post it again (ADR 022).
    if (response.status >= 500) return new NetworkError(`X is unavailable (HTTP ${response.status}).`, 'transient', undefined, true);
    return undefined;
  };
  // A 401 (or 403: a token from before Uplift asked for media.write) means connecting again, and 429 or 5xx later, as for any call.
  const mediaFailure: FailureReader = (response, answer) =>
    response.status === 400 ? new NetworkError(`X refused the image: ${invalidReason(response, answer)}`, 'rejected') : undefined;

  async function upload(accessToken: string, file: MediaFile, index: number): Promise<string> {
    const filename = `image-${index + 1}.${file.mimeType.split('/')[1] ?? 'bin'}`;
    let media: UploadedMedia;
    if (file.mimeType === 'image/gif') {
      // The one-call upload takes still images only; an animated GIF goes in chunks.
      const started = await oauth.send({
        method: 'POST',
        url: url('/2/media/upload/initialize'),
        headers: bearer(accessToken),
        body: { json: { media_type: file.mimeType, total_bytes: file.data.length, media_category: 'tweet_gif' } },
      });
      const { id } = oauth.read('twitter', started, mediaAnswer, mediaFailure).data;
      for (let segment = 0; segment * chunkBytes < file.data.length; segment++) {
        const chunk = file.data.subarray(segment * chunkBytes, (segment + 1) * chunkBytes);
        const appended = await oauth.send({
          method: 'POST',
          url: url(`/2/media/upload/${encodeURIComponent(id)}/append`),
          headers: bearer(accessToken),
          body: {
            multipart: [
              { name: 'segment_index', value: String(segment) },
              { name: 'media', data: chunk, filename, contentType: file.mimeType },
            ],
          },
        });
        oauth.read('twitter', appended, z.unknown(), mediaFailure);
      }
      const finalized = await oauth.send({
        method: 'POST',
        url: url(`/2/media/upload/${encodeURIComponent(id)}/finalize`),
        headers: bearer(accessToken),
      });
      media = oauth.read('twitter', finalized, mediaAnswer, mediaFailure).data;
    } else {
      const uploaded = await oauth.send({
        method: 'POST',
        url: url('/2/media/upload'),
        headers: bearer(accessToken),
        body: {
          multipart: [
            { name: 'media_category', value: 'tweet_image' },
            { name: 'media_type', value: file.mimeType },
            { name: 'media', data: file.data, filename, contentType: file.mimeType },
          ],
        },
      });
      media = oauth.read('twitter', uploaded, mediaAnswer, mediaFailure).data;
    }
    await processed(accessToken, media);
    if (file.altText) {
      const described = await oauth.send({
        method: 'POST',
        url: url('/2/media/metadata'),
        headers: bearer(accessToken),
        body: { json: { id: media.id, metadata: { alt_text: { text: file.altText } } } },
      });
      oauth.read('twitter', described, z.unknown(), mediaFailure);
    }
    return media.id;
  }

  /** A post naming media X is still processing is refused, so wait for it; still processing after that: try the post again later. */
  async function processed(accessToken: string, media: UploadedMedia): Promise<void> {
    let waitedMs = 0;
    for (let check = 0; media.processing_info && media.processing_info.state !== 'succeeded'; check++) {
      if (media.processing_info.state === 'failed') throw new NetworkError('X could not process the image.', 'rejected');
      const waitMs = Math.max(0, media.processing_info.check_after_secs ?? 1) * 1000;
      if (check === processingChecks.attempts || waitedMs + waitMs > processingChecks.totalWaitMs) {
        throw new NetworkError('X is still processing the image; Uplift will try again.', 'transient');
      }
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      waitedMs += waitMs;
      const status = await oauth.send({
        method: 'GET',
        url: url('/2/media/upload'),
        query: { command: 'STATUS', media_id: media.id },
        headers: bearer(accessToken),
      });
      media = oauth.read('twitter', status, mediaAnswer, mediaFailure).data;
    }
  }

  return {
    /**
     * X does not honour an idempotency key, so a retry after a lost answer can post again; callers retry
     * only what failed before being sent. Images go up first: they post nothing, so their failures never may have.
     */
    async publish(accessToken: string, request: PublishRequest): Promise<PublishedPost> {
      const problem = imagesProblem(request.media);
      if (problem) throw new NetworkError(problem, 'rejected');
      const mediaIds: string[] = [];
      for (const [index, file] of request.media.entries()) mediaIds.push(await beforePosting(() => upload(accessToken, file, index)));
      const response = await oauth.send({
        method: 'POST',
        url: url('/2/tweets'),
        headers: bearer(accessToken),
        body: { json: { text: request.text, ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}) } },
      });
      const { id } = oauth.read('twitter', response, tweetCreatedAnswer, readFailure).data;
      return { remoteId: id, url: `https://x.com/i/web/status/${id}` };
    },

    /** Figures of published posts, 100 a request (X's lookup takes that many ids); a post no longer on X is left out. */
    async metrics(accessToken: string, remoteIds: readonly string[]): Promise<Map<string, PostMetrics>> {
      const figures = new Map<string, PostMetrics>();
      for (let start = 0; start < remoteIds.length; start += lookupLimit) {
        const response = await oauth.send({
          method: 'GET',
          url: url('/2/tweets'),
          query: { ids: remoteIds.slice(start, start + lookupLimit).join(','), 'tweet.fields': 'public_metrics' },
          headers: bearer(accessToken),
        });
        for (const tweet of oauth.read('twitter', response, tweetsAnswer).data ?? []) {
          const metrics = tweet.public_metrics;
          figures.set(tweet.id, {
            likes: metrics.like_count,
            comments: metrics.reply_count,
            shares: metrics.retweet_count + metrics.quote_count,
            impressions: metrics.impression_count ?? null,
          });
        }
      }
      return figures;
    },
  };
}

export type XClient = ReturnType<typeof createXClient>;

/** Why X would refuse these images, by the composer's own rules, checked again before anything is sent. */
function imagesProblem(media: readonly MediaFile[]): string | null {
  return mediaProblem(
    'twitter',
    media.map((file, index) => ({
      name: `image ${index + 1}`,
      kind: 'image',
      mimeType: file.mimeType,
      size: file.data.length,
      altText: file.altText,
    })),
  );
}

function invalidReason(response: ApiResponse, answer: OAuthErrorAnswer | undefined): string {
  const reasons = invalidRequestAnswer.safeParse(response.json).data?.errors?.flatMap((error) => error.message ?? error.detail ?? []) ?? [];
  return reasons.length ? reasons.join(' ') : (answer?.detail ?? answer?.title ?? `HTTP ${response.status}`);
}
