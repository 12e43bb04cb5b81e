import { beforeAll, describe, expect, test } from 'vitest';
import { assistantMessages } from '@/shared/assistant/assistant';
import type { TestClient } from '../../test/harness';
import { until } from '../../test/until';
import { useTestServer } from '../../test/use-test-server';
import { sendTurn, textOf } from './test/chat-stream';

// No AI provider: the offline writer answers from the workspace's own figures.
const uplift = useTestServer();

let owner: TestClient;
let projectId: string;

const collect = (body: unknown, userAgent: string) =>
  fetch(`${uplift.server.url}/api/event`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', 'User-Agent': userAgent, Origin: 'https://shop.example.com' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  owner = await uplift.member('offline-owner@uplift.test', 'enterprise');
  projectId = (await owner.post('/api/projects', { name: 'Shop', url: 'https://shop.example.com', niche: 'Tea' })).body.id;
  for (const title of ['Green tea guide', 'Oolong basics']) {
    await owner.post('/api/content', { type: 'email', title, body: { subject: title, content: 'Hi', cta: 'Read' } });
  }
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  await collect({ p: projectId, n: 'pageview', u: 'https://shop.example.com/pricing', r: 'https://www.google.com/', w: 1440 }, chrome);
  await collect({ p: projectId, n: 'pageview', u: 'https://shop.example.com/', r: null, w: 390 }, iphone);
  // The collector writes every second: wait until the report counts both visitors.
  await until(
    async () => (await owner.get(`/api/analytics/projects/${projectId}/report?range=30d`)).body.kpis.visitors.value as number,
    (visitors) => visitors === 2,
  );
});

const ask = async (text: string) => {
  const chatId = (await owner.post('/api/assistant/chats', { mode: 'general' })).body.id as string;
  const reply = await sendTurn(uplift.server.url, owner, chatId, { trigger: 'submit-message', messageId: crypto.randomUUID(), text });
  return { chatId, reply };
};

describe('the offline writer', () => {
  test('answers a traffic question from the real report, with the step and its link, and says a provider does more', async () => {
    expect((await owner.get('/api/assistant/status')).body).toEqual({ online: true, source: 'offline', provider: null, model: null });
    const { chatId, reply } = await ask('How is my traffic this month?');
    expect(reply.status).toBe(200);
    const outputs = reply.chunks
      .filter((chunk) => chunk.type === 'tool-output-available')
      .map((chunk) => chunk.output as Record<string, unknown>);
    expect(outputs[0]).toMatchObject({
      kpis: { visitors: { value: 2 }, pageViews: { value: 2 } },
      step: { summary: 'Looked at Analytics, last 30 days', path: '/analytics' },
    });
    expect(reply.text).toContain('Visitors: 2');
    expect(reply.text).toContain('Page views: 2');
    expect(reply.text).toContain('[Analytics](/analytics)');
    expect(reply.text).toContain(assistantMessages.offlineNote);

    const { messages } = (await owner.get(`/api/assistant/chats/${chatId}`)).body;
    expect(messages[1].metadata).toMatchObject({ source: 'offline', outcome: 'completed' });
    expect(messages[1].parts).toContainEqual(expect.objectContaining({ type: 'tool-analyticsReport', state: 'output-available' }));
    expect(textOf(messages[1])).toBe(reply.text);
    expect((await owner.get('/api/me')).body.usage.contentGeneration).toBe(1);
  });

  test('lists the real content, and an open question gets an overview of the workspace', async () => {
    const content = await ask('What content do I have?');
    expect(content.reply.text).toContain('2 pieces');
    expect(content.reply.text).toContain('Green tea guide');
    expect(content.reply.text).toContain('Oolong basics');

    const overview = await ask('Hello there');
    const tools = overview.reply.chunks.filter((chunk) => chunk.type === 'tool-input-available').map((chunk) => chunk.toolName);
    expect(tools).toEqual(['listProjects', 'analyticsReport', 'searchContent', 'planUsage']);
    expect(overview.reply.text).toContain('**Shop** (https://shop.example.com): Tea');
    expect(overview.reply.text).toContain('Plan**: enterprise');
  });

  test('says plainly what it has not got rather than inventing it', async () => {
    const { reply } = await ask('Which keywords rank, and how did my e-mail campaigns do?');
    expect(reply.text).toContain('has not been audited yet');
    expect(reply.text).toContain('no campaigns yet');
  });

  test('answers about outreach from the prospects and the tiles', async () => {
    const none = await ask('Which outreach prospects should I contact first?');
    expect(none.reply.text).toContain('no prospects yet');
    expect((await owner.post('/api/outreach/prospects', { address: 'tea-lovers.invalid', niche: 'Tea' })).status).toBe(201);
    const { reply } = await ask('Which outreach prospects should I contact first?');
    expect(reply.chunks.filter((chunk) => chunk.type === 'tool-input-available').map((chunk) => chunk.toolName)).toEqual([
      'outreachProspects',
    ]);
    expect(reply.text).toContain('**Outreach** (1 prospect, no one contacted yet; [AI Outreach](/outreach))');
    expect(reply.text).toContain('- tea-lovers.invalid (new');
  });
});
