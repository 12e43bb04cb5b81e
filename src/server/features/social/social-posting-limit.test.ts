// Social posting's plan limit (Starter 3 a month, Professional and Enterprise unlimited): counted
// once a post is published or scheduled, refused past the limit with the other meters' text, and
// never passed by two posts at once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { usageMessages } from '@/shared/messages';
import { startOfMonth } from '../../usage/meter';
import type { TestClient } from '../../test/harness';
import { until } from '../../test/until';
import { useTestServer } from '../../test/use-test-server';
import { socialPosts } from './schema';
import { startFakeBluesky, type FakeBluesky } from './test/fake-bluesky';

let bluesky: FakeBluesky;
const overrides = { guardedApi: { allowLoopbackForTests: true } };

beforeAll(async () => {
  bluesky = await startFakeBluesky();
});
afterAll(async () => {
  await bluesky.close();
});

const uplift = useTestServer({}, overrides);

async function connectBluesky(client: TestClient): Promise<{ id: string }> {
  const connected = await client.post('/api/social/accounts', {
    network: 'bluesky',
    handle: bluesky.handle,
    appPassword: bluesky.appPassword,
    service: bluesky.origin,
  });
  expect(connected.status).toBe(201);
  return connected.body.account;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function socialPostsUsage(client: TestClient): Promise<{ used: number; limit: number | 'unlimited' }> {
  const me = (await client.get('/api/me')).body;
  return { used: me.usage.socialPosts, limit: me.limits.socialPosts };
}

function expectLimitReached(answer: { status: number; body: { error: { code: string; message: string; details: unknown } } }) {
  expect(answer.status).toBe(403);
  expect(answer.body.error).toMatchObject({
    code: 'PLAN_LIMIT_REACHED',
    message: usageMessages.reachedLimit,
    details: { usageKey: 'socialPosts', used: 3, limit: 3, plan: 'starter' },
  });
}

describe('social posting on Starter', () => {
  test('three posts published or scheduled this month, however many accounts each; the fourth is refused, drafts are not', async () => {
    const client = await uplift.member('three@posting.test');
    const account = await connectBluesky(client);
    const post = (values: Record<string, unknown>) => client.post('/api/social/posts', { accountIds: [account.id], ...values });

    expect(await socialPostsUsage(client)).toEqual({ used: 0, limit: 3 });
    expect((await post({ content: 'Published now', publishNow: true })).status).toBe(201);
    expect((await post({ content: 'Later', scheduledAt: inAnHour() })).status).toBe(201);
    const draft = await post({ content: 'A draft' });
    expect(draft.status).toBe(201);
    expect(await socialPostsUsage(client)).toEqual({ used: 2, limit: 3 });
    // A draft scheduled takes its place then.
    const scheduled = await client.put(`/api/social/posts/${draft.body.id}`, {
      content: 'A draft, scheduled',
      accountIds: [account.id],
      scheduledAt: inAnHour(),
    });
    expect(scheduled.status).toBe(200);
    expect(await socialPostsUsage(client)).toEqual({ used: 3, limit: 3 });

    expectLimitReached(await post({ content: 'One more, later', scheduledAt: inAnHour() }));
    expectLimitReached(await post({ content: 'One more, now', publishNow: true }));
    // Drafts are still written, and cannot be published past the limit.
    const another = await post({ content: 'Still a draft' });
    expect(another.status).toBe(201);
    expectLimitReached(
      await client.put(`/api/social/posts/${another.body.id}`, { content: 'Now', accountIds: [account.id], publishNow: true }),
    );
    // A scheduled post edited, or moved to another time, keeps the place it has.
    const edited = await client.put(`/api/social/posts/${draft.body.id}`, {
      content: 'A draft, scheduled and edited',
      accountIds: [account.id],
      scheduledAt: new Date(Date.now() + 7_200_000).toISOString(),
    });
    expect(edited.status).toBe(200);
    expect(await socialPostsUsage(client)).toEqual({ used: 3, limit: 3 });
  });

  test('cancelling a scheduled post, or deleting it once cancelled, frees its place', async () => {
    const client = await uplift.member('cancel@posting.test');
    const account = await connectBluesky(client);
    const schedule = (content: string) => client.post('/api/social/posts', { content, accountIds: [account.id], scheduledAt: inAnHour() });
    const ids: string[] = [];
    for (const content of ['One', 'Two', 'Three']) ids.push((await schedule(content)).body.id);
    expectLimitReached(await schedule('Four'));

    expect((await client.post(`/api/social/posts/${ids[0]}/cancel`)).status).toBe(200);
    expect(await socialPostsUsage(client)).toEqual({ used: 2, limit: 3 });
    expect((await client.delete(`/api/social/posts/${ids[0]}`)).status).toBe(204);
    expect((await schedule('Four')).status).toBe(201);
    expectLimitReached(await schedule('Five'));
  });

  test('a post that went out keeps its place once deleted: deleting makes no room for more', async () => {
    const client = await uplift.member('deleted@posting.test');
    const account = await connectBluesky(client);
    const created = await client.post('/api/social/posts', { content: 'Out now', accountIds: [account.id], publishNow: true });
    await until(
      async () => (await client.get('/api/social/posts')).body.posts.find((post: { id: string }) => post.id === created.body.id),
      (post) => post?.status === 'Published',
    );
    expect((await client.delete(`/api/social/posts/${created.body.id}`)).status).toBe(204);
    expect(await socialPostsUsage(client)).toEqual({ used: 1, limit: 3 });
  });

  test("last month's posts do not count; posts still waiting to go do, whatever their month", async () => {
    const client = await uplift.member('months@posting.test');
    const account = await connectBluesky(client);
    const workspaceId = (await client.get('/api/me')).body.workspace.id as string;
    const lastMonth = new Date(startOfMonth().getTime() - 86_400_000);
    await uplift.server.db.insert(socialPosts).values(
      ['One', 'Two', 'Three'].map((content) => ({
        workspaceId,
        content,
        status: 'published' as const,
        scheduledAt: lastMonth,
        publishedAt: lastMonth,
        createdAt: lastMonth,
      })),
    );
    expect(await socialPostsUsage(client)).toEqual({ used: 0, limit: 3 });
    const nextMonth = new Date(startOfMonth(new Date(Date.now() + 32 * 86_400_000)).getTime() + 3_600_000).toISOString();
    expect(
      (await client.post('/api/social/posts', { content: 'Next month', accountIds: [account.id], scheduledAt: nextMonth })).status,
    ).toBe(201);
    expect(await socialPostsUsage(client)).toEqual({ used: 1, limit: 3 });
  });

  test('a CSV import counts each scheduled row and is refused whole past the limit', async () => {
    const client = await uplift.member('import@posting.test');
    const account = await connectBluesky(client);
    expect((await client.post('/api/social/posts', { content: 'Now', accountIds: [account.id], publishNow: true })).status).toBe(201);
    const rows = (times: number) => Array.from({ length: times }, (_, index) => `Row ${index},bluesky,${inAnHour()}`);

    const refused = await client.post('/api/social/imports', { csv: ['content,networks,time', ...rows(3), 'A draft,bluesky,'].join('\n') });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: usageMessages.reachedLimit,
      details: { usageKey: 'socialPosts', used: 1, limit: 3, plan: 'starter' },
    });
    expect((await client.get('/api/social/posts')).body.posts).toHaveLength(1);

    // Drafts do not count: any number of them comes in with the two scheduled rows that fit.
    const drafts = Array.from({ length: 5 }, (_, index) => `Draft ${index},bluesky,`);
    const imported = await client.post('/api/social/imports', { csv: ['content,networks,time', ...rows(2), ...drafts].join('\n') });
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({ created: 7, scheduled: 2, drafts: 5 });
    expect(await socialPostsUsage(client)).toEqual({ used: 3, limit: 3 });
  });

  test('posts at the same moment with one place left: exactly one goes', async () => {
    const client = await uplift.member('race@posting.test');
    const account = await connectBluesky(client);
    for (const content of ['One', 'Two'])
      expect((await client.post('/api/social/posts', { content, accountIds: [account.id], scheduledAt: inAnHour() })).status).toBe(201);
    const answers = await Promise.all(
      ['Now A', 'Now B', 'Later C', 'Later D', 'Now E', 'Now F'].map((content) =>
        client.post(
          '/api/social/posts',
          content.startsWith('Now')
            ? { content, accountIds: [account.id], publishNow: true }
            : { content, accountIds: [account.id], scheduledAt: inAnHour() },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403, 403, 403, 403]);
    expect(await socialPostsUsage(client)).toEqual({ used: 3, limit: 3 });
  });
});

describe('social posting on Professional', () => {
  test('is not limited', async () => {
    const client = await uplift.member('pro@posting.test', 'professional');
    const account = await connectBluesky(client);
    for (let post = 1; post <= 5; post++) {
      const created = await client.post('/api/social/posts', {
        content: `Post ${post}`,
        accountIds: [account.id],
        scheduledAt: inAnHour(),
      });
      expect(created.status).toBe(201);
    }
    expect(await socialPostsUsage(client)).toEqual({ used: 5, limit: 'unlimited' });
  });
});
