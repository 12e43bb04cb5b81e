// Mastodon instances' public account API, as Uplift reads an influencer's profile: every instance is
// served here, told apart by the Host the request names (the tests resolve each name to loopback).
import { type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';

export interface FakeMastodonAccount {
  username: string;
  displayName: string;
  followers: number;
  /** Favourites, reblogs and replies of each recent post. */
  posts: { favourites: number; reblogs: number; replies: number }[];
}

export interface FakeMastodonProfiles {
  origin: string;
  received: ReceivedRequest[];
  addAccount(instance: string, account: FakeMastodonAccount): void;
  /** While true, every instance answers 503, as one under maintenance does. */
  down: boolean;
  close(): Promise<void>;
}

export async function startFakeMastodonProfiles(): Promise<FakeMastodonProfiles> {
  const accounts = new Map<string, FakeMastodonAccount & { id: string; instance: string }>();
  let lastId = 0;
  const server = await startFakeHttp((request, response) => {
    if (fake.down) return sendJson(response, 503, { error: 'Service Unavailable' });
    const instance = (request.headers.host ?? '').replace(/:\d+$/, '');
    if (request.path === '/api/v1/accounts/lookup') {
      const account = accounts.get(`${request.query.get('acct')?.toLowerCase()}@${instance}`);
      if (!account) return sendJson(response, 404, { error: 'Record not found' });
      return sendJson(response, 200, {
        id: account.id,
        username: account.username,
        acct: account.username,
        display_name: account.displayName,
        url: `https://${instance}/@${account.username}`,
        followers_count: account.followers,
        statuses_count: account.posts.length,
      });
    }
    const statuses = /^\/api\/v1\/accounts\/(\w+)\/statuses$/.exec(request.path);
    const account = [...accounts.values()].find((item) => item.id === statuses?.[1] && item.instance === instance);
    if (!account) return sendJson(response, 404, { error: 'Record not found' });
    const limit = Number(request.query.get('limit') ?? 20);
    return sendJson(
      response,
      200,
      account.posts.slice(0, limit).map((post, index) => ({
        id: `${account.id}${index}`,
        favourites_count: post.favourites,
        reblogs_count: post.reblogs,
        replies_count: post.replies,
      })),
    );
  });
  const fake: FakeMastodonProfiles = {
    origin: server.origin,
    received: server.received,
    down: false,
    addAccount(instance, account) {
      accounts.set(`${account.username.toLowerCase()}@${instance}`, { ...account, id: String(++lastId), instance });
    },
    close: server.close,
  };
  return fake;
}
