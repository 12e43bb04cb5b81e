import { describe, expect, test } from 'vitest';
import { type Project, projectMessages } from '@/shared/projects';
import type { UserEvent } from '@/shared/events';
import { usageMessages } from '@/shared/messages';
import { projects } from './schema';
import { useTestServer } from '../test/use-test-server';

const uplift = useTestServer();
const { member } = uplift;

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
