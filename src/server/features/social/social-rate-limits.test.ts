// A network's rate limit, as X and Mastodon announce it on a 429: the post's next try, and the
// account's next sync, wait until the window resets rather than for a fixed backoff.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { until } from '../../test/until';
import { rowsOf } from '../../db/rows';
import { startFakeMastodon, type FakeMastodon } from './test/fake-mastodon';
import { startFakeOAuth, type FakeOAuth } from './test/fake-oauth';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

let mastodon: FakeMastodon;
let oauth: FakeOAuth;
const env: Record<string, string> = {};
const overrides = { guardedApi: { allowLoopbackForTests: true }, originsForTests: {} as Record<string, string> };

beforeAll(async () => {
  [mastodon, oauth] = await Promise.all([startFakeMastodon(), startFakeOAuth()]);
  Object.assign(env, { TWITTER_CLIENT_ID: oauth.clientId, TWITTER_CLIENT_SECRET: oauth.clientSecret });
  overrides.originsForTests.twitter = oauth.origin;
});
afterAll(async () => {
  await Promise.all([mastodon.close(), oauth.close()]);
});

const uplift = useTestServer(env, overrides);

async function connect(client: TestClient, network: 'twitter' | 'mastodon') {
  const started = await client.post('/api/social/accounts', network === 'mastodon' ? { network, instance: mastodon.origin } : { network });
  const back = new URL(network === 'mastodon' ? mastodon.approve(started.body.redirectUrl) : oauth.approve(started.body.redirectUrl));
  expect((await client.get(`${back.pathname}${back.search}`)).headers.get('location')).toBe(`/social?connected=${network}`);
  return (await client.get('/api/social/accounts')).body.accounts.find((account: { network: string }) => account.network === network) as {
    id: string;
  };
}

/** When the job waiting on `queue` for the item (`key` in its data) is to run. */
async function nextRun(queue: string, key: string, id: string): Promise<number> {
  const [job] = await until(
    async () =>
      rowsOf<{ start_after: string }>(
        await uplift.server.db.execute(
          sql`select start_after from pgboss.job where name = ${queue} and state = 'created' and data->>${key} = ${id} and start_after > now() + interval '30 seconds'`,
        ),
      ),
    (jobs) => jobs.length > 0,
  );
  return new Date(job!.start_after).getTime();
}

/** A reset in whole seconds, as X names it. */
const resetIn = (minutes: number) => new Date(Math.ceil((Date.now() + minutes * 60_000) / 1000) * 1000);

describe('rate limits', () => {
  test('a post X turns away for its rate limit is tried again when the window resets (x-rate-limit-reset)', async () => {
    const client = await uplift.member('x-rate-limit@social.test');
    const account = await connect(client, 'twitter');
    const resetAt = resetIn(3);
    oauth.x.rateLimitNextTweet(resetAt);
    const post = (await client.post('/api/social/posts', { content: 'Rye is back', accountIds: [account.id], publishNow: true })).body;
    expect(Math.abs((await nextRun('social-publish', 'postId', post.id)) - resetAt.getTime())).toBeLessThan(2000);
  });

  test('a post Mastodon turns away for its rate limit is tried again when the window resets (X-RateLimit-Reset)', async () => {
    const client = await uplift.member('mastodon-rate-limit@social.test');
    const account = await connect(client, 'mastodon');
    const resetAt = resetIn(4);
    mastodon.rateLimitNext('POST /api/v1/statuses', resetAt);
    const post = (await client.post('/api/social/posts', { content: 'Rye is back', accountIds: [account.id], publishNow: true })).body;
    expect(Math.abs((await nextRun('social-publish', 'postId', post.id)) - resetAt.getTime())).toBeLessThan(2000);
  });

  test('a sync Mastodon turns away for its rate limit runs again when the window resets', async () => {
    const client = await uplift.member('mastodon-sync-limit@social.test');
    const account = await connect(client, 'mastodon');
    const resetAt = resetIn(5);
    mastodon.rateLimitNext('GET /api/v1/notifications', resetAt);
    expect((await client.post(`/api/social/accounts/${account.id}/sync`)).status).toBe(202);
    expect(Math.abs((await nextRun('social-account-sync', 'accountId', account.id)) - resetAt.getTime())).toBeLessThan(2000);
  });
});
