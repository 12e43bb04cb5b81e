/**
 * Instagram professional accounts through the Instagram API with Instagram Login (graph.instagram.com):
 * long-lived tokens and their renewal, publishing images and carousels, a post's counters and the
 * comments on the account's latest posts.
 * Instagram fetches each image itself from its public URL into a media container; a container
 * publishes nothing until `media_publish`, the one request that may have posted when it fails
 * without a clear answer (Instagram has no idempotency key, ADR 022).
 */
import { z } from 'zod';
import {
  bearer,
  graphFailure,
  graphLink,
  graphTime,
  graphVersion,
  isGone,
  isMissingPermission,
  type MetaToken,
  metaTokenAnswer,
} from './meta-graph';
import type { OAuthApi } from './oauth-api';
import { type OAuthAppCredentials, oauthNetworks } from './oauth-networks';
import { type EngagementItem, NetworkError, type PostMetrics, type PublishedPost, type PublishRequest } from './types';
import { beforePosting } from './network-errors';

const createdAnswer = z.object({ id: z.string() });
const containerAnswer = z.object({ status_code: z.string(), status: z.string().optional() });
const permalinkAnswer = z.object({ permalink: z.string().startsWith('https://') });
// like_count is left out when the owner hides likes.
const countersAnswer = z.object({ like_count: z.number().optional(), comments_count: z.number().optional() });

const mediaWithComments = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      permalink: graphLink,
      // The media's owner: the account itself.
      username: z.string().optional(),
      // Left out of a post nobody has commented on.
      comments: z
        .object({
          data: z.array(z.object({ id: z.string(), username: z.string(), text: z.string().optional(), timestamp: graphTime })),
        })
        .optional(),
    }),
  ),
});

/**
 * One read of comments: the account's latest posts and up to this many top-level comments on each. A
 * post with more new comments than that between two syncs may lose some.
 */
const commentReads = { posts: 25, commentsPerPost: 50 };

/** How often, and how many times, to ask whether a container is ready before publishing it. */
const containerChecks = { intervalMs: 1000, attempts: 5 };

/** Instagram's long-lived token lasts 60 days; one whose answer leaves it unsaid is taken to, so that it is renewed in time. */
const lasting = (token: MetaToken): MetaToken => ({ ...token, expiresAt: token.expiresAt ?? new Date(Date.now() + 60 * 24 * 3600_000) });

export function createInstagramClient(oauth: OAuthApi, options: { containerCheckIntervalMs?: number } = {}) {
  const containerCheckIntervalMs = options.containerCheckIntervalMs ?? containerChecks.intervalMs;
  // The token endpoints have no version in their path; the Graph calls do.
  const tokenUrl = (path: string) => oauth.endpoint('instagram', `${oauthNetworks.instagram.apiUrl}${path}`);
  const url = (path: string) => oauth.endpoint('instagram', `${oauthNetworks.instagram.apiUrl}/${graphVersion}${path}`);
  const preparingFailure = graphFailure('Instagram', { refusing: 'the image' });

  async function createContainer(igUserId: string, token: string, form: Record<string, string | undefined>): Promise<string> {
    const response = await oauth.send({
      method: 'POST',
      url: url(`/${encodeURIComponent(igUserId)}/media`),
      headers: bearer(token),
      body: { form },
    });
    return oauth.read('instagram', response, createdAnswer, preparingFailure).id;
  }

  /** A container per image (a carousel item), then the carousel's own container with the caption. */
  async function createCarousel(igUserId: string, token: string, request: PublishRequest, caption: string | undefined): Promise<string> {
    const children: string[] = [];
    for (const image of request.media) {
      children.push(await createContainer(igUserId, token, { image_url: image.url, is_carousel_item: 'true', alt_text: image.altText }));
    }
    return createContainer(igUserId, token, { media_type: 'CAROUSEL', children: children.join(','), caption });
  }

  /** A container is published only once Instagram has finished it (fetched and checked its images). */
  async function finished(containerId: string, token: string): Promise<void> {
    for (let check = 0; ; check++) {
      const response = await oauth.send({
        method: 'GET',
        url: url(`/${encodeURIComponent(containerId)}`),
        query: { fields: 'status_code,status' },
        headers: bearer(token),
      });
      const container = oauth.read('instagram', response, containerAnswer, preparingFailure);
      if (container.status_code === 'FINISHED') return;
      if (container.status_code !== 'IN_PROGRESS') {
        throw new NetworkError(
          `Instagram could not prepare the post (${container.status_code}${container.status ? `: ${container.status}` : ''}).`,
          'rejected',
        );
      }
      if (check === containerChecks.attempts - 1) throw new NetworkError('Instagram is still preparing the post.', 'transient');
      await new Promise((resolve) => setTimeout(resolve, containerCheckIntervalMs));
    }
  }

  async function permalink(mediaId: string, token: string): Promise<string | undefined> {
    try {
      const response = await oauth.send({
        method: 'GET',
        url: url(`/${encodeURIComponent(mediaId)}`),
        query: { fields: 'permalink' },
        headers: bearer(token),
      });
      return oauth.read('instagram', response, permalinkAnswer).permalink;
    } catch {
      return undefined;
    }
  }

  return {
    /** The short-lived token (an hour) from the code, exchanged for one of 60 days. */
    async longLivedToken(app: OAuthAppCredentials, shortLivedToken: string): Promise<MetaToken> {
      const response = await oauth.send({
        method: 'GET',
        url: tokenUrl('/access_token'),
        query: { grant_type: 'ig_exchange_token', client_secret: app.clientSecret, access_token: shortLivedToken },
      });
      return lasting(oauth.read('instagram', response, metaTokenAnswer, graphFailure('Instagram', { refusing: 'the token' })));
    },

    /** Another 60 days for a long-lived token at least a day old and not yet expired. */
    async renew(longLivedToken: string): Promise<MetaToken> {
      const response = await oauth.send({
        method: 'GET',
        url: tokenUrl('/refresh_access_token'),
        query: { grant_type: 'ig_refresh_token', access_token: longLivedToken },
      });
      return lasting(oauth.read('instagram', response, metaTokenAnswer, graphFailure('Instagram', { refusing: 'the token' })));
    },

    async publish(igUserId: string, token: string, request: PublishRequest): Promise<PublishedPost> {
      const [only, ...more] = request.media;
      if (!only) throw new NetworkError('Instagram takes no post without an image: add one.', 'rejected');
      const caption = request.text || undefined;
      const containerId = await beforePosting(async () => {
        const id =
          more.length === 0
            ? await createContainer(igUserId, token, { image_url: only.url, caption, alt_text: only.altText })
            : await createCarousel(igUserId, token, request, caption);
        await finished(id, token);
        return id;
      });
      const response = await oauth.send({
        method: 'POST',
        url: url(`/${encodeURIComponent(igUserId)}/media_publish`),
        headers: bearer(token),
        body: { form: { creation_id: containerId } },
      });
      const { id } = oauth.read('instagram', response, createdAnswer, graphFailure('Instagram', { mayHavePosted: true }));
      // The post is out: a link Uplift cannot read is no reason to fail it.
      return { remoteId: id, url: (await permalink(id, token)) ?? 'https://www.instagram.com/' };
    },

    /** Likes and comments; shares and views are insights, which need instagram_business_manage_insights (not asked for). */
    async metrics(token: string, mediaId: string): Promise<PostMetrics> {
      const response = await oauth.send({
        method: 'GET',
        url: url(`/${encodeURIComponent(mediaId)}`),
        query: { fields: 'like_count,comments_count' },
        headers: bearer(token),
      });
      const readFailure = graphFailure('Instagram', { refusing: 'to show the post' });
      const media = oauth.read('instagram', response, countersAnswer, (answer, parsed) =>
        isGone(answer) ? new NetworkError('The post is no longer on Instagram.', 'rejected') : readFailure(answer, parsed),
      );
      return { likes: media.like_count ?? null, comments: media.comments_count ?? null, shares: null, impressions: null };
    },

    /**
     * Comments on the account's latest posts made after `since`, newest first, in one request; the
     * account's own are left out. They need instagram_business_manage_comments: an account connected
     * before Uplift asked for it gets none, and keeps publishing.
     */
    async comments(igUserId: string, token: string, since: Date | undefined): Promise<EngagementItem[]> {
      const response = await oauth.send({
        method: 'GET',
        url: url(`/${encodeURIComponent(igUserId)}/media`),
        query: {
          fields: `id,permalink,username,comments.limit(${commentReads.commentsPerPost}){id,username,text,timestamp}`,
          limit: String(commentReads.posts),
        },
        headers: bearer(token),
      });
      if (isMissingPermission(response)) return [];
      const media = oauth.read('instagram', response, mediaWithComments, graphFailure('Instagram', { refusing: 'to list the comments' }));
      const items = media.data.flatMap((post) =>
        (post.comments?.data ?? [])
          .filter((comment) => comment.username !== post.username && (!since || comment.timestamp > since))
          .map((comment): EngagementItem => ({
            remoteId: comment.id,
            kind: 'reply',
            author: `@${comment.username}`,
            authorUrl: `https://www.instagram.com/${encodeURIComponent(comment.username)}`,
            text: comment.text ?? '',
            url: post.permalink ?? 'https://www.instagram.com/',
            createdAt: comment.timestamp,
            inReplyToRemoteId: post.id,
          })),
      );
      return items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
  };
}

export type InstagramClient = ReturnType<typeof createInstagramClient>;
