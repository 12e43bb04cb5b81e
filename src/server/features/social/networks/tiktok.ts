/**
 * TikTok's Content Posting API for an account Uplift holds a user token of: photo posts (Uplift
 * publishes images, not video), posted directly to the profile. No figures are read: TikTok gives
 * them only through /v2/video/query/, which needs the video.list scope Uplift does not ask for
 * (user.info.basic and video.publish), so the post's figures show as unknown.
 */
import { z } from 'zod';
import type { ApiResponse } from '../../../http/guarded-api';
import type { OAuthApi, OAuthErrorAnswer } from './oauth-api';
import { oauthNetworks } from './oauth-networks';
import { NetworkError, type PublishedPost, type PublishRequest } from './types';
import { beforePosting } from './network-errors';

const statusChecks = { intervalMs: 1000, attempts: 4 };

type TikTokError = { code?: string | number; message?: string };

/** Every TikTok answer carries `error`; `code` is "ok" on success. */
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, error: z.object({ code: z.string(), message: z.string().optional() }).loose() });

const creatorAnswer = envelope(
  z.object({
    creator_username: z.string(),
    privacy_level_options: z.array(z.string()),
    comment_disabled: z.boolean().optional(),
  }),
);
const initAnswer = envelope(z.object({ publish_id: z.string() }));
const statusAnswer = envelope(z.object({ status: z.string(), fail_reason: z.string().optional() }));

const authCodes = new Set(['access_token_invalid', 'scope_not_authorized', 'scope_permission_missed']);

/** What TikTok's terse refusals mean for the person who scheduled the post. */
const refusalReasons: Record<string, string> = {
  spam_risk_too_many_posts: "this account has reached TikTok's daily limit of posts made through apps; try again tomorrow",
  spam_risk_user_banned_from_posting: 'TikTok does not let this account post at the moment',
  reached_active_user_cap: "this Uplift's TikTok app has reached its daily number of accounts posting; try again tomorrow",
  unaudited_client_can_only_post_to_private_accounts:
    "this Uplift's TikTok app is not audited by TikTok yet, so it may post only to private accounts",
  url_ownership_unverified:
    "TikTok fetches the images from this Uplift's address, which an administrator has to verify in TikTok's developer portal",
};

/** Why TikTok could not finish an accepted post (the status' fail_reason). */
const failReasons: Record<string, string> = {
  file_format_check_failed: 'an image is not a JPEG or WebP file',
  picture_size_check_failed: "an image's size is not one TikTok accepts",
  photo_pull_failed: 'TikTok could not download the images from Uplift',
};
// TikTok advises trying these again: a download that failed or a fault on its side.
const retryableFailReasons = new Set(['photo_pull_failed', 'internal']);

/**
 * A TikTok refusal as a NetworkError, or undefined to leave it to the general HTTP rules. TikTok
 * answers 403 for posts it will not take (spam limits, unaudited app, unverified address), so only
 * its token codes mean reconnecting; a 5xx may come after the post was made.
 */
function refusal(status: number, error: TikTokError | undefined): NetworkError | undefined {
  const code = typeof error?.code === 'string' ? error.code : undefined;
  const message = (error?.message || code)?.replace(/\.$/, '');
  if (code && authCodes.has(code)) return new NetworkError(`TikTok refused the account's authorisation: ${message}.`, 'auth');
  if (status >= 500)
    return new NetworkError(`TikTok is unavailable (HTTP ${status}); Uplift will try again.`, 'transient', undefined, true);
  if (status === 429 || status === 401) return undefined;
  if (code && code !== 'ok') return new NetworkError(`TikTok refused the post: ${refusalReasons[code] ?? message}.`, 'rejected');
  return status === 403 ? new NetworkError('TikTok refused the post (HTTP 403).', 'rejected') : undefined;
}

const errorOf = (answer: OAuthErrorAnswer | undefined): TikTokError | undefined =>
  typeof answer?.error === 'object' ? answer.error : undefined;

/**
 * TikTok's photo posts for one account. TikTok has no idempotency key: a timeout, a lost connection,
 * a 5xx or an unreadable answer to content/init may hide a post that was made (maybeDelivered).
 */
export function createTikTokClient(oauth: OAuthApi, options: { statusIntervalMs?: number } = {}) {
  const statusIntervalMs = options.statusIntervalMs ?? statusChecks.intervalMs;
  const url = (path: string) => oauth.endpoint('tiktok', `${oauthNetworks.tiktok.apiUrl}${path}`);
  const call = (accessToken: string, path: string, json?: unknown) =>
    oauth.send({
      method: 'POST',
      url: url(path),
      headers: { authorization: `Bearer ${accessToken}` },
      ...(json === undefined ? {} : { body: { json } }),
    });

  function read<D>(response: ApiResponse, schema: z.ZodType<{ data: D; error: TikTokError }>): D {
    const answer = oauth.read('tiktok', response, schema, (failed, body) => refusal(failed.status, errorOf(body)));
    // A refusal may also come with HTTP 200.
    const refused = answer.error.code === 'ok' ? undefined : refusal(response.status, answer.error);
    if (refused) throw refused;
    return answer.data;
  }

  /** Who posts and with which privacy levels. Asking posts nothing, so no failure here may have delivered anything. */
  function creatorInfo(accessToken: string) {
    return beforePosting(async () => read(await call(accessToken, '/v2/post/publish/creator_info/query/'), creatorAnswer));
  }

  /**
   * Waits a few seconds for TikTok to fetch the images and publish: the post id (only for a public
   * post, after moderation), null when TikTok has not said yet, or a NetworkError when it failed.
   */
  async function outcome(accessToken: string, publishId: string): Promise<{ postId: string | null }> {
    for (let check = 1; check <= statusChecks.attempts; check++) {
      await new Promise((resolve) => setTimeout(resolve, statusIntervalMs));
      let response: ApiResponse;
      let status: z.infer<typeof statusAnswer>['data'];
      try {
        response = await call(accessToken, '/v2/post/publish/status/fetch/', { publish_id: publishId });
        status = read(response, statusAnswer);
      } catch (error) {
        // TikTok took the post; failing to ask how it went does not undo that, and posting again could double it.
        if (error instanceof NetworkError) return { postId: null };
        throw error;
      }
      if (status.status === 'PUBLISH_COMPLETE') return { postId: publicPostId(response.text) };
      if (status.status === 'FAILED') {
        const reason = status.fail_reason ?? 'unknown';
        // TikTok says FAILED only when nothing was posted, so trying again posts at most once.
        const kind = retryableFailReasons.has(reason) ? 'transient' : 'rejected';
        throw new NetworkError(`TikTok could not publish the post: ${failReasons[reason] ?? refusalReasons[reason] ?? reason}.`, kind);
      }
    }
    return { postId: null };
  }

  return {
    async publish(accessToken: string, request: PublishRequest): Promise<PublishedPost> {
      if (!request.media.length) throw new NetworkError('TikTok takes no post without an image: add one.', 'rejected');
      const creator = await creatorInfo(accessToken);
      // The creator's own choices; an app TikTok has not audited may post only privately, and TikTok says so when it refuses.
      const privacyLevel = creator.privacy_level_options.includes('PUBLIC_TO_EVERYONE')
        ? 'PUBLIC_TO_EVERYONE'
        : creator.privacy_level_options[0];
      if (!privacyLevel) throw new NetworkError('TikTok offers this account no way to post at the moment.', 'rejected');

      // The text is the description (TikTok's long caption); a photo post's title is an optional
      // 90-character heading Uplift's posts do not have.
      const response = await call(accessToken, '/v2/post/publish/content/init/', {
        media_type: 'PHOTO',
        post_mode: 'DIRECT_POST',
        post_info: {
          description: request.text,
          privacy_level: privacyLevel,
          disable_comment: creator.comment_disabled ?? false,
          auto_add_music: true,
        },
        // TikTok downloads the images itself from Uplift's signed links, from an address the operator verifies with TikTok.
        source_info: { source: 'PULL_FROM_URL', photo_cover_index: 0, photo_images: request.media.map((file) => file.url) },
      });
      const publishId = read(response, initAnswer).publish_id;

      // Still processing after a few seconds: TikTok accepted the post and finishes it on its own
      // (moderation can take hours), so it counts as published under its publish_id.
      const { postId } = await outcome(accessToken, publishId);
      const profile = `https://www.tiktok.com/@${creator.creator_username}`;
      // Without a public post id (a private post, or not through moderation yet) the profile is the best link.
      return postId ? { remoteId: postId, url: `${profile}/photo/${postId}` } : { remoteId: publishId, url: profile };
    },
  };
}

/** TikTok's post ids are int64 numbers past JavaScript's exact integers, so they are read from the answer's text. */
function publicPostId(text: string): string | null {
  return /"publicaly_available_post_id"\s*:\s*\[\s*"?(\d+)/.exec(text)?.[1] ?? null;
}

export type TikTokClient = ReturnType<typeof createTikTokClient>;
