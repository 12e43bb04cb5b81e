import { z } from 'zod';
import type { OAuthApi } from './oauth-api';
import { oauthNetworks } from './oauth-networks';
import { NetworkError, type PostMetrics, type PublishedPost, type PublishRequest } from './types';

const tweetCreatedAnswer = z.object({ data: z.object({ id: z.string() }) });
// A tweet that is gone answers 200 with `errors` and no `data`.
const tweetAnswer = z.object({
  data: z.object({
    id: z.string(),
    public_metrics: z.object({ like_count: z.number(), reply_count: z.number(), retweet_count: z.number(), quote_count: z.number(), impression_count: z.number().optional() }),
  }).optional(),
});

/** X's API v2 for an account Uplift holds a user token of: posting and reading a post's public metrics. */
export function createXClient(oauth: OAuthApi) {
  const url = (path: string) => oauth.endpoint('twitter', `${oauthNetworks.twitter.apiUrl}${path}`);
  const readFailure = (response: { status: number }, answer: { detail?: string; title?: string } | undefined) => {
    // X answers 403 for a post it refuses (duplicate or too long text); a bad token is its 401.
    if (response.status === 403) return new NetworkError(`X refused the post: ${answer?.detail ?? answer?.title ?? 'forbidden'}`, 'rejected');
    // X may have made the post before a 5xx answered: no retry may post it again (ADR 022).
    if (response.status >= 500) return new NetworkError(`X is unavailable (HTTP ${response.status}).`, 'transient', undefined, true);
    return undefined;
  };

  return {
    /** X does not honour an idempotency key, so a retry after a lost answer can post again; callers retry only what failed before being sent. */
    async publish(accessToken: string, request: PublishRequest): Promise<PublishedPost> {
      if (request.media.length) throw new NetworkError('Posting images to X is not supported yet.', 'rejected');
      const response = await oauth.send({ method: 'POST', url: url('/2/tweets'), headers: { authorization: `Bearer ${accessToken}` }, body: { json: { text: request.text } } });
      const { id } = oauth.read('twitter', response, tweetCreatedAnswer, readFailure).data;
      return { remoteId: id, url: `https://x.com/i/web/status/${id}` };
    },

    async metrics(accessToken: string, remoteId: string): Promise<PostMetrics> {
      const response = await oauth.send({
        method: 'GET',
        url: url(`/2/tweets/${encodeURIComponent(remoteId)}`),
        query: { 'tweet.fields': 'public_metrics' },
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const tweet = oauth.read('twitter', response, tweetAnswer).data;
      if (!tweet) throw new NetworkError('The post is no longer on X.', 'rejected');
      const metrics = tweet.public_metrics;
      return {
        likes: metrics.like_count,
        comments: metrics.reply_count,
        shares: metrics.retweet_count + metrics.quote_count,
        impressions: metrics.impression_count ?? null,
      };
    },
  };
}

export type XClient = ReturnType<typeof createXClient>;
