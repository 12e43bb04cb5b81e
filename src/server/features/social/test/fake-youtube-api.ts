// YouTube Data API v3 as the fake OAuth server answers it for a channel's token: resumable uploads
// (a session, then the bytes with Content-Range in whole 256 KiB blocks, 308 Resume Incomplete until
// the last of them, and an empty PUT asking what the session holds), videos' statistics and the
// comment threads on the channel's videos, in Google's error shape.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type ReceivedRequest, sendJson } from '../../../test/fake-http';
import type { FakeApiContext } from './fake-api-context';

/** The channel fake-oauth's /youtube/v3/channels names: every video here is on it. */
export const fakeYouTubeChannelId = 'UC_uplift_test';

export interface FakeYouTubeVideo {
  title: string;
  description: string;
  categoryId: string;
  privacyStatus: string;
  mimeType: string;
  bytes: Buffer;
  /** Counts as YouTube writes them (strings); one left out is hidden. */
  statistics: { viewCount?: string; likeCount?: string; commentCount?: string };
}

export interface FakeYouTubeComment {
  id: string;
  videoId: string;
  author: string;
  authorChannelId: string;
  text: string;
  publishedAt: string;
}

/**
 * The request a test makes fail: opening a session, sending bytes that leave the upload incomplete,
 * sending its last bytes, asking a session what it holds, or a read.
 */
export type FakeYouTubeStep = 'session' | 'piece' | 'last piece' | 'status' | 'read';

type Failure = { step: FakeYouTubeStep } & ({ status: number; reason: string } | { drop: 'request' | 'answer' });

interface Session {
  metadata: Omit<FakeYouTubeVideo, 'bytes' | 'statistics' | 'mimeType'>;
  size: number;
  mimeType: string;
  received: Buffer;
  /** The video the upload made, once complete. */
  videoId?: string;
}

const uploadPath = '/upload/youtube/v3/videos';
/** Google keeps a resumable upload's bytes in blocks of 256 KiB: every chunk but the last is whole blocks. */
const block = 256 * 1024;

/** What Google says with the reasons tests ask for, as it words them. */
const googleMessages: Record<string, string> = {
  quotaExceeded: 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
  uploadLimitExceeded: 'The user has exceeded the number of videos they may upload.',
  insufficientPermissions: 'Request had insufficient authentication scopes.',
  commentsDisabled:
    'The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter has disabled comments.',
  invalidCategoryId:
    'The <code><a href="/youtube/v3/docs/videos#snippet.categoryId">snippet.categoryId</a></code> property specifies an invalid category ID.',
  backendError: 'Backend Error',
};

function refuse(response: ServerResponse, status: number, reason: string, message = googleMessages[reason] ?? reason): void {
  sendJson(response, status, { error: { code: status, message, errors: [{ message, domain: 'youtube.api', reason }] } });
}

/** Why YouTube would refuse this video's metadata ([reason, message unless Google's own]), or undefined when it takes it. */
function metadataProblem(json: unknown): [string, string?] | undefined {
  const { snippet, status } = (json ?? {}) as { snippet?: Record<string, unknown>; status?: Record<string, unknown> };
  const title = snippet?.title;
  const description = snippet?.description ?? '';
  if (typeof title !== 'string' || !title.trim() || [...title].length > 100 || /[<>]/.test(title))
    return ['invalidTitle', 'The request metadata specifies an invalid or empty video title.'];
  if (typeof description !== 'string' || Buffer.byteLength(description) > 5000 || /[<>]/.test(description))
    return ['invalidDescription', 'The request metadata specifies an invalid video description.'];
  if (typeof snippet?.categoryId !== 'string') return ['invalidCategoryId'];
  if (!['public', 'unlisted', 'private'].includes(String(status?.privacyStatus ?? 'public')))
    return ['invalidVideoMetadata', 'The request metadata is invalid.'];
  return undefined;
}

export function fakeYouTubeApi() {
  const videos = new Map<string, FakeYouTubeVideo>();
  const comments: FakeYouTubeComment[] = [];
  const sessions = new Map<string, Session>();
  const failures: Failure[] = [];
  let fewerBytesKept = { count: 0, times: 0 };
  /** While set, bytes sent wait here unanswered (holdUploads). */
  let held: Array<() => void> | undefined;
  const newId = () => randomBytes(8).toString('base64url');

  /** The failure the test asked for on the next such request, taken off the list. */
  function nextFailure(step: FakeYouTubeStep): Failure | undefined {
    const index = failures.findIndex((failure) => failure.step === step);
    return index === -1 ? undefined : failures.splice(index, 1)[0];
  }

  /** Whether a failure the test asked for answers this request before YouTube acts on it (the answer is sent). */
  function failedBefore(failure: Failure | undefined, response: ServerResponse): boolean {
    if (!failure || ('drop' in failure && failure.drop === 'answer')) return false;
    if ('drop' in failure) response.destroy();
    else refuse(response, failure.status, failure.reason);
    return true;
  }

  const failed = (step: FakeYouTubeStep, response: ServerResponse) => failedBefore(nextFailure(step), response);

  function startSession(request: ReceivedRequest, response: ServerResponse): void {
    if (request.query.get('uploadType') !== 'resumable' || !request.query.get('part')?.split(',').includes('snippet')) {
      return refuse(response, 400, 'invalidParameter', 'A resumable upload names uploadType=resumable and the parts it sets.');
    }
    const size = Number(request.headers['x-upload-content-length']);
    const mimeType = String(request.headers['x-upload-content-type'] ?? '');
    if (!Number.isInteger(size) || size <= 0)
      return refuse(response, 400, 'mediaBodyRequired', 'The request does not include the video content.');
    if (!/^video\//.test(mimeType) && mimeType !== 'application/octet-stream')
      return refuse(response, 400, 'invalidContentType', 'The uploaded file is not a video.');
    const problem = metadataProblem(request.json);
    if (problem) return refuse(response, 400, ...problem);
    if (failed('session', response)) return;
    const { snippet, status } = request.json as {
      snippet: { title: string; description?: string; categoryId: string };
      status?: { privacyStatus?: string };
    };
    const uploadId = newId();
    sessions.set(uploadId, {
      metadata: {
        title: snippet.title,
        description: snippet.description ?? '',
        categoryId: snippet.categoryId,
        privacyStatus: status?.privacyStatus ?? 'public',
      },
      size,
      mimeType,
      received: Buffer.alloc(0),
    });
    response
      .writeHead(200, { location: `${fake.uploadOrigin}${uploadPath}?uploadType=resumable&upload_id=${uploadId}`, 'content-length': '0' })
      .end();
  }

  /** Where a session stands: Resume Incomplete with the bytes kept so far (no Range before the first), or the video it made. */
  function answerProgress(session: Session, response: ServerResponse): void {
    if (!session.videoId) {
      const kept: Record<string, string> = session.received.length ? { range: `bytes=0-${session.received.length - 1}` } : {};
      response.writeHead(308, { ...kept, 'content-length': '0' }).end();
      return;
    }
    const { title, description, categoryId, privacyStatus } = session.metadata;
    sendJson(response, 200, {
      kind: 'youtube#video',
      id: session.videoId,
      snippet: { channelId: fakeYouTubeChannelId, title, description, categoryId },
      status: { uploadStatus: 'uploaded', privacyStatus },
    });
  }

  // An empty PUT with `Content-Range: bytes */TOTAL` asks what the session holds.
  function answerStatus(session: Session, total: number, request: ReceivedRequest, response: ServerResponse): void {
    if (request.raw.length > 0 || total !== session.size)
      return refuse(response, 400, 'badContent', "A status request has no body and names the upload's size.");
    if (!failed('status', response)) answerProgress(session, response);
  }

  /** Bytes of a session: they must follow on from those kept, as Content-Range says, in whole blocks unless they end the upload. */
  function receiveBytes(request: ReceivedRequest, response: ServerResponse): void {
    const session = sessions.get(request.query.get('upload_id') ?? '');
    if (!session) return refuse(response, 404, 'notFound', 'The upload session does not exist or has expired.');
    const asked = /^bytes \*\/(\d+)$/.exec(request.headers['content-range'] ?? '');
    if (asked) return answerStatus(session, Number(asked[1]), request, response);
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(request.headers['content-range'] ?? '');
    const [first, last, total] = range ? range.slice(1).map(Number) : [];
    if (
      first !== session.received.length ||
      last === undefined ||
      last - first + 1 !== request.raw.length ||
      total !== session.size ||
      last >= total
    ) {
      return refuse(response, 400, 'badContent', `Content-Range does not follow on from the ${session.received.length} bytes received.`);
    }
    const ends = last + 1 === session.size;
    if (!ends && request.raw.length % block !== 0)
      return refuse(response, 400, 'badContent', 'A chunk that does not end the upload must be a multiple of 256 KiB.');
    const failure = nextFailure(ends ? 'last piece' : 'piece');
    if (failedBefore(failure, response)) return;
    const fewer = fewerBytesKept.times-- > 0 ? Math.max(0, request.raw.length - fewerBytesKept.count) : request.raw.length;
    // Fewer bytes than sent are kept in whole blocks; a chunk kept whole may end the upload anywhere.
    const keep = fewer === request.raw.length ? fewer : fewer - (fewer % block);
    session.received = Buffer.concat([session.received, request.raw.subarray(0, keep)]);
    if (session.received.length === session.size) {
      session.videoId = newId();
      videos.set(session.videoId, {
        ...session.metadata,
        mimeType: session.mimeType,
        bytes: session.received,
        statistics: { viewCount: '0', likeCount: '0', commentCount: '0' },
      });
    }
    // A lost answer: YouTube did what the request asked, and the connection dropped before it said so.
    if (failure) response.destroy();
    else answerProgress(session, response);
  }

  function listStatistics(request: ReceivedRequest, response: ServerResponse): void {
    const ids = (request.query.get('id') ?? '').split(',').filter(Boolean);
    if (request.query.get('part') !== 'statistics' || ids.length === 0)
      return refuse(response, 400, 'invalidParameter', 'Uplift asks for part=statistics by id.');
    if (ids.length > 50) return refuse(response, 400, 'invalidFilters', 'The request names more than 50 video ids.');
    const items = ids.flatMap((id) => {
      const video = videos.get(id);
      return video ? [{ kind: 'youtube#video', id, statistics: { ...video.statistics, favoriteCount: '0' } }] : [];
    });
    sendJson(response, 200, {
      kind: 'youtube#videoListResponse',
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    });
  }

  /** The channel's comment threads, newest first, as plain text or YouTube's HTML. */
  function listThreads(request: ReceivedRequest, response: ServerResponse): void {
    if (request.query.get('allThreadsRelatedToChannelId') !== fakeYouTubeChannelId || request.query.get('part') !== 'snippet') {
      return refuse(response, 400, 'invalidParameter', 'Uplift reads the threads of its channel, part=snippet.');
    }
    const plain = request.query.get('textFormat') === 'plainText';
    const limit = Math.min(100, Number(request.query.get('maxResults') ?? 20));
    const items = comments
      .filter((comment) => videos.has(comment.videoId))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .slice(0, limit)
      .map((comment) => ({
        kind: 'youtube#commentThread',
        id: comment.id,
        snippet: {
          channelId: fakeYouTubeChannelId,
          videoId: comment.videoId,
          topLevelComment: {
            kind: 'youtube#comment',
            id: comment.id,
            snippet: {
              authorDisplayName: comment.author,
              authorChannelUrl: `http://www.youtube.com/channel/${comment.authorChannelId}`,
              authorChannelId: { value: comment.authorChannelId },
              textDisplay: plain ? comment.text : comment.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>'),
              textOriginal: comment.text,
              publishedAt: comment.publishedAt,
              updatedAt: comment.publishedAt,
            },
          },
        },
      }));
    sendJson(response, 200, {
      kind: 'youtube#commentThreadListResponse',
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: limit },
    });
  }

  const fake = {
    /** Uploaded videos by id, with their metadata and bytes. */
    videos,
    comments,
    /** Where the session addresses point: a test sets another host to see it refused. */
    uploadOrigin: 'https://www.googleapis.com',
    /** The next such request answers `status` with Google's error for `reason`. */
    failNext(step: FakeYouTubeStep, status: number, reason: string) {
      failures.push({ step, status, reason });
    },
    /** The next such request loses its connection before YouTube acts on it. */
    dropNext(step: FakeYouTubeStep) {
      failures.push({ step, drop: 'request' });
    },
    /** YouTube carries out the next such request (bytes: keeps them, and makes the video with the last), then the connection drops before its answer. */
    loseAnswerNext(step: 'piece' | 'last piece') {
      failures.push({ step, drop: 'answer' });
    },
    /** The next `times` sends keep all but their last `count` bytes, in whole 256 KiB blocks, as YouTube may: its 308 says how many it holds. */
    keepFewerBytes(count: number, times = 1) {
      fewerBytesKept = { count, times };
    },
    /** From now on bytes sent wait unanswered, as on a slow uplink, until the function answered is called. */
    holdUploads(): () => void {
      held = [];
      return () => {
        const waiting = held ?? [];
        held = undefined;
        for (const answer of waiting) answer();
      };
    },
    /** A video on the channel uploaded elsewhere, with its figures; answers its id. */
    addVideo(statistics: FakeYouTubeVideo['statistics']): string {
      const id = newId();
      videos.set(id, {
        title: 'Elsewhere',
        description: '',
        categoryId: '22',
        privacyStatus: 'public',
        mimeType: 'video/mp4',
        bytes: Buffer.alloc(0),
        statistics,
      });
      return id;
    },
    /** Answers YouTube Data API requests; false for anything else. */
    handle(request: ReceivedRequest, response: ServerResponse, context: FakeApiContext): boolean {
      const isUpload = request.path === uploadPath && (request.method === 'POST' || request.method === 'PUT');
      const isRead = request.method === 'GET' && (request.path === '/youtube/v3/videos' || request.path === '/youtube/v3/commentThreads');
      if (!isUpload && !isRead) return false;
      if (!context.authorized(request)) {
        refuse(
          response,
          401,
          'authError',
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        );
        return true;
      }
      if (request.method === 'POST') startSession(request, response);
      else if (request.method === 'PUT') {
        if (held) held.push(() => receiveBytes(request, response));
        else receiveBytes(request, response);
      } else if (!failed('read', response)) {
        if (request.path === '/youtube/v3/videos') listStatistics(request, response);
        else listThreads(request, response);
      }
      return true;
    },
  };
  return fake;
}
