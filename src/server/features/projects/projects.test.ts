import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaignMessages, type Project, projectMessages } from '@/shared/projects';
import type { UserEvent } from '@/shared/dashboard';
import { usageMessages } from '@/shared/messages';
import { emailListMembers } from '../email';
import { projects } from './schema';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

const uplift = useTestServer();
const { member } = uplift;

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

describe('projects', () => {
  test('creates a project with trimmed lists, counts it and records the event', async () => {
    const client = await member('site-owner@uplift.test');
    const created = await client.post('/api/projects', {
      name: '  Bakery site ',
      url: 'https://bakery.example',
      niche: 'Food',
      keywords: 'sourdough, , rye bread ,',
      competitors: ['  crumbs.example', ''],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Bakery site',
      url: 'https://bakery.example',
      keywords: ['sourdough', 'rye bread'],
      competitors: ['crumbs.example'],
    });
    expect((await client.get('/api/projects')).body.projects).toHaveLength(1);
    expect((await client.get('/api/me')).body.usage.projects).toBe(1);
    const events = (await client.get('/api/events?limit=10')).body.events as UserEvent[];
    expect(events[0]).toMatchObject({ type: 'project_created', description: 'Created the project Bakery site' });
  });

  test("refuses a starter workspace's second project with the upgrade figures", async () => {
    const client = await member('one-project@uplift.test');
    expect((await client.post('/api/projects', { name: 'First' })).status).toBe(201);
    const second = await client.post('/api/projects', { name: 'Second' });
    expect(second.status).toBe(403);
    expect(second.body.error).toEqual({
      code: 'PLAN_LIMIT_REACHED',
      message: usageMessages.reachedLimit,
      details: { usageKey: 'projects', used: 1, limit: 1, plan: 'starter' },
    });
  });

  test('lets a professional workspace have many', async () => {
    const client = await member('agency@uplift.test');
    const workspaceId = (await client.get('/api/me')).body.workspace.id;
    await uplift.admin.put(`/api/admin/workspaces/${workspaceId}/plan`, { plan: 'professional' });
    for (const name of ['One', 'Two', 'Three']) expect((await client.post('/api/projects', { name })).status).toBe(201);
  });

  test('answers 400 with the spec texts to bad input', async () => {
    const client = await member('careless@uplift.test');
    const blank = await client.post('/api/projects', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(projectMessages.fillRequired);
    const badUrl = await client.post('/api/projects', { name: 'Site', url: 'bakery.example' });
    expect(badUrl.body.error.message).toBe(projectMessages.invalidUrl);
    expect((await client.post('/api/projects', { name: 'Site', url: 'javascript:alert(1)' })).status).toBe(400);
  });

  test("updates and deletes its own projects; another workspace's answer 404", async () => {
    const owner = await member('owner-a@uplift.test');
    const stranger = await member('owner-b@uplift.test');
    const { id } = (await owner.post('/api/projects', { name: 'Mine' })).body;

    expect((await stranger.put(`/api/projects/${id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await stranger.delete(`/api/projects/${id}`)).status).toBe(404);
    expect((await stranger.get('/api/projects')).body.projects).toEqual([]);

    const renamed = await owner.put(`/api/projects/${id}`, { name: 'Mine, renamed', keywords: ['a'] });
    expect(renamed.body).toMatchObject({ name: 'Mine, renamed', keywords: ['a'] });
    expect((await owner.delete(`/api/projects/${id}`)).status).toBe(204);
    expect((await owner.get('/api/me')).body.usage.projects).toBe(0);
    expect((await owner.delete('/api/projects/not-an-id')).status).toBe(404);
  });

  test('the list shows every change at once, whoever made it', async () => {
    const client = await member('lister@uplift.test');
    const stranger = await member('looker@uplift.test');
    const workspaceId = (await client.get('/api/me')).body.workspace.id;
    await uplift.admin.put(`/api/admin/workspaces/${workspaceId}/plan`, { plan: 'professional' });
    const names = async (of = client) => ((await of.get('/api/projects')).body.projects as Project[]).map((project) => project.name);
    expect(await names()).toEqual([]);
    expect(await names(stranger)).toEqual([]);

    const { id } = (await client.post('/api/projects', { name: 'Bakery' })).body;
    expect(await names()).toEqual(['Bakery']);
    await client.put(`/api/projects/${id}`, { name: 'Bakery and cafe' });
    expect(await names()).toEqual(['Bakery and cafe']);
    // A row written past the routes (a job, the sample loader) shows too.
    await uplift.server.db.insert(projects).values({ workspaceId, name: 'Imported' });
    expect(await names()).toEqual(['Imported', 'Bakery and cafe']);
    expect((await client.delete(`/api/projects/${id}`)).status).toBe(204);
    expect(await names()).toEqual(['Imported']);
    expect(await names(stranger)).toEqual([]);
  });
});

describe('campaigns', () => {
  test('creates an active campaign with zero metrics and everything the form collects', async () => {
    const client = await member('marketer@uplift.test');
    const created = await client.post('/api/campaigns', {
      name: 'Spring launch',
      type: 'email',
      description: 'New menu',
      targetAudience: 'Local families',
      goals: ['Drive sales', 'Boost engagement'],
      startDate: today(),
      endDate: daysFromToday(30),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'active',
      metrics: { sent: 0, opened: 0, clicked: 0, converted: 0 },
      description: 'New menu',
      targetAudience: 'Local families',
      goals: ['Drive sales', 'Boost engagement'],
      endDate: daysFromToday(30),
    });
    expect((await client.get('/api/campaigns')).body.campaigns).toHaveLength(1);
    const events = (await client.get('/api/events')).body.events;
    expect(events[0]).toMatchObject({ type: 'campaign_created', data: { campaign_type: 'email' } });
  });

  test('needs a name and a start date, not in the past, and an end not before the start', async () => {
    const client = await member('hasty@uplift.test');
    const missing = await client.post('/api/campaigns', { name: ' ', type: 'social', startDate: today() });
    expect(missing.body.error.message).toBe(campaignMessages.fillRequired);
    const noStart = await client.post('/api/campaigns', { name: 'X', type: 'social' });
    expect(noStart.body.error.message).toBe(campaignMessages.fillRequired);
    const past = await client.post('/api/campaigns', { name: 'X', type: 'social', startDate: daysFromToday(-3) });
    expect(past.body.error.message).toBe(campaignMessages.startInPast);
    const backwards = await client.post('/api/campaigns', {
      name: 'X',
      type: 'social',
      startDate: daysFromToday(5),
      endDate: daysFromToday(2),
    });
    expect(backwards.body.error.message).toBe(campaignMessages.endBeforeStart);
    // Days that match the pattern but do not exist are refused, not passed on to the database.
    for (const startDate of ['2099-02-31', '2099-13-01', '0000-01-01']) {
      const impossible = await client.post('/api/campaigns', { name: 'X', type: 'social', startDate });
      expect(impossible.status).toBe(400);
      expect(impossible.body.error.message).toBe(campaignMessages.fillRequired);
    }
  });

  test("another workspace's campaign answers 404", async () => {
    const owner = await member('campaign-owner@uplift.test');
    const { id } = (await owner.post('/api/campaigns', { name: 'Ours', type: 'content', startDate: today() })).body;
    expect((await (await member('campaign-stranger@uplift.test')).delete(`/api/campaigns/${id}`)).status).toBe(404);
    expect((await owner.delete(`/api/campaigns/${id}`)).status).toBe(204);
  });
});

describe('dashboard', () => {
  test('counts the workspace’s own projects, content and active campaigns', async () => {
    const client = await member('dashboard@uplift.test');
    const empty = (await client.get('/api/dashboard')).body;
    expect(empty).toEqual({
      totals: { projects: 0, content: 0, activeCampaigns: 0 },
      subscribers: { total: 0, newLast30Days: 0 },
      recentContent: [],
    });
    await client.post('/api/projects', { name: 'Counted' });
    await client.post('/api/campaigns', { name: 'Counted', type: 'social', startDate: today() });
    await (await member('other-dashboard@uplift.test')).post('/api/projects', { name: 'Not counted' });
    expect((await client.get('/api/dashboard')).body.totals).toEqual({ projects: 1, content: 0, activeCampaigns: 1 });
  });

  test('counts subscribed addresses and those who joined in the last 30 days', async () => {
    const client = await member('audience@uplift.test');
    const other = await member('other-audience@uplift.test');
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    const subscribe = async (who: TestClient, email: string, joinedDaysAgo: number) => {
      const list = (await who.post('/api/email/lists', { name: 'Readers' })).body as { id: string };
      const subscriber = (await who.post('/api/email/subscribers', { email, listIds: [list.id] })).body as { id: string };
      await uplift.server.db
        .update(emailListMembers)
        .set({ joinedAt: daysAgo(joinedDaysAgo) })
        .where(eq(emailListMembers.subscriberId, subscriber.id));
      return subscriber.id;
    };
    await subscribe(client, 'new@reader.test', 2);
    await subscribe(client, 'recent@reader.test', 29);
    await subscribe(client, 'old@reader.test', 31);
    const gone = await subscribe(client, 'gone@reader.test', 3);
    await uplift.server.db.update(emailListMembers).set({ status: 'unsubscribed' }).where(eq(emailListMembers.subscriberId, gone));
    await subscribe(other, 'elsewhere@reader.test', 1);
    expect((await client.get('/api/dashboard')).body.subscribers).toEqual({ total: 3, newLast30Days: 2 });
    expect((await other.get('/api/dashboard')).body.subscribers).toEqual({ total: 1, newLast30Days: 1 });
  });
});
