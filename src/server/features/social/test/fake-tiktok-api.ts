// TikTok's Content Posting API as the fake OAuth server answers it: the creator's posting options,
// a photo post posted directly (TikTok downloads each image from its URL), and the post's status.
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { type ReceivedRequest, sendJson } from '../../../test/fake-http';
import type { FakeApiContext } from './fake-api-context';

export interface FakeTikTokPost {
  title: string | undefined;
  description: string | undefined;
  privacyLevel: string;
  disableComment: boolean;
  autoAddMusic: boolean;
  photoUrls: string[];
  /** Why TikTok could not publish it (a status fail_reason), or null. */
  failReason: string | null;
  /** TikTok's id for the post: only a public post has one. */
  postId: string | null;
  statusChecks: number;
}

const privacyLevels = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'] as const;

// A photo post as content/init documents it; the fake takes Direct Post only (Uplift sends no drafts to the inbox).
const photoPost = z.object({
  media_type: z.literal('PHOTO'),
  post_mode: z.literal('DIRECT_POST'),
  post_info: z.object({
    title: z.string().max(90, 'title is longer than 90 UTF-16 runes').optional(),
    description: z.string().max(4000, 'description is longer than 4000 UTF-16 runes').optional(),
    privacy_level: z.enum(privacyLevels),
    disable_comment: z.boolean().optional(),
    auto_add_music: z.boolean().optional(),
  }),
  source_info: z.object({
    source: z.literal('PULL_FROM_URL'),
    photo_cover_index: z.number().int().min(0),
    photo_images: z.array(z.url()).min(1).max(35),
  }),
});

function answer(response: ServerResponse, status: number, data: object, code = 'ok', message = ''): void {
  sendJson(response, status, { data, error: { code, message, log_id: '20261125120000FAKE0000000000000000' } });
}

/** JPEG and WebP are the photo formats TikTok takes; it checks the file, not what the server calls it. */
function isJpegOrWebp(bytes: Buffer): boolean {
  const jpeg = bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || webp;
}

/** What TikTok's download of the photos ends in: null when every one is a usable image. */
async function pullPhotos(urls: string[]): Promise<string | null> {
  for (const url of urls) {
    const bytes = await fetch(url).then(
      async (response) => (response.ok ? Buffer.from(await response.arrayBuffer()) : null),
      () => null,
    );
    if (!bytes) return 'photo_pull_failed';
    if (!isJpegOrWebp(bytes)) return 'file_format_check_failed';
  }
  return null;
}

export function fakeTikTokApi() {
  const posts = new Map<string, FakeTikTokPost>();
  let lastPost = 7_400_000_000_000_000_000n;
  let lastPublish = 0;

  const fake = {
    /** publish_id → the post TikTok was asked to make. */
    posts,
    /** What creator_info offers; an app TikTok has not audited is offered SELF_ONLY alone. */
    creatorPrivacyLevels: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'] as string[],

    /** Answers TikTok's Content Posting API requests; false for anything else. */
    async handle(request: ReceivedRequest, response: ServerResponse, context: FakeApiContext): Promise<boolean> {
      if (request.method !== 'POST' || !request.path.startsWith('/v2/post/publish/')) return false;
      if (!context.authorized(request)) {
        answer(response, 401, {}, 'access_token_invalid', 'The access token is invalid or not found in the request.');
        return true;
      }
      if (request.path === '/v2/post/publish/creator_info/query/') {
        answer(response, 200, {
          creator_avatar_url: 'https://p16-sign.tiktokcdn.com/avatar.jpeg',
          creator_username: 'uplift_test',
          creator_nickname: 'Uplift Test',
          privacy_level_options: fake.creatorPrivacyLevels,
          comment_disabled: false,
          duet_disabled: false,
          stitch_disabled: false,
          max_video_post_duration_sec: 600,
        });
        return true;
      }
      if (request.path === '/v2/post/publish/content/init/') {
        await initPhotoPost(request, response);
        return true;
      }
      if (request.path === '/v2/post/publish/status/fetch/') {
        fetchStatus(request, response);
        return true;
      }
      return false;
    },
  };

  async function initPhotoPost(request: ReceivedRequest, response: ServerResponse): Promise<void> {
    const parsed = photoPost.safeParse(request.json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return answer(response, 400, {}, 'invalid_params', `${issue?.path.join('.')}: ${issue?.message}`);
    }
    const { post_info: info, source_info: source } = parsed.data;
    if (!fake.creatorPrivacyLevels.includes(info.privacy_level)) {
      return answer(response, 400, {}, 'privacy_level_option_mismatch', 'The privacy level is not among the options creator_info offers.');
    }
    if (source.photo_cover_index >= source.photo_images.length) {
      return answer(response, 400, {}, 'invalid_params', 'photo_cover_index is out of range.');
    }
    const failReason = await pullPhotos(source.photo_images);
    const publishId = `p_pub_url~v2.${++lastPublish}`;
    posts.set(publishId, {
      title: info.title,
      description: info.description,
      privacyLevel: info.privacy_level,
      disableComment: info.disable_comment ?? false,
      autoAddMusic: info.auto_add_music ?? false,
      photoUrls: source.photo_images,
      failReason,
      // TikTok gives a post id only to a post the public may see.
      postId: !failReason && info.privacy_level === 'PUBLIC_TO_EVERYONE' ? String(++lastPost) : null,
      statusChecks: 0,
    });
    answer(response, 200, { publish_id: publishId });
  }

  /** Downloading at the first check, then done or failed; post ids are int64 numbers, written as TikTok writes them. */
  function fetchStatus(request: ReceivedRequest, response: ServerResponse): void {
    const publishId = z.object({ publish_id: z.string() }).safeParse(request.json).data?.publish_id;
    const post = publishId ? posts.get(publishId) : undefined;
    if (!post) return answer(response, 400, {}, 'invalid_publish_id', 'The publish_id does not exist.');
    post.statusChecks += 1;
    const status = post.statusChecks === 1 ? 'PROCESSING_DOWNLOAD' : post.failReason ? 'FAILED' : 'PUBLISH_COMPLETE';
    const body = JSON.stringify({
      data: {
        status,
        ...(status === 'FAILED' ? { fail_reason: post.failReason } : {}),
        publicaly_available_post_id: [],
        downloaded_bytes: 0,
      },
      error: { code: 'ok', message: '', log_id: '20261125120000FAKE0000000000000000' },
    });
    const ids = status === 'PUBLISH_COMPLETE' && post.postId ? `[${post.postId}]` : '[]';
    response
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      .end(body.replace('"publicaly_available_post_id":[]', `"publicaly_available_post_id":${ids}`));
  }

  return fake;
}
