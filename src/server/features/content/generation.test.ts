import { describe, expect, test } from 'vitest';
import { until } from '../../test/until';
import {
  type BulkGeneration,
  type ContentIdeas,
  type ContentList,
  type GeneratedContent,
  blogPayloadSchema,
  contentMessages,
  socialPayloadSchema,
} from '@/shared/content/content';
import { usageMessages } from '@/shared/messages';
import { workspaceMembers } from '../../tenancy/schema';
import { contentBulkGenerations } from './schema';
import { useTestServer } from '../../test/use-test-server';

const uplift = useTestServer();
const { member } = uplift;

describe('AI content creator without a provider (offline writer)', () => {
  test('writes a labelled blog draft for the project and counts one generation', async () => {
    const client = await member('blogger@uplift.test');
    await client.post('/api/projects', { name: 'Bakery', niche: 'Food', keywords: 'sourdough starter, rye bread' });
    const response = await client.post('/api/content/generate', { topic: 'Baking at home', type: 'blog' });
    expect(response.status).toBe(200);
    const draft = response.body as GeneratedContent;
    expect(draft).toMatchObject({ type: 'blog', source: 'offline', model: null });
    const body = blogPayloadSchema.parse(draft.body);
    expect(body.content.toLowerCase()).toContain('sourdough starter');
    expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(1);

    const saved = await client.post('/api/content', { type: draft.type, title: draft.title, body: draft.body, source: draft.source });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ status: 'draft', source: 'offline' });
  });

  test("writes one post per chosen platform, within Twitter's length", async () => {
    const client = await member('social@uplift.test');
    const response = await client.post('/api/content/generate', {
      topic: 'Weekend opening hours',
      type: 'social',
      tone: 'friendly',
      platforms: ['Twitter', 'LinkedIn'],
    });
    const posts = socialPayloadSchema.parse(response.body.body);
    expect(posts.map((post) => post.platform)).toEqual(['Twitter', 'LinkedIn']);
    const tweet = posts[0]!;
    expect(`${tweet.content} ${tweet.hashtags.join(' ')}`.length).toBeLessThanOrEqual(280);
  });

  test("answers the creator's validation texts", async () => {
    const client = await member('hasty@uplift.test');
    const noTopic = await client.post('/api/content/generate', { topic: '  ', type: 'blog' });
    expect(noTopic.status).toBe(400);
    expect(noTopic.body.error.message).toBe(contentMessages.enterTopic);
    const noPlatform = await client.post('/api/content/generate', { topic: 'Hours', type: 'social', platforms: [] });
    expect(noPlatform.body.error.message).toBe(contentMessages.selectPlatform);
    expect((await client.post('/api/content/generate', { topic: 'x', type: 'podcast' })).status).toBe(400);
    expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(0);
  });

  test("refuses a starter workspace's 51st generation this month with the upgrade figures", async () => {
    const client = await member('prolific@uplift.test');
    for (let made = 0; made < 50; made++) {
      expect((await client.post('/api/content/generate', { topic: `Post ${made}`, type: 'email' })).status).toBe(200);
    }
    const refused = await client.post('/api/content/generate', { topic: 'One more', type: 'email' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'PLAN_LIMIT_REACHED',
      message: usageMessages.contentLimitText(50, 50),
      details: { usageKey: 'contentGeneration', used: 50, limit: 50, plan: 'starter' },
    });
    expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(50);
  });

  test('opens with six free ideas; Generate More and insights each count one generation', async () => {
    const client = await member('ideas@uplift.test');
    await client.post('/api/projects', { name: 'Garden', niche: 'Gardening', keywords: 'raised beds, composting, tomatoes' });
    const first = (await client.get('/api/content/ideas')).body as ContentIdeas;
    expect(first).toMatchObject({ round: 0, source: 'offline' });
    expect(first.ideas).toHaveLength(6);
    expect(first.ideas.map((idea) => idea.title).join(' ')).toMatch(/raised beds|composting|tomatoes/i);
    expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(0);

    const second = (await client.post('/api/content/ideas', { round: 1 })).body as ContentIdeas;
    expect(second.ideas).toHaveLength(6);
    expect(second.round).toBe(1);
    expect(second.ideas.map((idea) => idea.title)).not.toEqual(first.ideas.map((idea) => idea.title));
    const insights = await client.post('/api/content/insights');
    expect(insights.status).toBe(200);
    expect(insights.body.insights.length).toBeGreaterThan(0);
    expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(2);
    expect((await client.post('/api/content/ideas', { round: 0 })).status).toBe(400);
  });

  test('refuses Generate More and insights once the month is used up', async () => {
    const client = await member('ideas-limit@uplift.test');
    for (let made = 0; made < 50; made++) expect((await client.post('/api/content/ideas', { round: made + 1 })).status).toBe(200);
    for (const refused of [await client.post('/api/content/ideas', { round: 51 }), await client.post('/api/content/insights')]) {
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('PLAN_LIMIT_REACHED');
    }
    // The opening ideas cost nothing and still come.
    expect((await client.get('/api/content/ideas')).status).toBe(200);
  });
});

describe('bulk generation', () => {
  test('is not part of starter', async () => {
    const client = await member('bulk-starter@uplift.test');
    const refused = await client.post('/api/content/bulk', { topics: ['One'], type: 'blog' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE', message: contentMessages.bulkNotOnPlan });
  });

  test('writes a draft per topic as one job with progress', async () => {
    const client = await member('bulk-pro@uplift.test', 'professional');
    const started = await client.post('/api/content/bulk', { topics: ['Spring menu', 'Summer menu', 'Autumn menu'], type: 'video' });
    expect(started.status).toBe(202);
    const finished = await until(
      async () => (await client.get(`/api/content/bulk/${started.body.id}`)).body as BulkGeneration,
      (bulk) => bulk.status === 'done' || bulk.status === 'failed',
    );
    expect(finished).toMatchObject({ status: 'done', total: 3, completed: 3, failed: 0 });
    const library = (await client.get('/api/content?type=video')).body as ContentList;
    expect(library.items.map((item) => item.id).sort()).toEqual([...finished.contentIds].sort());
    expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(3);

    const stranger = await member('bulk-stranger@uplift.test');
    expect((await stranger.get(`/api/content/bulk/${started.body.id}`)).status).toBe(404);
  });

  test('a batch whose process died after its first draft is taken up and finished once, no topic written twice', async () => {
    const client = await member('bulk-resumed@uplift.test', 'professional');
    const me = (await client.get('/api/me')).body;
    // What the dead run left: its first draft, counted on the batch, and the batch running, its heartbeat silent.
    const first = await client.post('/api/content', {
      type: 'email',
      title: 'Spring menu',
      body: { subject: 'Spring', content: 'Menu', cta: '' },
    });
    expect(first.status).toBe(201);
    const [batch] = await uplift.server.db
      .insert(contentBulkGenerations)
      .values({
        workspaceId: me.workspace.id,
        createdBy: me.id,
        allowanceWorkspaceId: me.workspace.id,
        topics: ['Spring menu', 'Summer menu', 'Autumn menu'],
        type: 'email',
        tone: 'professional',
        status: 'running',
        completed: 1,
        contentIds: [first.body.id],
        updatedAt: new Date(Date.now() - 2 * 60_000),
      })
      .returning();
    const finished = await until(
      async () => (await client.get(`/api/content/bulk/${batch!.id}`)).body as BulkGeneration,
      (bulk) => bulk.status === 'done' || bulk.status === 'failed',
    );
    expect(finished).toMatchObject({ status: 'done', total: 3, completed: 3, failed: 0 });
    expect(finished.contentIds[0]).toBe(first.body.id);
    const library = (await client.get('/api/content?type=email')).body as ContentList;
    expect(library.items.map((item) => item.id).sort()).toEqual([...new Set(finished.contentIds)].sort());
    // The two topics left were written, and counted, once each.
    expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(2);
  });
});

describe('who may change content', () => {
  test('a Viewer reads the library but cannot write, generate, change or delete', async () => {
    const owner = await member('owner-of-team@uplift.test', 'professional');
    const workspaceId = (await owner.get('/api/me')).body.workspace.id;
    const item = (
      await owner.post('/api/content', { type: 'email', title: 'Hello', body: { subject: 'Hello', content: 'Hi all', cta: 'Read' } })
    ).body;
    const viewer = await member('read-only@uplift.test');
    const viewerId = (await viewer.get('/api/me')).body.id;
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId: viewerId, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);

    expect(((await viewer.get('/api/content')).body as ContentList).total).toBe(1);
    expect((await viewer.get(`/api/content/${item.id}`)).status).toBe(200);
    // The opening ideas are the offline writer's, free to anyone who can read the library.
    expect((await viewer.get('/api/content/ideas')).status).toBe(200);
    const refusals = [
      await viewer.post('/api/content', { type: 'email', title: 'Mine', body: { subject: 'x', content: 'y', cta: '' } }),
      await viewer.put(`/api/content/${item.id}`, { type: 'email', title: 'Taken', body: { subject: 'x', content: 'y', cta: '' } }),
      await viewer.patch(`/api/content/${item.id}/status`, { status: 'published' }),
      await viewer.patch(`/api/content/${item.id}/schedule`, { scheduledAt: null }),
      await viewer.delete(`/api/content/${item.id}`),
      await viewer.post('/api/content/generate', { topic: 'x', type: 'blog' }),
      await viewer.post('/api/content/ideas', { round: 1 }),
      await viewer.post('/api/content/insights'),
      await viewer.post('/api/content/bulk', { topics: ['x'], type: 'blog' }),
    ];
    expect(refusals.map((response) => `${response.status} ${response.body.error.code}`)).toEqual(Array(9).fill('403 READ_ONLY'));
  });

  test("another workspace's project answers 404 wherever a project can be named", async () => {
    const owner = await member('project-owner@uplift.test');
    const projectId = (await owner.post('/api/projects', { name: 'Private' })).body.id;
    const stranger = await member('project-stranger@uplift.test', 'professional');
    expect((await stranger.post('/api/content/generate', { topic: 'x', type: 'blog', projectId })).status).toBe(404);
    expect((await stranger.get(`/api/content/ideas?projectId=${projectId}`)).status).toBe(404);
    expect((await stranger.post('/api/content/ideas', { round: 1, projectId })).status).toBe(404);
    expect((await stranger.post(`/api/content/insights?projectId=${projectId}`)).status).toBe(404);
    expect((await stranger.post('/api/content/bulk', { topics: ['x'], type: 'blog', projectId })).status).toBe(404);
    expect((await stranger.get('/api/me')).body.usage.contentGeneration).toBe(0);
  });

  test("bulk generation from a Sample workspace counts against the user's own allowance", async () => {
    const client = await member('sample-bulk@uplift.test', 'professional');
    await client.post('/api/workspaces/sample');
    const started = await client.post('/api/content/bulk', { topics: ['One', 'Two'], type: 'email' });
    expect(started.status).toBe(202);
    await until(
      async () => (await client.get(`/api/content/bulk/${started.body.id}`)).body as BulkGeneration,
      (bulk) => bulk.status === 'done',
    );
    expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(2);
  });
});
