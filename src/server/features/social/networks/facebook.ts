/**
 * Facebook Pages through the Graph API: the long-lived user token, the Pages the user may post to with
 * their Page tokens, publishing as a Page (text, one photo, several photos), a post's counters and the
 * comments on the Page's latest posts.
 * Facebook has no idempotency key: uploading unpublished photos posts nothing, and only the request
 * that publishes may have posted when it fails without a clear answer (ADR 022).
 */
import { z } from 'zod';
import type { MultipartPart } from '../../../http/guarded-api';
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
import { type EngagementItem, type MediaFile, NetworkError, type PostMetrics, type PublishedPost, type PublishRequest } from './types';
import { beforePosting } from './network-errors';

export interface FacebookPage {
  id: string;
  name: string;
  /** From a long-lived user token, a Page token does not expire. */
  accessToken: string;
}

const accountsAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      access_token: z.string().optional(),
      tasks: z.array(z.string()).optional(),
    }),
  ),
  paging: z.object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() }).optional(),
});
const postAnswer = z.object({ id: z.string() });
const photoAnswer = z.object({ id: z.string() });
const publishedPhotoAnswer = z.object({ id: z.string(), post_id: z.string() });
const countersAnswer = z.object({
  reactions: z.object({ summary: z.object({ total_count: z.number() }) }),
  comments: z.object({ summary: z.object({ total_count: z.number() }) }),
  // Facebook leaves `shares` out while nobody has shared the post.
  shares: z.object({ count: z.number() }).optional(),
});

const postsWithComments = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      // Left out of a post nobody has commented on.
      comments: z
        .object({
          data: z.array(
            z.object({
              id: z.string(),
              // Left out for a commenter Facebook does not show the app.
              from: z.object({ id: z.string(), name: z.string() }).optional(),
              // Left out of a comment that is only a sticker or a photo.
              message: z.string().optional(),
              created_time: graphTime,
              permalink_url: graphLink,
            }),
          ),
        })
        .optional(),
    }),
  ),
});

/** A user with the CREATE_CONTENT task (or MANAGE, which holds every task) may post as the Page. */
const postingTasks = ['CREATE_CONTENT', 'MANAGE'];
/** Pages of /me/accounts read at most (25 Pages each). */
const maxAccountPages = 5;
/**
 * One read of comments: the Page's latest posts and each one's latest comments. A post with more new
 * comments than that between two syncs loses the older ones, as does one whose comments Facebook
 * ranks rather than dates (it may, whatever the order asked).
 */
const commentReads = { posts: 25, commentsPerPost: 50 };

export function createFacebookClient(oauth: OAuthApi) {
  const url = (path: string) => oauth.endpoint('facebook', `${oauthNetworks.facebook.apiUrl}/${graphVersion}${path}`);
  const publishing = graphFailure('Facebook', { mayHavePosted: true });

  function uploadPhoto(pageId: string, pageToken: string, file: MediaFile, index: number, fields: MultipartPart[]) {
    return oauth.send({
      method: 'POST',
      url: url(`/${encodeURIComponent(pageId)}/photos`),
      headers: bearer(pageToken),
      body: {
        multipart: [
          {
            name: 'source',
            data: file.data,
            filename: `image-${index + 1}.${file.mimeType.split('/')[1] ?? 'jpg'}`,
            contentType: file.mimeType,
          },
          ...(file.altText ? [{ name: 'alt_text_custom', value: file.altText }] : []),
          ...fields,
        ],
      },
    });
  }

  async function postToFeed(pageId: string, pageToken: string, form: Record<string, string | undefined>): Promise<string> {
    const response = await oauth.send({
      method: 'POST',
      url: url(`/${encodeURIComponent(pageId)}/feed`),
      headers: bearer(pageToken),
      body: { form },
    });
    return oauth.read('facebook', response, postAnswer, publishing).id;
  }

  return {
    /** A short-lived user token (an hour) from the code, exchanged for one of 60 days. */
    async longLivedUserToken(app: OAuthAppCredentials, shortLivedToken: string): Promise<MetaToken> {
      const response = await oauth.send({
        method: 'GET',
        url: url('/oauth/access_token'),
        query: {
          grant_type: 'fb_exchange_token',
          client_id: app.clientId,
          client_secret: app.clientSecret,
          fb_exchange_token: shortLivedToken,
        },
      });
      return oauth.read('facebook', response, metaTokenAnswer, graphFailure('Facebook', { refusing: 'the token' }));
    },

    /** The Pages the user may post to. Paged by cursor rather than `paging.next`, which carries the token in its query. */
    async pages(userToken: string): Promise<FacebookPage[]> {
      const pages: FacebookPage[] = [];
      let after: string | undefined;
      for (let read = 0; read < maxAccountPages; read++) {
        const response = await oauth.send({
          method: 'GET',
          url: url('/me/accounts'),
          query: { fields: 'id,name,access_token,tasks', after },
          headers: bearer(userToken),
        });
        const answer = oauth.read('facebook', response, accountsAnswer, graphFailure('Facebook', { refusing: 'to list the Pages' }));
        for (const page of answer.data) {
          if (!page.access_token || !page.tasks?.some((task) => postingTasks.includes(task))) continue;
          pages.push({ id: page.id, name: page.name, accessToken: page.access_token });
        }
        after = answer.paging?.cursors?.after;
        if (!answer.paging?.next || !after) break;
      }
      return pages;
    },

    async publish(pageId: string, pageToken: string, request: PublishRequest): Promise<PublishedPost> {
      const message = request.text || undefined;
      const [only, ...more] = request.media;
      let postId: string;
      if (!only) {
        postId = await postToFeed(pageId, pageToken, { message });
      } else if (more.length === 0) {
        // One photo is published with its caption by the upload itself: this request posts.
        const response = await uploadPhoto(pageId, pageToken, only, 0, message ? [{ name: 'message', value: message }] : []);
        postId = oauth.read('facebook', response, publishedPhotoAnswer, publishing).post_id;
      } else {
        const photoIds: string[] = [];
        for (const [index, file] of request.media.entries()) {
          const photoId = await beforePosting(async () => {
            const response = await uploadPhoto(pageId, pageToken, file, index, [{ name: 'published', value: 'false' }]);
            return oauth.read('facebook', response, photoAnswer, graphFailure('Facebook', { refusing: 'the image' })).id;
          });
          photoIds.push(photoId);
        }
        const attached = Object.fromEntries(photoIds.map((id, index) => [`attached_media[${index}]`, JSON.stringify({ media_fbid: id })]));
        postId = await postToFeed(pageId, pageToken, { message, ...attached });
      }
      return { remoteId: postId, url: `https://www.facebook.com/${postId}` };
    },

    /** Reactions, comments and shares; impressions are Page Insights, which need read_insights (not asked for). */
    async metrics(pageToken: string, postId: string): Promise<PostMetrics> {
      const response = await oauth.send({
        method: 'GET',
        url: url(`/${encodeURIComponent(postId)}`),
        query: { fields: 'reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares' },
        headers: bearer(pageToken),
      });
      const readFailure = graphFailure('Facebook', { refusing: 'to show the post' });
      const post = oauth.read('facebook', response, countersAnswer, (answer, parsed) =>
        isGone(answer) ? new NetworkError('The post is no longer on Facebook.', 'rejected') : readFailure(answer, parsed),
      );
      return {
        likes: post.reactions.summary.total_count,
        comments: post.comments.summary.total_count,
        shares: post.shares?.count ?? 0,
        impressions: null,
      };
    },

    /**
     * Comments on the Page's latest posts made after `since`, newest first, in one request; the Page's
     * own are left out. Commenters are read with pages_read_user_content: a Page connected before
     * Uplift asked for it gets none, and keeps publishing.
     */
    async comments(pageId: string, pageToken: string, since: Date | undefined): Promise<EngagementItem[]> {
      const response = await oauth.send({
        method: 'GET',
        url: url(`/${encodeURIComponent(pageId)}/published_posts`),
        query: {
          fields: `id,comments.order(reverse_chronological).limit(${commentReads.commentsPerPost}){id,from,message,created_time,permalink_url}`,
          limit: String(commentReads.posts),
        },
        headers: bearer(pageToken),
      });
      if (isMissingPermission(response)) return [];
      const posts = oauth.read('facebook', response, postsWithComments, graphFailure('Facebook', { refusing: 'to list the comments' }));
      const items = posts.data.flatMap((post) =>
        (post.comments?.data ?? [])
          .filter((comment) => comment.from?.id !== pageId && (!since || comment.created_time > since))
          .map((comment): EngagementItem => ({
            remoteId: comment.id,
            kind: 'reply',
            author: comment.from?.name ?? 'A Facebook user',
            authorUrl: null,
            text: comment.message ?? '',
            url: comment.permalink_url ?? `https://www.facebook.com/${post.id}`,
            createdAt: comment.created_time,
            inReplyToRemoteId: post.id,
          })),
      );
      return items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
  };
}

export type FacebookClient = ReturnType<typeof createFacebookClient>;
