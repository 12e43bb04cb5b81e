// X's API v2 as the fake OAuth server answers it: posting a tweet and reading its public metrics.
import type { ServerResponse } from 'node:http';
import { type ReceivedRequest, sendJson } from './fake-http';
import type { FakeApiContext } from './fake-oauth';

export interface FakeTweet {
  text: string;
  likes: number;
  replies: number;
  retweets: number;
  quotes: number;
  impressions: number;
}

export function fakeXApi() {
  const tweets = new Map<string, FakeTweet>();
  let lastTweet = 1_800_000_000_000_000_000n;

  return {
    tweets,
    /** Answers X's API requests; false for anything else. */
    handle(request: ReceivedRequest, response: ServerResponse, context: FakeApiContext): boolean {
      if (!request.path.startsWith('/2/tweets')) return false;
      if (!context.authorized(request)) {
        sendJson(response, 401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
        return true;
      }
      if (request.method === 'POST' && request.path === '/2/tweets') {
        const { text } = request.json as { text: string };
        if ([...text].length > 280) {
          sendJson(response, 403, { title: 'Forbidden', detail: 'Your Tweet text is too long.' });
          return true;
        }
        const id = String(++lastTweet);
        tweets.set(id, { text, likes: 0, replies: 0, retweets: 0, quotes: 0, impressions: 0 });
        sendJson(response, 201, { data: { id, text, edit_history_tweet_ids: [id] } });
        return true;
      }
      const tweet = /^\/2\/tweets\/(\d+)$/.exec(request.path);
      if (request.method !== 'GET' || !tweet) return false;
      const found = tweets.get(tweet[1] ?? '');
      if (!found) {
        sendJson(response, 200, { errors: [{ title: 'Not Found Error', detail: 'Could not find tweet' }] });
        return true;
      }
      sendJson(response, 200, {
        data: { id: tweet[1], text: found.text, public_metrics: { like_count: found.likes, reply_count: found.replies, retweet_count: found.retweets, quote_count: found.quotes, impression_count: found.impressions, bookmark_count: 0 } },
      });
      return true;
    },
  };
}
