import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { assistantMessages as texts } from '@/shared/assistant/assistant';
import { startFakeOpenAi } from '../../ai/test/fake-openai';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';
import { until } from '../../test/until';
import { workspaceMembers } from '../../tenancy/schema';
import { aiTokenUsage } from '../../ai/schema';
import { assistantChats, assistantMessages } from './schema';
import { contentGenerations } from '../../usage/schema';
import { sendTurn, textOf } from './test/chat-stream';

const provider = await startFakeOpenAi();
const uplift = useTestServer({ AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'sk-test-provider-key', AI_MODEL: 'test-model' });
afterAll(() => provider.close());

let owner: TestClient;
let projectId: string;

beforeAll(async () => {
  owner = await uplift.member('assistant-owner@uplift.test', 'enterprise');
  projectId = (await owner.post('/api/projects', { name: 'Crumb & Co', url: 'https://crumb.example', niche: 'Artisan baking' })).body.id;
});

const newChat = async (client: TestClient = owner, mode = 'general') => {
  const created = await client.post('/api/assistant/chats', { mode });
  expect(created.status).toBe(201);
  return created.body.id as string;
};
const turn = (chatId: string, text: string, client: TestClient = owner, options: Parameters<typeof sendTurn>[4] = {}) =>
  sendTurn(uplift.server.url, client, chatId, { trigger: 'submit-message', messageId: crypto.randomUUID(), text }, options);
const chatOf = async (chatId: string, client: TestClient = owner) => (await client.get(`/api/assistant/chats/${chatId}`)).body;

describe('AI Assistant chat with a provider', () => {
  test('streams a reply and keeps the chat, titled by its first question', async () => {
    provider.script({ text: 'Your traffic is steady this month.' });
    const chatId = await newChat();
    const reply = await turn(chatId, 'How is my traffic?');
    expect(reply.status).toBe(200);
    expect(reply.chunks.filter((chunk) => chunk.type === 'text-delta').length).toBeGreaterThan(1);
    expect(reply.text).toBe('Your traffic is steady this month.');

    const request = provider.requests.at(-1)!;
    expect(request.body.stream).toBe(true);
    expect(JSON.stringify(request.body.messages)).toContain('Crumb & Co');

    const { chat, messages } = await chatOf(chatId);
    expect(chat).toMatchObject({ title: 'How is my traffic?', status: 'completed', mode: 'general' });
    expect(messages.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant']);
    expect(textOf(messages[1])).toBe('Your traffic is steady this month.');
    expect(messages[1].metadata).toMatchObject({ source: 'ai', outcome: 'completed' });
    expect((await owner.get('/api/assistant/chats')).body.chats[0]).toMatchObject({ id: chatId, title: 'How is my traffic?' });
    // Its tokens are in the admin's figures, as every provider call's are.
    const workspaceId = (await owner.get('/api/me')).body.workspace.id as string;
    const spent = await until(
      () =>
        uplift.server.db
          .select()
          .from(aiTokenUsage)
          .where(and(eq(aiTokenUsage.workspaceId, workspaceId), eq(aiTokenUsage.kind, 'assistant'))),
      (rows) => rows.length > 0,
    );
    expect(spent.at(-1)).toMatchObject({ provider: 'openai-compatible', model: 'test-model', inputTokens: 120, outputTokens: 480 });
    expect((await owner.get('/api/assistant/status')).body).toMatchObject({
      online: true,
      source: 'ai',
      provider: 'openai-compatible',
      model: 'test-model',
    });
  });

  test('a tool call is answered: the model reads Analytics through the API, gets the figures, then answers', async () => {
    provider.script({ text: '', toolCalls: [{ name: 'analyticsReport', input: { range: '7d' } }] }, { text: 'No visits yet this week.' });
    const chatId = await newChat();
    const before = provider.requests.length;
    const reply = await turn(chatId, 'How many visitors this week?');
    expect(reply.text).toBe('No visits yet this week.');
    const output = reply.chunks.find((chunk) => chunk.type === 'tool-output-available')!.output as Record<string, unknown>;
    expect(output).toMatchObject({
      project: { id: projectId },
      range: '7d',
      hasData: false,
      step: { summary: 'Looked at Analytics, last 7 days', path: '/analytics' },
    });

    const followUp = provider.requests[before + 1]!;
    const toolMessage = followUp.body.messages.find((message: { role: string }) => message.role === 'tool');
    expect(toolMessage.content).toContain('"hasData":false');
    const tools = followUp.body.tools.map((entry: { function: { name: string } }) => entry.function.name);
    expect(tools).toEqual(expect.arrayContaining(['analyticsReport', 'createContentDraft']));

    const { messages } = await chatOf(chatId);
    const part = messages[1].parts.find((candidate: { type: string }) => candidate.type === 'tool-analyticsReport');
    expect(part).toMatchObject({ state: 'output-available', output: { step: { path: '/analytics' } } });
    expect(textOf(messages[1])).toBe('No visits yet this week.');

    // Both steps' tokens, in one row.
    const workspaceId = (await owner.get('/api/me')).body.workspace.id as string;
    const rows = await until(
      () =>
        uplift.server.db
          .select()
          .from(aiTokenUsage)
          .where(and(eq(aiTokenUsage.workspaceId, workspaceId), eq(aiTokenUsage.kind, 'assistant'))),
      (found) => found.some((row) => row.inputTokens === 240),
    );
    expect(rows.filter((row) => row.inputTokens === 240 && row.outputTokens === 960)).toHaveLength(1);
    expect(rows.every((row) => row.inputTokens > 0 && row.outputTokens > 0)).toBe(true);
  });

  test('a write tool does nothing until the user confirms; then the draft is in the library, once', async () => {
    const title = `Sourdough guide ${crypto.randomUUID().slice(0, 6)}`;
    provider.script(
      {
        text: 'I can draft that.',
        toolCalls: [{ id: 'call_draft', name: 'createContentDraft', input: { title, content: '# Sourdough\n\nFeed it daily.' } }],
      },
      { text: 'Here is the proposal.' },
    );
    const chatId = await newChat(owner, 'content');
    await turn(chatId, 'Draft a sourdough guide');
    const { messages } = await chatOf(chatId);
    const proposal = messages[1].parts.find((part: { type: string }) => part.type === 'tool-createContentDraft');
    expect(proposal).toMatchObject({ state: 'input-available', toolCallId: 'call_draft', input: { title } });
    const library = async (q: string) =>
      (await owner.get(`/api/content?q=${encodeURIComponent(q)}`)).body.items as Array<{ title: string; status: string }>;
    expect(await library(title)).toHaveLength(0);

    const edited = `${title} (edited)`;
    const confirmed = await owner.post(`/api/assistant/chats/${chatId}/actions/call_draft`, {
      confirm: true,
      input: { ...proposal.input, title: edited },
    });
    expect(confirmed.status).toBe(200);
    const part = confirmed.body.parts.find((candidate: { type: string }) => candidate.type === 'tool-createContentDraft');
    expect(part).toMatchObject({
      state: 'output-available',
      input: { title: edited },
      output: { outcome: 'done', step: { path: '/content' } },
    });
    expect(await library(edited)).toEqual([expect.objectContaining({ title: edited, status: 'draft' })]);
    expect((await chatOf(chatId)).messages[1].parts).toContainEqual(
      expect.objectContaining({ toolCallId: 'call_draft', state: 'output-available' }),
    );

    const again = await owner.post(`/api/assistant/chats/${chatId}/actions/call_draft`, { confirm: false });
    expect(again.status).toBe(409);
    expect(await library(title)).toHaveLength(1);
  });

  test('a declined proposal is kept as declined and nothing is done', async () => {
    provider.script(
      { text: '', toolCalls: [{ id: 'call_audit', name: 'startSiteAudit', input: { url: 'https://crumb.example' } }] },
      { text: 'Shall I?' },
    );
    const chatId = await newChat(owner, 'seo');
    await turn(chatId, 'Audit my site');
    const declined = await owner.post(`/api/assistant/chats/${chatId}/actions/call_audit`, { confirm: false });
    expect(declined.status).toBe(200);
    expect(declined.body.parts.find((part: { type: string }) => part.type === 'tool-startSiteAudit')).toMatchObject({
      state: 'output-available',
      output: { outcome: 'declined' },
    });
    expect((await owner.get('/api/seo/issues?site=https://crumb.example')).body.audit).toBeNull();
  });

  test('Stop ends the reply on the server too and keeps what was written', async () => {
    const words = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    provider.script({ text: words, chunkDelayMs: 40 });
    const chatId = await newChat();
    let whileWriting: string | undefined;
    const reply = await turn(chatId, 'Tell me a long story', owner, {
      stopAfter: 3,
      whileStreaming: async () => {
        whileWriting = (await chatOf(chatId)).chat.status;
      },
    });
    expect(whileWriting).toBe('in-progress');
    expect(reply.text.split(' ').length).toBeLessThan(10);
    const { chat, messages } = await until(
      () => chatOf(chatId),
      (read) => read.chat.status === 'completed' && read.messages.length === 2,
    );
    expect(chat.status).toBe('completed');
    expect(messages[1].metadata).toMatchObject({ outcome: 'stopped' });
    const kept = textOf(messages[1]);
    expect(kept.startsWith('word0')).toBe(true);
    expect(kept.split(' ').length).toBeLessThan(40);
  });

  test('a provider failing mid-stream keeps the partial reply, says so, and shows offline on the status until it answers again', async () => {
    provider.script({ text: 'one two three four five six seven', failAfterChunks: 3 });
    const chatId = await newChat();
    const reply = await turn(chatId, 'Summarise my week');
    expect(reply.chunks).toContainEqual(expect.objectContaining({ type: 'error', errorText: texts.failedResponse }));
    const { chat, messages } = await chatOf(chatId);
    expect(chat.status).toBe('completed');
    expect(messages[1].metadata).toMatchObject({ outcome: 'failed' });
    expect(textOf(messages[1])).toBe('one two ');
    expect((await owner.get('/api/assistant/status')).body).toMatchObject({ online: false, source: 'ai' });

    provider.script({ text: 'All good now.' });
    const retried = await sendTurn(uplift.server.url, owner, chatId, { trigger: 'regenerate-message' });
    expect(retried.text).toBe('All good now.');
    const after = await chatOf(chatId);
    expect(after.messages).toHaveLength(2);
    expect(textOf(after.messages[1])).toBe('All good now.');
    expect((await owner.get('/api/assistant/status')).body.online).toBe(true);
  });

  test('regenerate writes the last reply again; editing an earlier question drops what followed', async () => {
    provider.script({ text: 'First answer.' }, { text: 'Second answer.' }, { text: 'Regenerated.' }, { text: 'Edited answer.' });
    const chatId = await newChat();
    const firstId = crypto.randomUUID();
    await sendTurn(uplift.server.url, owner, chatId, { trigger: 'submit-message', messageId: firstId, text: 'First question' });
    await turn(chatId, 'Second question');
    const regenerated = await sendTurn(uplift.server.url, owner, chatId, { trigger: 'regenerate-message' });
    expect(regenerated.text).toBe('Regenerated.');
    let { messages } = await chatOf(chatId);
    expect(messages.map(textOf)).toEqual(['First question', 'First answer.', 'Second question', 'Regenerated.']);

    await sendTurn(uplift.server.url, owner, chatId, { trigger: 'submit-message', messageId: firstId, text: 'First question, edited' });
    ({ messages } = await chatOf(chatId));
    expect(messages.map(textOf)).toEqual(['First question, edited', 'Edited answer.']);
    expect(messages[0].id).toBe(firstId);
    expect((await chatOf(chatId)).chat.title).toBe('First question, edited');
  });

  test('each reply counts as one AI generation, and the plan limit refuses before any stream', async () => {
    const member = await uplift.member('assistant-limit@uplift.test');
    const me = (await member.get('/api/me')).body;
    const chatId = await newChat(member);
    provider.script({ text: 'Counted.' });
    await turn(chatId, 'Count this', member);
    expect((await member.get('/api/me')).body.usage.contentGeneration).toBe(me.usage.contentGeneration + 1);

    const limit = me.limits.contentGeneration as number;
    await uplift.server.db
      .insert(contentGenerations)
      .values(Array.from({ length: limit }, () => ({ workspaceId: me.workspace.id, createdBy: me.id, kind: 'blog' })));
    const before = provider.requests.length;
    const placed = (await chatOf(chatId, member)).chat.updatedAt;
    const refused = await turn(chatId, 'One more', member);
    expect(refused.status).toBe(403);
    expect(refused.json?.error?.code).toBe('PLAN_LIMIT_REACHED');
    expect(provider.requests.length).toBe(before);
    // Released as it was: not in progress, and in the same place in the list.
    expect((await chatOf(chatId, member)).chat).toMatchObject({ status: 'completed', updatedAt: placed });

    // A new chat whose first question is refused holds nothing: it is not listed.
    const empty = await newChat(member);
    expect((await turn(empty, 'Refused at once', member)).status).toBe(403);
    expect((await member.get('/api/assistant/chats')).body.chats.map((chat: { id: string }) => chat.id)).toEqual([chatId]);
  });

  test('a second question while the reply is being written is refused; a reply lost with its server frees the chat', async () => {
    provider.script({ text: Array.from({ length: 30 }, (_, index) => `word${index}`).join(' '), chunkDelayMs: 40 });
    const chatId = await newChat();
    let second: Awaited<ReturnType<typeof turn>> | undefined;
    await turn(chatId, 'Write slowly', owner, {
      whileStreaming: async () => {
        second = await turn(chatId, 'And another thing', owner);
      },
    });
    expect(second?.status).toBe(409);
    expect(second?.json?.error).toEqual({ code: 'REPLY_UNDER_WAY', message: texts.replyUnderWay });
    expect((await chatOf(chatId)).messages).toHaveLength(2);

    // A server that stopped mid-reply left the chat in progress: after the reply's lease it is not.
    await uplift.server.db
      .update(assistantChats)
      .set({ status: 'in-progress', updatedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(assistantChats.id, chatId));
    expect((await chatOf(chatId)).chat.status).toBe('completed');
    provider.script({ text: 'Here again.' });
    const again = await turn(chatId, 'Are you there?');
    expect(again.text).toBe('Here again.');
  });

  test('a Viewer may chat with the read tools but is offered no tool that acts', async () => {
    const viewer = await uplift.member('assistant-viewer@uplift.test');
    const workspaceId = (await owner.get('/api/me')).body.workspace.id as string;
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId: (await viewer.get('/api/me')).body.id, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);

    provider.script({ text: 'Here is what I see.' });
    const chatId = await newChat(viewer, 'strategy');
    const reply = await turn(chatId, 'What should we do next?', viewer);
    expect(reply.text).toBe('Here is what I see.');
    const tools = provider.requests.at(-1)!.body.tools.map((entry: { function: { name: string } }) => entry.function.name) as string[];
    expect(tools).toContain('analyticsReport');
    for (const action of ['createContentDraft', 'scheduleSocialPost', 'createEmailCampaign', 'trackKeyword', 'startSiteAudit'])
      expect(tools).not.toContain(action);
    // A proposal made before (say, while they were an Editor) is refused by the area's own check.
    await uplift.server.db.insert(assistantMessages).values({
      chatId,
      position: 2,
      id: crypto.randomUUID(),
      role: 'assistant',
      parts: [
        {
          type: 'tool-createContentDraft',
          toolCallId: 'call_viewer',
          state: 'input-available',
          input: { title: 'Viewer draft', content: 'Hi' },
        },
      ],
    });
    const refused = await viewer.post(`/api/assistant/chats/${chatId}/actions/call_viewer`, {
      confirm: true,
      input: { title: 'Viewer draft', content: 'Hi' },
    });
    expect(refused.status).toBe(200);
    const output = refused.body.parts[0].output;
    expect(output).toMatchObject({ outcome: 'refused', step: { path: '/content' } });
    expect(output.message).toBeTruthy();
    expect((await owner.get('/api/content?q=Viewer%20draft')).body.items).toEqual([]);
    // The owner's chats are not the viewer's, in the same workspace.
    expect((await viewer.get('/api/assistant/chats')).body.chats.map((chat: { id: string }) => chat.id)).toEqual([chatId]);
  });

  test("another workspace's chats are unreachable, and a tool cannot read another workspace even given its ids", async () => {
    provider.script({ text: 'Private.' });
    const chatId = await newChat();
    await turn(chatId, 'A private question');
    const stranger = await uplift.member('assistant-stranger@uplift.test', 'enterprise');
    expect((await stranger.get(`/api/assistant/chats/${chatId}`)).status).toBe(404);
    expect((await stranger.delete(`/api/assistant/chats/${chatId}`)).status).toBe(404);
    expect((await turn(chatId, 'Let me in', stranger)).status).toBe(404);
    expect((await stranger.post(`/api/assistant/chats/${chatId}/actions/call_draft`, { confirm: false })).status).toBe(404);
    expect((await stranger.get('/api/assistant/chats')).body.chats).toEqual([]);

    provider.script(
      { text: '', toolCalls: [{ name: 'analyticsReport', input: { projectId, range: '30d' } }] },
      { text: 'I could not read it.' },
    );
    const strangersChat = await newChat(stranger);
    const reply = await turn(strangersChat, 'Show me that project', stranger);
    const output = reply.chunks.find((chunk) => chunk.type === 'tool-output-available')!.output as Record<string, unknown>;
    expect(output.error).toBeTruthy();
    expect(JSON.stringify(output)).not.toContain('Crumb');
    expect(JSON.stringify(provider.requests.at(-1)!.body)).not.toContain('Crumb');
  });

  test("lists, searches, deletes and clears the user's chats", async () => {
    const member = await uplift.member('assistant-history@uplift.test');
    provider.script({ text: 'Ok.' });
    const bread = await newChat(member);
    await turn(bread, 'Bread recipes for the blog', member);
    const seo = await newChat(member, 'seo');
    await turn(seo, 'Keywords for cakes', member);
    expect((await member.get('/api/assistant/chats?q=bread')).body.chats.map((chat: { id: string }) => chat.id)).toEqual([bread]);
    expect((await member.get('/api/assistant/chats')).body.chats.map((chat: { id: string }) => chat.id)).toEqual([seo, bread]);
    expect((await member.delete(`/api/assistant/chats/${bread}`)).status).toBe(204);
    expect((await member.get(`/api/assistant/chats/${bread}`)).status).toBe(404);
    expect((await member.delete('/api/assistant/chats')).status).toBe(204);
    expect((await member.get('/api/assistant/chats')).body.chats).toEqual([]);
    expect((await owner.get('/api/assistant/chats')).body.chats.length).toBeGreaterThan(0);
  });

  test('a long chat is trimmed to its latest messages, with a line about the ones left out', async () => {
    const chatId = await newChat();
    await uplift.server.db.insert(assistantMessages).values(
      Array.from({ length: 40 }, (_, position) => ({
        chatId,
        position,
        id: crypto.randomUUID(),
        role: position % 2 === 0 ? ('user' as const) : ('assistant' as const),
        parts: [{ type: 'text', text: position % 2 === 0 ? `Old question ${position}` : `Old answer ${position}` }],
      })),
    );
    provider.script({ text: 'Trimmed.' });
    expect((await turn(chatId, 'And now?')).text).toBe('Trimmed.');
    const sent = provider.requests.at(-1)!.body.messages as Array<{ role: string; content: unknown }>;
    expect(sent.filter((message) => message.role !== 'system').length).toBeLessThanOrEqual(16);
    expect(JSON.stringify(sent[0])).toContain('messages not shown');
    expect(JSON.stringify(sent.at(-1))).toContain('And now?');
    expect((await chatOf(chatId)).messages).toHaveLength(42);
  });
});
