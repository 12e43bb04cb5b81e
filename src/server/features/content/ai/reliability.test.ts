import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { contentMessages } from '@/shared/content/content';
import type { DatabaseHandle } from '../../../db/client';
import { ServiceError } from '../../../lib/service-error';
import { SecretBox } from '../../../settings/secret-box';
import { ApiKeySettings } from '../../../settings/service';
import { AiEngine } from '../../../ai';
import { aiTokenUsage } from '../../../ai/schema';
import { startFakeOpenAi } from '../../../ai/test/fake-openai';
import { bakery, blogAnswer, databaseWithWorkspace, memoryKeys, notJson, recordingLogger, wrongShape } from '../../../ai/test/fixtures';
import type { ScriptedServer } from '../../../ai/test/scripted-server';
import type { GenerationScope } from '../../../ai';
import { writeContent } from './write-content';

let database: DatabaseHandle;
let who: GenerationScope;
let provider: ScriptedServer;
let other: ScriptedServer;
const apiKey = 'sk-secret-never-logged-42';
const blog = { type: 'blog', topic: 'Rye bread for beginners', tone: 'professional', platforms: [] } as const;

beforeAll(async () => {
  ({ database, who } = await databaseWithWorkspace());
  [provider, other] = await Promise.all([startFakeOpenAi(), startFakeOpenAi()]);
});

afterAll(async () => {
  await Promise.all([provider?.close(), other?.close()]);
  await database?.close();
});

beforeEach(() => {
  provider.requests.length = 0;
  other.requests.length = 0;
});

function setUp(timeoutMs?: number) {
  const logger = recordingLogger();
  const keys = memoryKeys({ AI_BASE_URL: provider.baseUrl, AI_API_KEY: apiKey });
  return { logger, keys, engine: new AiEngine({ apiKeys: keys, db: database.db, logger, timeoutMs }) };
}

async function refusal(action: Promise<unknown>): Promise<ServiceError> {
  const error = await action.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('malformed answers', () => {
  test('an answer that is not JSON is asked for once more, and the second answer is used', async () => {
    provider.script(notJson, blogAnswer);
    const { engine } = setUp();
    const draft = await writeContent(engine, blog, bakery, who);
    expect(draft).toMatchObject({ title: 'Sourdough at Home', source: 'ai' });
    expect(provider.requests).toHaveLength(2);
  });

  test('an answer in the wrong shape is retried too, and both answers count as token use', async () => {
    await database.db.delete(aiTokenUsage);
    provider.script(wrongShape, blogAnswer);
    const { engine } = setUp();
    await writeContent(engine, blog, bakery, who);
    expect(provider.requests).toHaveLength(2);
    expect(await database.db.select().from(aiTokenUsage)).toHaveLength(2);
  });

  test('two malformed answers give the clear error, without a third try', async () => {
    provider.script(notJson);
    const { engine } = setUp();
    const error = await refusal(writeContent(engine, blog, bakery, who));
    expect(error).toMatchObject({ status: 502, code: 'AI_GENERATION_FAILED', message: 'Failed to generate content. Please try again.' });
    expect(error.message).toBe(contentMessages.generateFailed);
    expect(provider.requests).toHaveLength(2);
  });

  test('social posts missing a platform asked for count as malformed', async () => {
    provider.script({ text: JSON.stringify({ posts: [{ platform: 'Twitter', content: 'Rye!', hashtags: [] }] }) });
    const { engine } = setUp();
    const error = await refusal(writeContent(engine, { ...blog, type: 'social', platforms: ['Twitter', 'Instagram'] }, bakery, who));
    expect(error.code).toBe('AI_GENERATION_FAILED');
    expect(provider.requests).toHaveLength(2);
  });
});

describe('a provider that does not answer well', () => {
  test('a slow provider times out with the same clear message', async () => {
    provider.script({ ...blogAnswer, delayMs: 5_000 });
    const { engine } = setUp(200);
    const started = Date.now();
    const error = await refusal(writeContent(engine, blog, bakery, who));
    expect(error).toMatchObject({ status: 504, code: 'AI_TIMEOUT', message: contentMessages.generateFailed });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  test('a refused call (wrong key) fails at once, and the key appears in no log line or error', async () => {
    provider.script({ status: 401, text: `Incorrect API key provided: ${apiKey}` });
    const { engine, logger } = setUp();
    const error = await refusal(writeContent(engine, blog, bakery, who));
    expect(error).toMatchObject({ status: 502, code: 'AI_GENERATION_FAILED' });
    expect(provider.requests).toHaveLength(1);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', fields: expect.objectContaining({ status: 401 }) }));
    expect(JSON.stringify(logger.entries)).not.toContain(apiKey);
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(apiKey);
  });
});

describe('switching providers without a restart', () => {
  test('each call reads the keys: provider A, then provider B, then offline', async () => {
    provider.script(blogAnswer);
    other.script(blogAnswer);
    const { engine, keys } = setUp();
    expect(await writeContent(engine, blog, bakery, who)).toMatchObject({ source: 'ai', model: 'gpt-4o-mini' });

    keys.set('AI_BASE_URL', other.baseUrl);
    keys.set('AI_MODEL', 'llama3.1');
    expect(await writeContent(engine, blog, bakery, who)).toMatchObject({ source: 'ai', model: 'llama3.1' });
    expect(await engine.status()).toEqual({ source: 'ai', provider: 'openai-compatible', model: 'llama3.1' });

    keys.set('AI_BASE_URL', undefined);
    expect(await writeContent(engine, blog, bakery, who)).toMatchObject({ source: 'offline', model: null });
    expect([provider.requests.length, other.requests.length]).toEqual([1, 1]);
  });

  test('a value stored in the admin panel wins over the environment and applies to the next call', async () => {
    provider.script(blogAnswer);
    other.script(blogAnswer);
    const apiKeys = new ApiKeySettings({
      db: database.db,
      box: new SecretBox(randomBytes(32).toString('hex')),
      environment: { AI_BASE_URL: provider.baseUrl, AI_API_KEY: apiKey },
      refreshSeconds: 60,
      logger: recordingLogger(),
    });
    const engine = new AiEngine({ apiKeys, db: database.db, logger: recordingLogger() });
    await writeContent(engine, blog, bakery, who);
    const admin = { id: who.userId, email: 'baker@uplift.test' };
    await apiKeys.set('AI_BASE_URL', other.baseUrl, admin);
    await writeContent(engine, blog, bakery, who);
    expect([provider.requests.length, other.requests.length]).toEqual([1, 1]);
    expect(other.requests[0]?.headers.authorization).toBe(`Bearer ${apiKey}`);
    await apiKeys.set('AI_BASE_URL', '', admin);
  });
});
