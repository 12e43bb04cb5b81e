import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentMessages } from '@/shared/content/content';
import { startFakeOpenAi } from '../../ai/test/fake-openai';
import { blogAnswer, notJson } from '../../ai/test/fixtures';
import type { ScriptedServer } from '../../ai/test/scripted-server';
import { startTestServer, testPassword, type TestClient, type TestServer } from '../../test/harness';

let provider: ScriptedServer;
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  provider = await startFakeOpenAi();
  server = await startTestServer({ AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'sk-test-provider-key', AI_MODEL: 'test-model' });
  client = server.client();
  await client.signUp('writer@uplift.test', testPassword);
  await client.post('/api/projects', { name: 'Crumb & Co', niche: 'Artisan home baking', keywords: 'sourdough starter, rye bread' });
});

afterAll(async () => {
  await server?.close();
  await provider?.close();
});

describe('AI content creator with a configured provider', () => {
  test("writes through the provider with the project's niche and keywords, and counts it", async () => {
    provider.script(blogAnswer);
    const response = await client.post('/api/content/generate', { topic: 'Sourdough at home', type: 'blog', tone: 'casual' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ type: 'blog', source: 'ai', model: 'test-model', title: 'Sourdough at Home' });
    expect(response.body).not.toHaveProperty('usage');
    const request = provider.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk-test-provider-key');
    const prompt = JSON.stringify(request.body.messages);
    expect(prompt).toContain('Artisan home baking');
    expect(prompt).toContain('sourdough starter');
    expect(prompt).toContain('casual');
    expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(1);
  });

  test('answers the clear error after a malformed answer and its retry, and counts nothing', async () => {
    provider.script(notJson);
    const before = provider.requests.length;
    const response = await client.post('/api/content/generate', { topic: 'Rye', type: 'blog' });
    expect(response.status).toBe(502);
    expect(response.body.error).toMatchObject({ code: 'AI_GENERATION_FAILED', message: contentMessages.generateFailed });
    expect(provider.requests.length - before).toBe(2);
    expect(JSON.stringify(response.body)).not.toContain('sk-test-provider-key');
    expect((await client.get('/api/me')).body.usage.contentGeneration).toBe(1);
  });
});
