import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeOpenAi } from '../../ai/test/fake-openai';
import { answerJson, type ScriptedServer } from '../../ai/test/scripted-server';
import { startTestServer, testPassword, type TestClient, type TestServer } from '../../test/harness';
import { type ServedSite, serveBakerySite } from '../../crawl/fixtures/serve-bakery-site';
import { analysisOutcome } from './test/analysis-outcome';

let site: ServedSite;
let siteUrl: string;
let provider: ScriptedServer;
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  site = await serveBakerySite();
  siteUrl = site.url;
  provider = await startFakeOpenAi();
  server = await startTestServer(
    { AI_BASE_URL: provider.baseUrl, AI_MODEL: 'test-model' },
    { safeFetcher: { allowLoopbackForTests: true } },
  );
  client = server.client();
  await client.signUp('owner@uplift.test', testPassword);
});

afterAll(async () => {
  await server?.close();
  await provider?.close();
  await site?.close();
});

async function analyse() {
  const started = await client.post('/api/setup/analyses', { url: `${siteUrl}/` });
  return analysisOutcome(client, started.body.id);
}

describe('URL analysis with an AI provider', () => {
  test('lets the provider name the niche, audience, voice and competitors from what was read', async () => {
    provider.script(
      answerJson({
        niche: 'Artisan bakery',
        audience: 'Home bakers and bread lovers near the shop.',
        tone: 'friendly',
        competitors: ['loafmasters.example', 'Crumb Club'],
      }),
    );
    const done = await analyse();
    expect(done.status).toBe('done');
    expect(done.result).toMatchObject({
      niche: 'Artisan bakery',
      audience: 'Home bakers and bread lovers near the shop.',
      tone: 'friendly',
      competitors: ['loafmasters.example', 'Crumb Club'],
      source: 'ai',
      pagesAnalyzed: 5,
    });
    expect(done.result.keywords.slice(0, 6).join(' ')).toMatch(/sourdough/);
    const prompt = JSON.stringify(provider.requests.at(-1)!.body.messages);
    expect(prompt).toContain('Rye Bread');
  });

  test('keeps the measured result when the provider answers nonsense', async () => {
    provider.script({ text: 'I cannot browse the web.' });
    const done = await analyse();
    expect(done.status).toBe('done');
    expect(done.result).toMatchObject({ source: 'heuristics', competitors: [], niche: 'Food & Cooking' });
  });
});
