import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeAnthropic } from '../../ai/test/fake-anthropic';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';
import { sendTurn, textOf } from './test/chat-stream';

// The same chat over Anthropic's Messages API: its stream, its tool calls.
const provider = await startFakeAnthropic();
const uplift = useTestServer({
  AI_PROVIDER: 'anthropic',
  AI_BASE_URL: provider.baseUrl,
  AI_API_KEY: 'sk-ant-test',
  AI_MODEL: 'claude-test',
});
afterAll(() => provider.close());

let owner: TestClient;

beforeAll(async () => {
  owner = await uplift.member('anthropic-owner@uplift.test', 'enterprise');
  await owner.post('/api/projects', { name: 'Kiln', url: 'https://kiln.example', niche: 'Pottery' });
});

describe('AI Assistant over Anthropic', () => {
  test('streams a reply after reading a tool, and keeps it', async () => {
    provider.script({ text: 'Let me look.', toolCalls: [{ name: 'planUsage', input: {} }] }, { text: 'You are on enterprise.' });
    const chatId = (await owner.post('/api/assistant/chats', { mode: 'general' })).body.id as string;
    const reply = await sendTurn(uplift.server.url, owner, chatId, {
      trigger: 'submit-message',
      messageId: crypto.randomUUID(),
      text: 'Which plan am I on?',
    });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('Let me look.You are on enterprise.');
    expect(reply.chunks.find((chunk) => chunk.type === 'tool-output-available')?.output).toMatchObject({
      plan: 'enterprise',
      step: { path: '/settings/billing' },
    });
    expect(provider.requests[0]!.body.stream).toBe(true);
    expect(JSON.stringify(provider.requests[0]!.body.system)).toContain('Kiln');

    const { messages } = (await owner.get(`/api/assistant/chats/${chatId}`)).body;
    expect(textOf(messages[1])).toBe('Let me look.You are on enterprise.');
    expect((await owner.get('/api/assistant/status')).body).toMatchObject({ online: true, provider: 'anthropic', model: 'claude-test' });
  });
});
