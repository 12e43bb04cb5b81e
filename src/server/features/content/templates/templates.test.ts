import { describe, expect, test } from 'vitest';
import { blogPayloadSchema, emailPayloadSchema, type GeneratedContent, videoPayloadSchema } from '@/shared/content/content';
import {
  type ContentTemplate,
  type ContentTemplateInput,
  type ContentTemplateList,
  contentTemplateMessages,
} from '@/shared/content/templates';
import { workspaceMembers } from '../../../tenancy/schema';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { contentTemplates } from '../schema';

const uplift = useTestServer();
const { member } = uplift;

const howTo: ContentTemplateInput = {
  name: 'Bakery how-to',
  type: 'blog',
  tone: 'friendly',
  structure: '## Gather your tools\n- Mix the dough\n3. Bake and cool',
  prompt: 'Speak to home bakers.',
};

async function create(client: TestClient, input: ContentTemplateInput = howTo): Promise<ContentTemplate> {
  const response = await client.post('/api/content/templates', input);
  expect(response.status).toBe(201);
  return response.body as ContentTemplate;
}

const list = async (client: TestClient) => (await client.get('/api/content/templates')).body as ContentTemplateList;

/** Fills the workspace's templates to `count` directly, as many creates would. */
async function keep(client: TestClient, count: number) {
  const workspaceId = (await client.get('/api/me')).body.workspace.id as string;
  await uplift.server.db.insert(contentTemplates).values(
    Array.from({ length: count }, (_, index) => ({
      workspaceId,
      name: `Kept ${index + 1}`,
      type: 'blog' as const,
      tone: 'casual' as const,
    })),
  );
}

describe('content templates', () => {
  test('creates, lists, edits, duplicates and deletes a template', async () => {
    const client = await member('templater@uplift.test');
    const made = await create(client);
    expect(made).toMatchObject({ name: 'Bakery how-to', type: 'blog', tone: 'friendly', starter: false, platforms: [] });

    const first = await list(client);
    expect(first.templates.map((template) => template.id)).toEqual([made.id]);
    expect(first).toMatchObject({ used: 1, limit: 10 });

    const edited = await client.put(`/api/content/templates/${made.id}`, {
      ...howTo,
      name: 'Bread how-to',
      type: 'social',
      platforms: ['LinkedIn'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Bread how-to', type: 'social', platforms: ['LinkedIn'] });

    const copy = await client.post(`/api/content/templates/${made.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Bread how-to (copy)', type: 'social', starter: false });
    expect((await list(client)).used).toBe(2);

    expect((await client.delete(`/api/content/templates/${made.id}`)).status).toBe(204);
    expect((await list(client)).templates.map((template) => template.id)).toEqual([copy.body.id]);
    expect((await client.delete(`/api/content/templates/${made.id}`)).status).toBe(404);
  });

  test('answers bad input with 400 and the message, never 500', async () => {
    const client = await member('careless@uplift.test');
    const blank = await client.post('/api/content/templates', { ...howTo, name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(contentTemplateMessages.nameRequired);
    expect((await client.post('/api/content/templates', { ...howTo, type: 'podcast' })).status).toBe(400);
    expect((await client.post('/api/content/templates', { ...howTo, structure: 'x'.repeat(4_001) })).body.error.message).toBe(
      contentTemplateMessages.structureTooLong,
    );
    expect((await client.post('/api/content/templates', 'not json')).status).toBe(400);
    expect((await client.put('/api/content/templates/nope', howTo)).status).toBe(404);
    expect((await list(client)).used).toBe(0);
  });

  test('lists the starter set to every workspace, read-only and not counted; a copy is the workspace’s own', async () => {
    const client = await member('starter-set@uplift.test');
    const { starters, used } = await list(client);
    expect(starters.length).toBeGreaterThanOrEqual(5);
    expect(starters.every((template) => template.starter)).toBe(true);
    expect(new Set(starters.map((template) => template.type))).toEqual(new Set(['blog', 'social', 'email', 'video']));
    expect(used).toBe(0);

    const starter = starters[0]!;
    const refused = await client.delete(`/api/content/templates/${starter.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(contentTemplateMessages.starterReadOnly);
    expect((await client.put(`/api/content/templates/${starter.id}`, howTo)).status).toBe(409);

    const copy = await client.post(`/api/content/templates/${starter.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: starter.name, structure: starter.structure, starter: false });
    expect((await list(client)).used).toBe(1);
  });

  test("another workspace's template answers 404 everywhere, including generation", async () => {
    const owner = await member('keeper@uplift.test');
    const made = await create(owner);
    const stranger = await member('stranger@uplift.test');
    expect((await list(stranger)).templates).toEqual([]);
    expect((await stranger.put(`/api/content/templates/${made.id}`, howTo)).status).toBe(404);
    expect((await stranger.delete(`/api/content/templates/${made.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/content/templates/${made.id}/duplicate`)).status).toBe(404);
    const generated = await stranger.post('/api/content/generate', { topic: 'Rye', type: 'blog', templateId: made.id });
    expect(generated.status).toBe(404);
    expect((await stranger.get('/api/me')).body.usage.contentGeneration).toBe(0);
  });

  test('a Viewer reads the templates but cannot keep, change, copy or delete one', async () => {
    const owner = await member('team-owner@uplift.test', 'professional');
    const made = await create(owner);
    const workspaceId = (await owner.get('/api/me')).body.workspace.id;
    const viewer = await member('looker@uplift.test');
    const viewerId = (await viewer.get('/api/me')).body.id;
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId: viewerId, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);

    expect((await list(viewer)).templates.map((template) => template.id)).toEqual([made.id]);
    for (const response of [
      await viewer.post('/api/content/templates', howTo),
      await viewer.put(`/api/content/templates/${made.id}`, howTo),
      await viewer.post(`/api/content/templates/${made.id}/duplicate`),
      await viewer.delete(`/api/content/templates/${made.id}`),
    ]) {
      expect(response.status).toBe(403);
    }
    expect((await list(owner)).used).toBe(1);
  });

  test('Starter keeps 10: the 11th is refused with the plan text, Professional keeps more', async () => {
    const client = await member('full-shelf@uplift.test');
    await keep(client, 9);
    await create(client, { ...howTo, name: 'Tenth' });
    const refused = await client.post('/api/content/templates', { ...howTo, name: 'Eleventh' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: contentTemplateMessages.limitReached(10),
      details: { feature: 'content_templates', used: 10, limit: 10 },
    });
    const starterId = (await list(client)).starters[0]!.id;
    expect((await client.post(`/api/content/templates/${starterId}/duplicate`)).status).toBe(403);
    expect((await list(client)).used).toBe(10);

    await uplift.setPlan(client, 'professional');
    await create(client, { ...howTo, name: 'Eleventh' });
    expect(await list(client)).toMatchObject({ used: 11, limit: 50 });
  });

  test('two creates at once at 9 of 10: exactly one is kept', async () => {
    const client = await member('racer@uplift.test');
    await keep(client, 9);
    const answers = await Promise.all([
      client.post('/api/content/templates', { ...howTo, name: 'Left' }),
      client.post('/api/content/templates', { ...howTo, name: 'Right' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
    expect((await list(client)).used).toBe(10);
  });

  test("the offline writer follows the template's outline for each type", async () => {
    const client = await member('outliner@uplift.test');
    const made = await create(client);
    const blog = await client.post('/api/content/generate', { topic: 'Sourdough at home', type: 'blog', templateId: made.id });
    expect(blog.status).toBe(200);
    const post = blogPayloadSchema.parse((blog.body as GeneratedContent).body);
    const headings = post.content.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Gather your tools', '## Mix the dough', '## Bake and cool']);

    const { starters } = await list(client);
    const newsletter = starters.find((template) => template.type === 'email')!;
    const email = await client.post('/api/content/generate', { topic: 'Spring menu', type: 'email', templateId: newsletter.id });
    const emailBody = emailPayloadSchema.parse((email.body as GeneratedContent).body);
    for (const section of newsletter.structure.split('\n')) expect(emailBody.content).toContain(section);

    const explainer = starters.find((template) => template.type === 'video')!;
    const video = await client.post('/api/content/generate', { topic: 'Proofing', type: 'video', templateId: explainer.id });
    const script = videoPayloadSchema.parse((video.body as GeneratedContent).body);
    expect(script.scenes).toHaveLength(explainer.structure.split('\n').length);
    expect(script.scenes.at(-1)?.time).toMatch(/-1:00$/);
    expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(3);
  });
});
