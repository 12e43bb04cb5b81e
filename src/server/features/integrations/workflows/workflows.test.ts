import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ContentItem } from '@/shared/content/content';
import type { Workflow } from '@/shared/integrations/workflows';
import type { SocialPostView } from '@/shared/social/social';
import type { TestClient } from '../../../test/harness';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { type FakeBluesky, startFakeBluesky } from '../../social/test/fake-bluesky';

let bluesky: FakeBluesky;

beforeAll(async () => {
  bluesky = await startFakeBluesky();
});
afterAll(async () => {
  await bluesky.close();
});

const uplift = useTestServer({}, { guardedApi: { allowLoopbackForTests: true } });

/** The client's workspace connects the fake Bluesky account, as the Social Engine does. */
async function connectBluesky(client: TestClient): Promise<string> {
  const connected = await client.post('/api/social/accounts', {
    network: 'bluesky',
    handle: bluesky.handle,
    appPassword: bluesky.appPassword,
    service: bluesky.origin,
  });
  expect(connected.status).toBe(201);
  return connected.body.account.id as string;
}

async function publishBlogPost(client: TestClient, title: string): Promise<ContentItem> {
  const saved = await client.post('/api/content', {
    type: 'blog',
    title,
    body: { title, metaDescription: '', content: `## ${title}\n\nHow we bake it.`, tags: [] },
  });
  expect(saved.status).toBe(201);
  await client.patch(`/api/content/${saved.body.id}/published-url`, { publishedUrl: 'https://bakery.example/blog/rye' });
  expect((await client.patch(`/api/content/${saved.body.id}/status`, { status: 'published' })).status).toBe(200);
  return saved.body as ContentItem;
}

const blogToSocial = async (client: TestClient) =>
  ((await client.get('/api/integrations/workflows')).body.workflows as Workflow[]).find((workflow) => workflow.kind === 'blog_to_social')!;

/** The run a publish started, once it has ended. */
const endedRun = async (client: TestClient) =>
  (await until(
    async () => (await blogToSocial(client)).runs[0],
    (run) => run !== undefined && run.status !== 'running',
  ))!;

describe('Blog to Social', () => {
  test('off until activated; once on, a published blog post becomes a draft post for the chosen account, with its address', async () => {
    const member = await uplift.member('workflow.blog@example.com');
    expect(await blogToSocial(member)).toMatchObject({ name: 'Blog to Social', active: false, settings: null, runs: [] });
    const accountId = await connectBluesky(member);

    const activated = await member.put('/api/integrations/workflows/blog_to_social', {
      active: true,
      settings: { accountIds: [accountId], timing: 'draft' },
    });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ active: true, settings: { accountIds: [accountId], timing: 'draft' } });

    const item = await publishBlogPost(member, 'Rye at home');
    const run = await endedRun(member);
    expect(run).toMatchObject({ trigger: 'Published “Rye at home”', status: 'succeeded', error: null });
    expect(run.steps.map((step) => [step.label, step.status])).toEqual([
      ['Read the blog post', 'done'],
      ['Wrote the posts', 'done'],
      ['Saved the post as a draft', 'done'],
    ]);
    const posts = (await member.get('/api/social/posts')).body.posts as SocialPostView[];
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ status: 'Draft' });
    expect(posts[0]!.content).toContain('https://bakery.example/blog/rye');
    expect(posts[0]!.content.length).toBeLessThanOrEqual(300);
    // A draft waits for the member: nothing reached the network.
    expect(bluesky.posts.size).toBe(0);

    // Publishing again is not a second publish: no second run, no second post.
    await member.patch(`/api/content/${item.id}/status`, { status: 'published' });
    await uplift.server.drained();
    expect((await blogToSocial(member)).runs).toHaveLength(1);
  });

  test('a run that cannot post says why on its card; turned off, it does not run', async () => {
    const member = await uplift.member('workflow.failing@example.com');
    const accountId = await connectBluesky(member);
    await member.put('/api/integrations/workflows/blog_to_social', {
      active: true,
      settings: { accountIds: [accountId], timing: 'best_time' },
    });
    expect((await member.post(`/api/social/accounts/${accountId}/disconnect`)).status).toBe(200);
    await publishBlogPost(member, 'Spelt');
    const run = await endedRun(member);
    expect(run).toMatchObject({ status: 'failed', error: 'None of the chosen accounts is connected and takes text posts.' });
    expect(run.steps[1]).toMatchObject({ label: 'Left out accounts', status: 'skipped' });

    await member.put('/api/integrations/workflows/blog_to_social', {
      active: false,
      settings: { accountIds: [accountId], timing: 'draft' },
    });
    await publishBlogPost(member, 'Barley');
    await uplift.server.drained();
    expect((await blogToSocial(member)).runs).toHaveLength(1);
  });

  test('the settings name the workspace’s own accounts; Viewers cannot change them; other kinds are unknown', async () => {
    const member = await uplift.member('workflow.rules@example.com');
    const stranger = await uplift.member('workflow.stranger@example.com');
    const theirs = await connectBluesky(stranger);
    const foreign = await member.put('/api/integrations/workflows/blog_to_social', {
      active: true,
      settings: { accountIds: [theirs], timing: 'draft' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe('Choose accounts of this workspace that take text posts');
    const none = await member.put('/api/integrations/workflows/blog_to_social', {
      active: true,
      settings: { accountIds: [], timing: 'draft' },
    });
    expect(none.body.error.message).toBe('Choose at least one account');
    expect((await member.put('/api/integrations/workflows/world_domination', { active: true, settings: {} })).status).toBe(404);
    expect((await member.put('/api/integrations/workflows/blog_to_social', { active: 'yes', settings: {} })).status).toBe(400);
  });
});
