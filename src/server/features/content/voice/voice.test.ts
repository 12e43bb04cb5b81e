import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blogPayloadSchema, emailPayloadSchema } from '@/shared/content/content';
import { type BrandVoiceFields, type BrandVoiceState, type VoicePreview, voiceMessages } from '@/shared/content/voice';
import { startFakeOpenAi } from '../../../ai/test/fake-openai';
import { blogAnswer } from '../../../ai/test/fixtures';
import { answerJson } from '../../../ai/test/scripted-server';
import { type ServedSite, serveBakerySite } from '../../../crawl/fixtures/serve-bakery-site';
import type { TestClient } from '../../../test/harness';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { workspaceMembers } from '../../../tenancy/schema';

// The fixture site lives on loopback, which only a test may let the fetcher reach.
const uplift = useTestServer({}, { safeFetcher: { allowLoopbackForTests: true } });
const { member } = uplift;
let site: ServedSite;

beforeAll(async () => {
  site = await serveBakerySite();
});
afterAll(async () => {
  await site?.close();
});

const edited: BrandVoiceFields = {
  tone: 'Warm, plain-spoken baker talk.',
  vocabulary: ['sourdough', 'crumb', 'wood-fired oven'],
  avoid: ['budget', 'patience', 'system'],
  dos: ['Name the bread'],
  donts: ['Don’t use exclamation marks'],
  examples: ['We bake sourdough bread every morning.'],
};

async function projectOf(client: TestClient, url?: string): Promise<string> {
  return (await client.post('/api/projects', { name: 'Crumb & Crust', niche: 'Food', url })).body.id;
}

const voiceOf = async (client: TestClient, projectId: string) =>
  (await client.get(`/api/content/voice/${projectId}`)).body as BrandVoiceState;

describe('brand voice (custom AI training)', () => {
  test('Starter and Professional are refused with the plan text', async () => {
    for (const plan of ['starter', 'professional'] as const) {
      const client = await member(`voice-${plan}@uplift.test`, plan);
      const projectId = await projectOf(client);
      const calls = [
        await client.get(`/api/content/voice/${projectId}`),
        await client.put(`/api/content/voice/${projectId}`, edited),
        await client.post(`/api/content/voice/${projectId}/learn`, { fromSite: false }),
        await client.post(`/api/content/voice/${projectId}/preview`, { topic: 'Rye', voice: edited }),
      ];
      for (const refused of calls) {
        expect(refused.status).toBe(403);
        expect(refused.body.error).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE', message: voiceMessages.notOnPlan });
      }
    }
  });

  test('learns from the library, the site and an upload; the user edits, previews and saves', async () => {
    const client = await member('voice-enterprise@uplift.test', 'enterprise');
    const projectId = await projectOf(client, `${site.url}/`);
    const sample =
      'Our crumb is open and our crust is dark. We bake sourdough in a wood-fired oven every morning, and our sourdough sells out by noon.';
    await client.post('/api/content', {
      type: 'email',
      title: 'Morning bake',
      body: { subject: 'Morning bake', content: sample, cta: 'Visit' },
    });
    expect((await voiceOf(client, projectId)).voice).toBeNull();

    const started = await client.post(`/api/content/voice/${projectId}/learn`, {
      uploads: [
        { name: 'about.html', text: '<html><body><p>Crumb &amp; Crust bakes sourdough loaves with a crackling crust.</p></body></html>' },
      ],
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'queued' });
    const learned = await until(
      () => voiceOf(client, projectId),
      (state) => state.learning?.status === 'done' || state.learning?.status === 'failed',
    );
    expect(learned.learning).toMatchObject({ status: 'done', progress: 100 });
    expect(learned.voice?.learnedFrom).toEqual({ contentItems: 1, pages: 5, uploads: 1 });
    expect(learned.voice?.learnedAt).toBeTruthy();
    expect(learned.voice?.vocabulary).toContain('sourdough');
    expect(learned.voice?.tone).not.toBe('');
    expect(site.requested).toContain('/rye-bread');

    const preview = await client.post(`/api/content/voice/${projectId}/preview`, { topic: 'Weekend bread', voice: edited });
    expect(preview.status).toBe(200);
    const { before, after } = preview.body as VoicePreview;
    expect(after).not.toBe(before);
    expect(before.toLowerCase()).toContain('budget');
    for (const word of edited.avoid) expect(after.toLowerCase()).not.toContain(word);
    expect(after).toContain('sourdough');

    const saved = await client.put(`/api/content/voice/${projectId}`, edited);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...edited, projectId });
    expect((await voiceOf(client, projectId)).voice).toMatchObject({ ...edited, learnedFrom: { contentItems: 1, pages: 5, uploads: 1 } });
  });

  test('every writer follows the saved voice offline; on Professional a saved voice is kept but not applied', async () => {
    const client = await member('voice-writers@uplift.test', 'enterprise');
    const projectId = await projectOf(client);
    expect((await client.put(`/api/content/voice/${projectId}`, edited)).status).toBe(200);

    const blog = blogPayloadSchema.parse(
      (await client.post('/api/content/generate', { topic: 'Budget baking', type: 'blog', projectId })).body.body,
    );
    expect(blog.content).toContain('It all comes down to sourdough, crumb and wood-fired oven.');
    for (const word of edited.avoid) expect(blog.content.toLowerCase()).not.toMatch(new RegExp(`\\b${word}\\b`));
    const email = emailPayloadSchema.parse(
      (await client.post('/api/content/generate', { topic: 'Rye', type: 'email', projectId })).body.body,
    );
    expect(email.content).toContain('sourdough');

    const social = await client.post('/api/social/generate', { topic: 'Weekend bread', networks: ['linkedin'] });
    expect(social.status).toBe(200);
    const post = social.body.posts[0].content as string;
    expect(post).toContain('It all comes down to sourdough');
    for (const word of edited.avoid) expect(post.toLowerCase()).not.toContain(word);

    await uplift.setPlan(client, 'professional');
    const plain = await client.post('/api/social/generate', { topic: 'Weekend bread', networks: ['linkedin'] });
    expect(plain.body.posts[0].content).not.toContain('It all comes down to');
    expect(plain.body.posts[0].content.toLowerCase()).toContain('budget');
    await uplift.setPlan(client, 'enterprise');
    expect((await voiceOf(client, projectId)).voice).toMatchObject(edited);
  });

  test("another workspace's project answers 404; Viewers read only; bad input answers 400", async () => {
    const owner = await member('voice-owner@uplift.test', 'enterprise');
    const projectId = await projectOf(owner);
    const stranger = await member('voice-stranger@uplift.test', 'enterprise');
    expect((await stranger.get(`/api/content/voice/${projectId}`)).status).toBe(404);
    expect((await stranger.put(`/api/content/voice/${projectId}`, edited)).status).toBe(404);
    expect((await stranger.post(`/api/content/voice/${projectId}/learn`, {})).status).toBe(404);
    expect((await stranger.post(`/api/content/voice/${projectId}/preview`, { topic: 'x', voice: edited })).status).toBe(404);
    expect((await stranger.get('/api/content/voice/not-an-id')).status).toBe(404);

    const workspaceId = (await owner.get('/api/me')).body.workspace.id;
    const viewer = await member('voice-viewer@uplift.test');
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId: (await viewer.get('/api/me')).body.id, role: 'viewer' });
    await viewer.post('/api/workspaces/current', { workspaceId });
    expect((await viewer.get(`/api/content/voice/${projectId}`)).status).toBe(200);
    expect((await viewer.put(`/api/content/voice/${projectId}`, edited)).body.error.code).toBe('READ_ONLY');

    const invalid = async (path: string, body: unknown) => (await owner.post(path, body)).body.error.message;
    const learn = `/api/content/voice/${projectId}/learn`;
    expect(await invalid(learn, { fromContent: false, fromSite: false })).toBe(voiceMessages.nothingToLearnFrom);
    expect(await invalid(learn, { uploads: [{ name: 'logo.png', text: 'x' }] })).toBe(voiceMessages.uploadType);
    expect(await invalid(learn, { uploads: [{ name: 'a.txt', text: 'x'.repeat(150_001) }] })).toBe(voiceMessages.uploadTooLarge);
    const preview = `/api/content/voice/${projectId}/preview`;
    expect(await invalid(preview, { topic: ' ', voice: edited })).toBe(voiceMessages.enterTopic);
    const tooLong = await owner.put(`/api/content/voice/${projectId}`, { ...edited, tone: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe(voiceMessages.toneTooLong);
    expect((await owner.put(`/api/content/voice/${projectId}`, { ...edited, examples: Array(6).fill('x') })).body.error.message).toBe(
      voiceMessages.tooManyExamples,
    );
  });

  test('with a provider, the model learns the voice from the samples, and the voice goes into the prompt', async () => {
    const provider = await startFakeOpenAi();
    await uplift.admin.put('/api/admin/api-keys/AI_BASE_URL', { value: provider.baseUrl });
    try {
      const client = await member('voice-ai@uplift.test', 'enterprise');
      const projectId = await projectOf(client);
      provider.script(answerJson({ voice: edited }));
      const uploads = [{ name: 'notes.md', text: 'We bake sourdough at dawn, six days a week.' }];
      expect((await client.post(`/api/content/voice/${projectId}/learn`, { fromContent: false, uploads })).status).toBe(202);
      const learned = await until(
        () => voiceOf(client, projectId),
        (state) => state.learning?.status === 'done' || state.learning?.status === 'failed',
      );
      expect(learned.voice).toMatchObject({ ...edited, learnedFrom: { contentItems: 0, pages: 0, uploads: 1 } });
      expect(JSON.stringify(provider.requests.at(-1)!.body.messages)).toContain('We bake sourdough at dawn');

      provider.script(blogAnswer);
      expect((await client.post('/api/content/generate', { topic: 'Rye', type: 'blog', projectId })).body.source).toBe('ai');
      const prompt = JSON.stringify(provider.requests.at(-1)!.body.messages);
      expect(prompt).toContain('Brand voice: Warm, plain-spoken baker talk.');
      expect(prompt).toContain('Never use these words or phrases: \\"budget\\"');
    } finally {
      await uplift.admin.put('/api/admin/api-keys/AI_BASE_URL', { value: '' });
      await provider.close();
    }
  });
});
