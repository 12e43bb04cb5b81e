import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { blogPayloadSchema, contentIdeasSchema, contentMessages, socialPayloadSchema, videoPayloadSchema } from '@/shared/content/content';
import type { DatabaseHandle } from '../../../db/client';
import { AiEngine } from '../../../ai';
import { aiTokenUsage } from '../../../ai/schema';
import { startFakeAnthropic } from '../../../ai/test/fake-anthropic';
import { startFakeOpenAi } from '../../../ai/test/fake-openai';
import { bakery, blogAnswer, databaseWithWorkspace, ideasAnswer, memoryKeys, recordingLogger } from '../../../ai/test/fixtures';
import { answerJson, type ScriptedServer } from '../../../ai/test/scripted-server';
import type { GenerationScope } from '../../../ai';
import { writeContent, writeIdeas, writeInsights } from './write-content';

let database: DatabaseHandle;
let who: GenerationScope;
let openAi: ScriptedServer;
let anthropic: ScriptedServer;
const apiKey = 'sk-test-bakery-0123456789';

beforeAll(async () => {
  ({ database, who } = await databaseWithWorkspace());
  [openAi, anthropic] = await Promise.all([startFakeOpenAi(), startFakeAnthropic()]);
});

afterAll(async () => {
  await Promise.all([openAi?.close(), anthropic?.close()]);
  await database?.close();
});

beforeEach(async () => {
  openAi.requests.length = 0;
  anthropic.requests.length = 0;
  await database.db.delete(aiTokenUsage);
});

function engineFor(keys: ReturnType<typeof memoryKeys>) {
  return new AiEngine({ apiKeys: keys, db: database.db, logger: recordingLogger() });
}

const openAiKeys = () => memoryKeys({ AI_BASE_URL: openAi.baseUrl, AI_API_KEY: apiKey, AI_MODEL: 'bakery-model' });
const request = { topic: 'Keeping a starter alive', tone: 'friendly', platforms: [] } as const;

describe('an OpenAI-compatible provider', () => {
  test('writes a blog post from a prompt that carries the project, with the key as bearer token', async () => {
    openAi.script(blogAnswer);
    const draft = await writeContent(engineFor(openAiKeys()), { ...request, type: 'blog' }, bakery, who);

    expect(draft).toMatchObject({
      type: 'blog',
      title: 'Sourdough at Home',
      source: 'ai',
      model: 'bakery-model',
      usage: { inputTokens: 321, outputTokens: 654 },
    });
    const body = blogPayloadSchema.parse(draft.body);
    expect(body.tags).toEqual(['sourdough starter', 'rye bread']);

    const [sent] = openAi.requests;
    expect(sent?.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(sent?.body.model).toBe('bakery-model');
    expect(sent?.body.response_format).toMatchObject({ type: 'json_schema' });
    const prompt = JSON.stringify(sent?.body.messages);
    for (const fact of [
      'Keeping a starter alive',
      'friendly',
      'Artisan home baking',
      'sourdough starter',
      'rye bread',
      'Loaf Masters',
      'home bakers',
    ]) {
      expect(prompt).toContain(fact);
    }
  });

  test("asks for the content template's sections, in order, and its instructions", async () => {
    openAi.script(blogAnswer);
    const template = { name: 'Bakery how-to', sections: ['Gather your tools', 'Mix the dough'], prompt: 'Speak to home bakers.' };
    await writeContent(engineFor(openAiKeys()), { ...request, type: 'blog', template }, bakery, who);
    const prompt = JSON.stringify(openAi.requests[0]?.body.messages);
    expect(prompt).toContain('Follow the content template');
    expect(prompt).toContain('Bakery how-to');
    expect(prompt).toMatch(/Gather your tools.*Mix the dough/);
    expect(prompt).toContain('Speak to home bakers.');
  });

  test('records the tokens of a provider call for the workspace and user', async () => {
    openAi.script(blogAnswer);
    await writeContent(engineFor(openAiKeys()), { ...request, type: 'blog' }, bakery, who);
    const rows = await database.db.select().from(aiTokenUsage).where(eq(aiTokenUsage.workspaceId, who.workspaceId));
    expect(rows).toEqual([
      expect.objectContaining({
        userId: who.userId,
        kind: 'blog',
        provider: 'openai-compatible',
        model: 'bakery-model',
        inputTokens: 321,
        outputTokens: 654,
      }),
    ]);
  });

  test('social posts: one per platform asked, hashtags as single words, tweets within 280 characters', async () => {
    const longTweet = `${'Fresh sourdough every morning. '.repeat(12)}`;
    openAi.script(
      answerJson({
        posts: [
          { platform: 'LinkedIn', content: 'A longer post for professionals.', hashtags: ['home baking', '#Sourdough', 'sourdough'] },
          { platform: 'Twitter', content: longTweet, hashtags: ['#Bread', 'rye bread', '#Bread'] },
          { platform: 'Facebook', content: 'Not asked for.', hashtags: [] },
        ],
      }),
    );
    const draft = await writeContent(
      engineFor(openAiKeys()),
      { ...request, type: 'social', platforms: ['Twitter', 'LinkedIn'] },
      bakery,
      who,
    );
    const posts = socialPayloadSchema.parse(draft.body);
    expect(draft.title).toBe('Twitter, LinkedIn - Social Posts');
    expect(posts.map((post) => post.platform)).toEqual(['Twitter', 'LinkedIn']);
    expect(posts[1]?.hashtags).toEqual(['#HomeBaking', '#Sourdough']);
    const tweet = posts[0];
    // Too long: trailing hashtags go first, then the text is shortened at a word.
    expect(tweet?.hashtags).toEqual(['#Bread']);
    expect(tweet?.content).toMatch(/^Fresh sourdough every morning\..*…$/);
    expect(`${tweet?.content} ${tweet?.hashtags.join(' ')}`.length).toBeLessThanOrEqual(280);
    expect(JSON.stringify(openAi.requests[0]?.body.messages)).toContain('at most 280 characters');
  });

  test('a video script and an e-mail come back as their payloads', async () => {
    const scenes = [
      { time: '0:00-0:30', text: 'Hook and steps', description: 'Kitchen' },
      { time: '0:30-1:00', text: 'Bake with us', description: 'Logo' },
    ];
    openAi.script(
      answerJson({ title: 'Starter in 60 s', script: '[0:00-0:30] Hook [0:30-1:00] Bake', scenes }),
      answerJson({ subject: 'Your starter', content: 'Hi,\n\nFeed it daily.', cta: 'Read more' }),
    );
    const engine = engineFor(openAiKeys());
    const video = await writeContent(engine, { ...request, type: 'video' }, bakery, who);
    expect(videoPayloadSchema.parse(video.body).scenes).toEqual(scenes);
    expect(JSON.stringify(openAi.requests[0]?.body.messages)).toContain('60-second');
    const email = await writeContent(engine, { ...request, type: 'email' }, null, who);
    expect(email).toMatchObject({ type: 'email', title: 'Your starter', body: { cta: 'Read more' }, source: 'ai' });
  });

  test('ideas and insights', async () => {
    openAi.script(ideasAnswer, answerJson({ insights: [{ title: 'Own rye bread', detail: 'Write the guide.' }] }));
    const engine = engineFor(openAiKeys());
    const ideas = await writeIdeas(engine, bakery, 2, who);
    expect(contentIdeasSchema.parse(ideas.ideas)).toHaveLength(6);
    expect(ideas).toMatchObject({ source: 'ai', model: 'bakery-model' });
    expect(JSON.stringify(openAi.requests[0]?.body.messages)).toContain('round 3');
    const insights = await writeInsights(engine, bakery, who);
    expect(insights).toMatchObject({ insights: [{ title: 'Own rye bread', detail: 'Write the guide.' }], source: 'ai' });
    const kinds = (await database.db.select().from(aiTokenUsage)).map((row) => row.kind).sort();
    expect(kinds).toEqual(['ideas', 'insights']);

    // The opening ideas of /content stay with the offline writer even when a provider is configured.
    const asked = openAi.requests.length;
    const starting = await writeIdeas(engine, bakery, 0, who, { offline: true });
    expect(starting).toMatchObject({ source: 'offline', model: null });
    expect(openAi.requests).toHaveLength(asked);
  });
});

describe('an Anthropic provider', () => {
  test('writes through the Messages API with the key in x-api-key', async () => {
    anthropic.script(blogAnswer);
    const keys = memoryKeys({ AI_PROVIDER: 'anthropic', AI_BASE_URL: anthropic.baseUrl, AI_API_KEY: apiKey, AI_MODEL: 'claude-haiku-4-5' });
    const draft = await writeContent(engineFor(keys), { ...request, type: 'blog' }, bakery, who);
    expect(draft).toMatchObject({ type: 'blog', title: 'Sourdough at Home', source: 'ai', model: 'claude-haiku-4-5' });
    const [sent] = anthropic.requests;
    expect(sent?.headers['x-api-key']).toBe(apiKey);
    expect(JSON.stringify(sent?.body)).toContain('Artisan home baking');
    const [row] = await database.db.select().from(aiTokenUsage);
    expect(row).toMatchObject({ provider: 'anthropic', model: 'claude-haiku-4-5', inputTokens: 321, outputTokens: 654 });
  });

  test('is not used without a key: the offline writer drafts instead', async () => {
    const keys = memoryKeys({ AI_PROVIDER: 'anthropic', AI_BASE_URL: anthropic.baseUrl });
    const engine = engineFor(keys);
    expect(await engine.status()).toEqual({ source: 'offline', provider: null, model: null });
    expect(await writeContent(engine, { ...request, type: 'blog' }, bakery, who)).toMatchObject({ source: 'offline', model: null });
    expect(anthropic.requests).toHaveLength(0);
  });
});

describe('without a provider', () => {
  test('the offline writer drafts, and no token use is recorded', async () => {
    const engine = engineFor(memoryKeys({ AI_API_KEY: apiKey }));
    const draft = await writeContent(engine, { ...request, type: 'blog' }, bakery, who);
    expect(draft).toMatchObject({ type: 'blog', source: 'offline', model: null });
    expect(draft).not.toHaveProperty('usage');
    expect(await database.db.select().from(aiTokenUsage)).toHaveLength(0);
  });

  test('social posts need at least one platform', async () => {
    const refused = await writeContent(engineFor(memoryKeys()), { ...request, type: 'social' }, bakery, who).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: contentMessages.selectPlatform });
  });
});
