import { describe, expect, test } from 'vitest';
import type { ContentItem, ContentList, SaveContentInput } from '@/shared/content/content';
import type { UserEvent } from '@/shared/events';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';
import { content } from './schema';

const uplift = useTestServer();
const { member, setPlan } = uplift;

const blog = (title: string, text = 'Proof the dough overnight.'): SaveContentInput => ({
  type: 'blog',
  title,
  body: { title, metaDescription: 'A guide', content: `# ${title}\n\n${text}`, tags: ['baking'] },
  source: 'offline',
});
const social: SaveContentInput = {
  type: 'social',
  title: 'Twitter - Social Posts',
  body: [{ platform: 'Twitter', content: 'Fresh rye today', hashtags: ['#bread'] }],
};

async function save(client: TestClient, input: SaveContentInput): Promise<ContentItem> {
  const response = await client.post('/api/content', input);
  expect(response.status).toBe(201);
  return response.body as ContentItem;
}

describe('content library', () => {
  test('saves a draft, lists it newest first and records the activity', async () => {
    const client = await member('writer@uplift.test');
    const first = await save(client, blog('Sourdough basics'));
    const second = await save(client, social);
    expect(first).toMatchObject({ status: 'draft', source: 'offline', scheduledAt: null, type: 'blog' });
    expect(second.source).toBeNull();

    const list = (await client.get('/api/content')).body as ContentList;
    expect(list.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(list.counts).toEqual({ all: 2, blog: 1, social: 1, email: 0, video: 0 });
    const events = (await client.get('/api/events?limit=10')).body.events as UserEvent[];
    expect(events[0]).toMatchObject({ type: 'content_created', description: 'Created the social Twitter - Social Posts' });
    expect((await client.get('/api/dashboard')).body.totals.content).toBe(2);
  });

  test('searches title and text case-insensitively, not the JSON keys, with pages and tab counts', async () => {
    const client = await member('searcher@uplift.test');
    await save(client, blog('Rye Loaves', 'Dark RYE needs patience.'));
    await save(client, blog('Croissants', 'Butter lamination, 100% of the time.'));
    await save(client, social);

    const rye = (await client.get('/api/content?q=rye')).body as ContentList;
    expect(rye.items.map((item) => item.title).sort()).toEqual(['Rye Loaves', 'Twitter - Social Posts']);
    expect(rye.counts).toMatchObject({ all: 2, blog: 1, social: 1 });
    const onlyBlogs = (await client.get('/api/content?q=rye&type=blog')).body as ContentList;
    expect(onlyBlogs.items.map((item) => item.title)).toEqual(['Rye Loaves']);
    expect(onlyBlogs.total).toBe(1);
    expect(onlyBlogs.counts.all).toBe(2);

    expect(((await client.get('/api/content?q=content')).body as ContentList).total).toBe(0);
    expect(((await client.get('/api/content?q=100%25')).body as ContentList).items.map((item) => item.title)).toEqual(['Croissants']);
    expect(((await client.get('/api/content?q=_')).body as ContentList).total).toBe(0);

    const page2 = (await client.get('/api/content?pageSize=2&page=2')).body as ContentList;
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items).toHaveLength(1);
    expect((await client.get('/api/content?pageSize=1000')).status).toBe(400);
  });

  test('edits the fields of its own type, changes status and schedules', async () => {
    const client = await member('editor@uplift.test');
    const item = await save(client, blog('Draft title'));
    const edited = await client.put(`/api/content/${item.id}`, blog('Final title', 'Now with a starter.'));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Final title', body: { content: '# Final title\n\nNow with a starter.' } });
    expect(((await client.get('/api/content?q=starter')).body as ContentList).total).toBe(1);
    expect(((await client.get('/api/content?q=draft title')).body as ContentList).total).toBe(0);

    const retyped = await client.put(`/api/content/${item.id}`, social);
    expect(retyped.status).toBe(400);
    expect((await client.put(`/api/content/${item.id}`, { ...blog('x'), body: { content: '' } })).status).toBe(400);

    const published = await client.patch(`/api/content/${item.id}/status`, { status: 'published' });
    expect(published.body.status).toBe('published');
    expect((await client.patch(`/api/content/${item.id}/status`, { status: 'archived' })).status).toBe(400);

    const draft = await save(client, blog('Next week'));
    const when = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const scheduled = await client.patch(`/api/content/${draft.id}/schedule`, { scheduledAt: when });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduledAt: when });
    const unscheduled = await client.patch(`/api/content/${draft.id}/schedule`, { scheduledAt: null });
    expect(unscheduled.body).toMatchObject({ status: 'draft', scheduledAt: null });
    // Back to draft through the status dropdown also takes it off the calendar.
    await client.patch(`/api/content/${draft.id}/schedule`, { scheduledAt: when });
    const drafted = await client.patch(`/api/content/${draft.id}/status`, { status: 'draft' });
    expect(drafted.body).toMatchObject({ status: 'draft', scheduledAt: null });
    // A year the database cannot store is a bad request, not a server error.
    expect((await client.patch(`/api/content/${draft.id}/schedule`, { scheduledAt: '0000-01-01T00:00:00Z' })).status).toBe(400);
  });

  test('puts scheduled and published content on the calendar in the asked range', async () => {
    const client = await member('planner@uplift.test');
    const planned = await save(client, blog('Planned'));
    const when = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await client.patch(`/api/content/${planned.id}/schedule`, { scheduledAt: when });
    const live = await save(client, blog('Live'));
    await client.patch(`/api/content/${live.id}/status`, { status: 'published' });
    await save(client, blog('Still a draft'));

    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 30 * 86_400_000).toISOString();
    // The calendar is part of Professional and up.
    const onStarter = await client.get(`/api/content/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    expect(onStarter.status).toBe(403);
    expect(onStarter.body.error).toMatchObject({
      code: 'FEATURE_NOT_AVAILABLE',
      message: 'The content calendar is part of the Professional and Enterprise plans.',
    });
    await setPlan(client, 'professional');
    const calendar = await client.get(`/api/content/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    expect(calendar.body.entries.map((entry: { title: string }) => entry.title)).toEqual(['Live', 'Planned']);
    expect(calendar.body.entries[1].date).toBe(when);
    const tooWide = new Date(Date.now() + 400 * 86_400_000).toISOString();
    expect((await client.get(`/api/content/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(tooWide)}`)).status).toBe(400);
    const yearZero = await client.get(`/api/content/calendar?from=0000-01-01T00:00:00Z&to=0000-01-20T00:00:00Z`);
    expect(yearZero.status).toBe(400);
  });

  test("keeps each workspace's content to itself", async () => {
    const owner = await member('owner@uplift.test');
    const stranger = await member('stranger@uplift.test');
    const item = await save(owner, blog('Private plans'));
    expect((await stranger.get(`/api/content/${item.id}`)).status).toBe(404);
    expect((await stranger.put(`/api/content/${item.id}`, blog('Taken'))).status).toBe(404);
    expect((await stranger.patch(`/api/content/${item.id}/status`, { status: 'published' })).status).toBe(404);
    expect((await stranger.delete(`/api/content/${item.id}`)).status).toBe(404);
    expect(((await stranger.get('/api/content?q=private')).body as ContentList).total).toBe(0);
    expect((await owner.get('/api/content/not-a-uuid')).status).toBe(404);

    expect((await owner.delete(`/api/content/${item.id}`)).status).toBe(204);
    expect((await owner.get(`/api/content/${item.id}`)).status).toBe(404);
  });

  test('a page read before a change shows it at once, whoever made it', async () => {
    const client = await member('reviewer@uplift.test');
    const stranger = await member('onlooker@uplift.test');
    const workspaceId = (await client.get('/api/me')).body.workspace.id;
    const page = async (query = '', of = client) => (await of.get(`/api/content${query}`)).body as ContentList;
    const titles = async (query = '') => (await page(query)).items.map((item) => item.title);
    expect(await titles()).toEqual([]);
    expect(await titles('?status=published')).toEqual([]);
    expect((await page('', stranger)).total).toBe(0);

    const item = await save(client, blog('Fresh loaf'));
    expect(await titles()).toEqual(['Fresh loaf']);
    await client.patch(`/api/content/${item.id}/status`, { status: 'published' });
    expect(await titles('?status=published')).toEqual(['Fresh loaf']);
    await client.put(`/api/content/${item.id}`, blog('Fresher loaf'));
    expect(await titles()).toEqual(['Fresher loaf']);
    // A row written past the routes (a bulk job, the sample loader) shows too, in the tab counts as well.
    await uplift.server.db
      .insert(content)
      .values({ workspaceId, title: 'From a job', type: 'social', body: social.body, searchText: 'from a job' });
    expect((await page()).counts).toEqual({ all: 2, blog: 1, social: 1, email: 0, video: 0 });
    expect((await client.delete(`/api/content/${item.id}`)).status).toBe(204);
    expect(await titles()).toEqual(['From a job']);
    expect(await titles('?status=published')).toEqual([]);
    expect((await page('', stranger)).total).toBe(0);
  });

  test('refuses content whose payload does not match its type', async () => {
    const client = await member('sloppy@uplift.test');
    expect((await client.post('/api/content', { type: 'email', title: 'Hi', body: { subject: 'Hi' } })).status).toBe(400);
    expect((await client.post('/api/content', { type: 'podcast', title: 'Hi', body: {} })).status).toBe(400);
    expect((await client.post('/api/content', { ...social, body: [{ platform: 'MySpace', content: 'x', hashtags: [] }] })).status).toBe(
      400,
    );
    expect((await client.get('/api/content')).body.total).toBe(0);
  });
});

describe('text the database cannot store', () => {
  test('answers 400, never 500, to NUL characters and lone surrogates anywhere in the input', async () => {
    const client = await member('binary@uplift.test');
    expect((await client.get('/api/content?q=%00')).status).toBe(400);
    expect((await client.post('/api/content', blog('Nul\u0000title'))).status).toBe(400);
    const lone = await client.postRaw('/api/content', JSON.stringify(blog('x')).replace('"x"', '"\\ud800"'));
    expect(lone.status).toBe(400);
    expect((await client.post('/api/content/generate', { topic: 'a\u0000b', type: 'blog' })).status).toBe(400);
    expect((await client.post('/api/projects', { name: 'Nul\u0000' })).status).toBe(400);
    expect(((await client.get('/api/content')).body as ContentList).total).toBe(0);
    expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(0);
  });
});
