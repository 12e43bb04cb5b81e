// X's API v2 as the fake OAuth server answers it: media uploads (one call for an image, in chunks for an
// animated GIF) with alt text, posting a tweet with them, and reading a tweet's public metrics.
import type { ServerResponse } from 'node:http';
import { type ReceivedRequest, sendJson } from '../../../test/fake-http';
import type { FakeApiContext } from './fake-api-context';

export interface FakeTweet {
  text: string;
  mediaIds: string[];
  likes: number;
  replies: number;
  retweets: number;
  quotes: number;
  impressions: number;
}

export interface FakeXMedia {
  category: string;
  mimeType: string;
  altText: string | null;
  /** The bytes X holds: the whole file once uploaded, the chunks appended so far while a chunked upload is open. */
  data: Buffer;
  /** initialized: chunks may be appended; processing: finalized, answering status checks; ready: a tweet may name it. */
  state: 'initialized' | 'processing' | 'ready';
  declaredBytes: number;
  segments: Map<number, Buffer>;
  checksLeft: number;
}

const problemType = 'https://api.twitter.com/2/problems/invalid-request';
/** X's answer to a request it finds invalid: each reason in `errors`, under one title and detail. */
const invalidRequest = (message: string, parameters?: Record<string, unknown>) => ({
  errors: [{ ...(parameters ? { parameters } : {}), message }],
  title: 'Invalid Request',
  detail: 'One or more parameters to your request was invalid.',
  type: problemType,
});

/** What X takes per media category: still images in one call, an animated GIF in chunks. */
const categories: Record<string, { types: readonly string[]; maxBytes: number; keyPrefix: string; chunked: boolean }> = {
  tweet_image: { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 5 * 1024 * 1024, keyPrefix: '3', chunked: false },
  tweet_gif: { types: ['image/gif'], maxBytes: 15 * 1024 * 1024, keyPrefix: '16', chunked: true },
};
const altTextLimit = 1000;

/** The image type its first bytes say, whatever the request declares. */
function imageTypeOf(data: Buffer): string | undefined {
  if (data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (/^GIF8[79]a/.test(data.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

export function fakeXApi() {
  const tweets = new Map<string, FakeTweet>();
  const media = new Map<string, FakeXMedia>();
  let lastTweet = 1_800_000_000_000_000_000n;
  let lastMedia = 1_880_000_000_000_000_000n;
  /** When set, the next tweet is refused for the rate limit, whose window ends then. */
  let tweetLimitResetAt: Date | undefined;

  const mediaJson = (id: string, item: FakeXMedia) => ({
    id,
    media_key: `${categories[item.category]?.keyPrefix ?? '3'}_${id}`,
    size: item.data.length,
    expires_after_secs: 86400,
    ...(item.state === 'processing' ? { processing_info: { state: 'pending', check_after_secs: api.processingCheckAfterSecs } } : {}),
  });
  /** Whether the bytes are an image of the declared type and within the category's size. */
  const imageProblem = (data: Buffer, declared: string, category: string): string | undefined => {
    const rules = categories[category];
    if (!rules) return `media_category ${category} is not supported.`;
    const actual = imageTypeOf(data);
    if (!actual || !rules.types.includes(actual) || actual !== declared) return 'media type unrecognized.';
    if (data.length > rules.maxBytes) return `File size exceeds ${rules.maxBytes} bytes.`;
    return undefined;
  };
  /** Uploaded in full: a GIF is then processed for as many status checks as the test asks. */
  const uploaded = (item: FakeXMedia): FakeXMedia => {
    item.state = item.category === 'tweet_gif' && api.gifProcessingChecks > 0 ? 'processing' : 'ready';
    item.checksLeft = api.gifProcessingChecks;
    return item;
  };

  function handleMedia(request: ReceivedRequest, response: ServerResponse): boolean {
    const send = (status: number, body: unknown) => {
      sendJson(response, status, body);
      return true;
    };
    if (request.method === 'POST' && request.path === '/2/media/upload') {
      const file = request.files.find((entry) => entry.field === 'media');
      const category = request.form.get('media_category') ?? '';
      if (!file) return send(400, invalidRequest('media is required.'));
      if (categories[category]?.chunked !== false)
        return send(400, invalidRequest(`media_category ${category || '(none)'} takes no one-call upload.`));
      const problem = imageProblem(file.data, request.form.get('media_type') ?? imageTypeOf(file.data) ?? '', category);
      if (problem) return send(400, invalidRequest(problem));
      const id = String(++lastMedia);
      const item = uploaded({
        category,
        mimeType: file.mimeType,
        altText: null,
        data: file.data,
        state: 'initialized',
        declaredBytes: file.data.length,
        segments: new Map(),
        checksLeft: 0,
      });
      media.set(id, item);
      return send(200, { data: mediaJson(id, item) });
    }
    if (request.method === 'POST' && request.path === '/2/media/upload/initialize') {
      const body = request.json as { media_type?: unknown; total_bytes?: unknown; media_category?: unknown } | undefined;
      const category = typeof body?.media_category === 'string' ? body.media_category : '';
      const rules = categories[category];
      if (
        !rules ||
        typeof body?.media_type !== 'string' ||
        !rules.types.includes(body.media_type) ||
        typeof body.total_bytes !== 'number'
      ) {
        return send(400, invalidRequest('media_type, total_bytes and a media_category that takes them are required.'));
      }
      if (body.total_bytes > rules.maxBytes) return send(400, invalidRequest(`File size exceeds ${rules.maxBytes} bytes.`));
      const id = String(++lastMedia);
      const item: FakeXMedia = {
        category,
        mimeType: body.media_type,
        altText: null,
        data: Buffer.alloc(0),
        state: 'initialized',
        declaredBytes: body.total_bytes,
        segments: new Map(),
        checksLeft: 0,
      };
      media.set(id, item);
      return send(200, { data: { id, media_key: `${rules.keyPrefix}_${id}`, expires_after_secs: 86400 } });
    }
    const chunked = /^\/2\/media\/upload\/(\d+)\/(append|finalize)$/.exec(request.path);
    if (request.method === 'POST' && chunked) {
      const [, id = '', step] = chunked;
      const item = media.get(id);
      if (!item || item.state !== 'initialized') return send(400, invalidRequest('BadRequest: Not found'));
      if (step === 'append') {
        const file = request.files.find((entry) => entry.field === 'media');
        const index = request.form.get('segment_index') ?? '';
        if (!file || !/^\d{1,3}$/.test(index)) return send(400, invalidRequest('media and a segment_index from 0 to 999 are required.'));
        item.segments.set(Number(index), file.data);
        return send(200, { data: { expires_at: Math.floor(Date.now() / 1000) + 86400 } });
      }
      item.data = Buffer.concat([...item.segments.entries()].sort(([a], [b]) => a - b).map(([, chunk]) => chunk));
      const problem =
        item.data.length !== item.declaredBytes
          ? `Received ${item.data.length} of ${item.declaredBytes} bytes.`
          : imageProblem(item.data, item.mimeType, item.category);
      if (problem) return send(400, invalidRequest(problem));
      return send(200, { data: mediaJson(id, uploaded(item)) });
    }
    if (request.method === 'GET' && request.path === '/2/media/upload') {
      const id = request.query.get('media_id') ?? '';
      const item = media.get(id);
      if (!item || item.state === 'initialized') return send(400, invalidRequest('BadRequest: Not found'));
      if (item.state === 'processing' && --item.checksLeft <= 0) item.state = 'ready';
      const info =
        item.state === 'ready'
          ? { state: 'succeeded', progress_percent: 100 }
          : { state: 'in_progress', check_after_secs: api.processingCheckAfterSecs, progress_percent: 50 };
      return send(200, { data: { ...mediaJson(id, item), processing_info: info } });
    }
    if (request.method === 'POST' && request.path === '/2/media/metadata') {
      const body = request.json as { id?: unknown; metadata?: { alt_text?: { text?: unknown } } } | undefined;
      const item = typeof body?.id === 'string' ? media.get(body.id) : undefined;
      const text = body?.metadata?.alt_text?.text;
      if (!item || typeof text !== 'string') return send(400, invalidRequest('id and metadata.alt_text.text are required.'));
      if ([...text].length > altTextLimit) return send(400, invalidRequest(`alt_text.text must be at most ${altTextLimit} characters.`));
      item.altText = text;
      return send(200, { data: { id: body?.id, associated_metadata: { alt_text: { text } } } });
    }
    return false;
  }

  /** A tweet may name up to four ready images, or one animated GIF on its own, all uploaded here. */
  const validMediaIds = (ids: unknown): ids is string[] => {
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 4) return false;
    const items = ids.map((id: unknown) => (typeof id === 'string' ? media.get(id) : undefined));
    return items.every((item) => item?.state === 'ready') && (ids.length === 1 || items.every((item) => item?.category !== 'tweet_gif'));
  };

  const api = {
    tweets,
    /** Uploaded media by id, with their alt text once set. */
    media,
    /** How many status checks a finalized GIF answers as still processing (0: ready when finalized). */
    gifProcessingChecks: 0,
    /** The wait X asks for between status checks. */
    processingCheckAfterSecs: 1,
    /** The next tweet answers 429 with X's rate-limit headers: its window ends at `resetAt` (epoch seconds in x-rate-limit-reset). */
    rateLimitNextTweet(resetAt: Date) {
      tweetLimitResetAt = resetAt;
    },
    /** Answers X's API requests; false for anything else. */
    handle(request: ReceivedRequest, response: ServerResponse, context: FakeApiContext): boolean {
      if (!request.path.startsWith('/2/tweets') && !request.path.startsWith('/2/media')) return false;
      if (!context.authorized(request)) {
        sendJson(response, 401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
        return true;
      }
      if (request.path.startsWith('/2/media')) return handleMedia(request, response);
      if (request.method === 'POST' && request.path === '/2/tweets') {
        if (tweetLimitResetAt) {
          const reset = String(Math.floor(tweetLimitResetAt.getTime() / 1000));
          tweetLimitResetAt = undefined;
          sendJson(
            response,
            429,
            { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
            { 'x-rate-limit-limit': '100', 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': reset },
          );
          return true;
        }
        const { text, media: attached } = request.json as { text: string; media?: { media_ids?: unknown } };
        if ([...text].length > 280) {
          sendJson(response, 403, { title: 'Forbidden', detail: 'Your Tweet text is too long.' });
          return true;
        }
        if (attached && !validMediaIds(attached.media_ids)) {
          sendJson(response, 400, invalidRequest('Your media IDs are invalid.', { 'media.media_ids': attached.media_ids }));
          return true;
        }
        const id = String(++lastTweet);
        tweets.set(id, {
          text,
          mediaIds: attached ? (attached.media_ids as string[]) : [],
          likes: 0,
          replies: 0,
          retweets: 0,
          quotes: 0,
          impressions: 0,
        });
        sendJson(response, 201, { data: { id, text, edit_history_tweet_ids: [id] } });
        return true;
      }
      // The lookup of many posts: those found in `data`, those gone in `errors`, 100 ids at most.
      if (request.method !== 'GET' || request.path !== '/2/tweets') return false;
      const ids = (request.query.get('ids') ?? '').split(',').filter(Boolean);
      if (ids.length === 0 || ids.length > 100) {
        sendJson(response, 400, {
          errors: [
            {
              parameters: { ids },
              message: 'The number of values in the `ids` query parameter list [' + ids.length + '] is not between 1 and 100',
            },
          ],
          title: 'Invalid Request',
          detail: 'One or more parameters to your request was invalid.',
          type: 'https://api.twitter.com/2/problems/invalid-request',
        });
        return true;
      }
      const metricsOf = (found: FakeTweet) => ({
        like_count: found.likes,
        reply_count: found.replies,
        retweet_count: found.retweets,
        quote_count: found.quotes,
        impression_count: found.impressions,
        bookmark_count: 0,
      });
      const data = ids.flatMap((id) => {
        const found = tweets.get(id);
        return found ? [{ id, text: found.text, edit_history_tweet_ids: [id], public_metrics: metricsOf(found) }] : [];
      });
      const errors = ids
        .filter((id) => !tweets.has(id))
        .map((id) => ({
          value: id,
          detail: `Could not find tweet with ids: [${id}].`,
          title: 'Not Found Error',
          resource_type: 'tweet',
          parameter: 'ids',
          resource_id: id,
          type: 'https://api.twitter.com/2/problems/resource-not-found',
        }));
      sendJson(response, 200, { ...(data.length ? { data } : {}), ...(errors.length ? { errors } : {}) });
      return true;
    },
  };
  return api;
}
