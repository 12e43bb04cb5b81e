import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantMessages } from '../src/shared/assistant/assistant';
import { usageMessages } from '../src/shared/messages';
import { startFakeOpenAi } from '../src/server/ai/test/fake-openai';
import type { RecordedRequest } from '../src/server/ai/test/scripted-server';
import { assistantChats, assistantMessages as storedMessages } from '../src/server/features/assistant/schema';
import { workspaceMembers } from '../src/server/tenancy/schema';
import type { RunningServer } from '../src/server/testing';
import { pageOrigin, signedInContext, uniqueEmail, workerBrowser } from './support/browser';
import { startOwnInstance } from './support/own-instance';
import { toast } from './support/screen';

// An instance of its own whose AI provider is a local fake OpenAI-compatible server, which streams
// its answers (server-sent events, tool calls included) as the test scripts them.
let server: RunningServer;
let provider: Awaited<ReturnType<typeof startFakeOpenAi>>;
let browser: Browser;

const trafficReply =
  'Your site has had no visitors in the last 30 days yet. Add the tracking snippet to your pages and the figures will start to come in.';
const viewerReply = 'As a Viewer you can read the figures with me, but drafts are for Owners and Editors.';
const dropReply = 'There is no drop to explain yet: no visits have been counted.';
let dropAsked = 0;
const longReply = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
const draftTitle = `Sourdough for beginners ${Date.now()}`;

/** The words of the last question the model was asked. */
function lastQuestion(request: RecordedRequest): string {
  const messages = (request.body.messages ?? []) as Array<{ role: string; content: unknown }>;
  return JSON.stringify(messages.findLast((message) => message.role === 'user')?.content ?? '');
}

beforeAll(async () => {
  provider = await startFakeOpenAi();
  server = await startOwnInstance({ AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'sk-test-provider-key', AI_MODEL: 'test-model' });
  browser = await workerBrowser();
  // The model reads Analytics first and then answers, a word at a time; asked for a draft, it proposes one.
  provider.script((request) => {
    if (request.body.stream !== true) return { text: '{}' };
    const afterTool = (request.body.messages as Array<{ role: string }>).at(-1)?.role === 'tool';
    const question = lastQuestion(request);
    if (question.includes('traffic')) {
      return afterTool
        ? { text: trafficReply, chunkDelayMs: 60 }
        : { text: '', toolCalls: [{ name: 'analyticsReport', input: { range: '30d' } }] };
    }
    const offered = ((request.body.tools ?? []) as Array<{ function: { name: string } }>).map((tool) => tool.function.name);
    if (question.includes('draft') && !offered.includes('createContentDraft')) return { text: viewerReply };
    if (question.includes('draft')) {
      return afterTool
        ? { text: 'The draft is ready for you to confirm.' }
        : {
            text: 'Here is a draft for you to check.',
            toolCalls: [
              { name: 'createContentDraft', input: { title: 'Sourdough basics', content: '# Sourdough\n\nFeed your starter daily.' } },
            ],
          };
    }
    if (question.includes('visitors drop')) {
      // The first answer breaks off mid-way, as a failing provider's would; asked again, it answers.
      dropAsked += 1;
      return dropAsked === 1 ? { text: 'Visitors fell because of something that breaks off', failAfterChunks: 4 } : { text: dropReply };
    }
    if (question.includes('long story')) return { text: longReply, chunkDelayMs: 150 };
    return { text: 'Noted.' };
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

const assistantReplies = (page: Page) => page.getByTestId('assistant-message');

describe('AI Assistant', () => {
  it('streams a reply with its tool step, keeps the chat over a reload, and saves a confirmed draft', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('assistant'), server.url);
    const project = await context.request.post('/api/projects', {
      headers: pageOrigin(server.url),
      data: { name: 'Crumb & Co', url: 'https://crumb.example', niche: 'Artisan baking' },
    });
    expect(project.ok()).toBe(true);

    await page.goto('/ai-assistant');
    await page.getByRole('heading', { level: 1, name: 'AI Assistant' }).waitFor();
    await page.getByTestId('assistant-greeting').getByText(assistantMessages.greeting).waitFor();
    const online = page.getByTestId('online-indicator');
    await expect.poll(() => online.getAttribute('data-online')).toBe('true');
    expect(await online.getAttribute('title')).toContain('openai-compatible');

    // An empty message is ignored.
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await page.getByTestId('user-message').count()).toBe(0);

    // The reply streams in: its words appear a few at a time, with Stop offered meanwhile.
    await page.getByRole('textbox', { name: 'Message' }).fill('How is my traffic?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('user-message').getByText('How is my traffic?').waitFor();
    const reply = assistantReplies(page).last();
    await reply.getByText('Your site', { exact: false }).waitFor();
    const partial = await reply.innerText();
    const stopShown = await page.getByRole('button', { name: 'Stop' }).isVisible();
    await reply.getByText('start to come in.', { exact: false }).waitFor();
    expect(partial).not.toContain('start to come in.');
    expect(stopShown).toBe(true);
    await page.getByRole('button', { name: 'Send' }).waitFor();

    // The step it took, with a link to the screen it read.
    const step = reply.getByTestId('tool-step');
    await step.getByText('Looked at Analytics, last 30 days').waitFor();
    expect(await step.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/analytics');

    // The chat is in the address and in Recent Chats; a reload shows it as it was, step included.
    await page.waitForURL(/\/ai-assistant\?chat=[0-9a-f-]{36}$/);
    const address = page.url();
    await page.getByRole('list', { name: 'Recent Chats' }).getByText('How is my traffic?').waitFor();
    await page.reload();
    await assistantReplies(page).last().getByText(trafficReply).waitFor();
    await page.getByTestId('user-message').getByText('How is my traffic?').waitFor();
    await assistantReplies(page).last().getByTestId('tool-step').getByText('Looked at Analytics, last 30 days').waitFor();
    expect(page.url()).toBe(address);

    // Asked for a draft, it proposes one; nothing is saved until Confirm, with the title as edited.
    await page.getByRole('textbox', { name: 'Message' }).fill('Please draft a blog post about sourdough');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    const proposal = page.getByTestId('action-proposal');
    await proposal.waitFor();
    await proposal.getByRole('textbox', { name: 'Title' }).fill(draftTitle);
    const before = (await (await context.request.get('/api/content')).text()).includes(draftTitle);
    expect(before).toBe(false);
    await proposal.getByRole('button', { name: 'Confirm' }).click();
    const outcome = page.getByTestId('action-outcome');
    await outcome.getByText(draftTitle, { exact: false }).waitFor();
    expect(await proposal.count()).toBe(0);

    await page.goto('/content');
    await page.getByText(draftTitle).first().waitFor();
    await context.close();
  });

  it('retries a failed reply, edits, regenerates and stops, keeps the history, and follows an insight', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('assistant'), server.url);
    // Data that cannot be read says so; a reply refused for the plan's limit shows the upgrade prompt.
    await page.route('**/api/assistant/insights', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }),
      }),
    );
    await page.route('**/api/assistant/chats/*/messages', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'PLAN_LIMIT_REACHED',
            message: 'You have used all your AI generations this month.',
            details: { usageKey: 'contentGeneration', used: 50, limit: 50, plan: 'starter' },
          },
        }),
      }),
    );
    await page.goto('/ai-assistant');
    await page.getByTestId('assistant-greeting').waitFor();
    await toast(page, assistantMessages.loadFailed).waitFor();
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alert').getByRole('link', { name: usageMessages.upgradeToContinue }).waitFor();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'New Chat', exact: true }).click();
    await page.waitForURL((url) => !url.search.includes('chat='));

    await page.getByRole('textbox', { name: 'Message' }).fill('Why did visitors drop last week?');
    await page.getByRole('button', { name: 'Send' }).click();
    const failure = page.getByRole('alert').filter({ hasText: assistantMessages.failedResponse });
    await failure.waitFor();
    // Nothing of the chat is lost: the question stays, and Retry asks it again.
    await page.getByTestId('user-message').getByText('Why did visitors drop last week?').waitFor();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await assistantReplies(page).last().getByText(dropReply).waitFor();
    expect(await failure.count()).toBe(0);
    expect(await page.getByTestId('user-message').count()).toBe(1);
    await page.reload();
    await assistantReplies(page).last().getByText(dropReply).waitFor();
    expect(await page.getByTestId('user-message').count()).toBe(1);

    // Edit-and-resend: the question changed under its id, and a new reply in place of the old one.
    await page.getByTestId('user-message').getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Edit your question' }).fill('Why did visitors drop this month?');
    await page.getByRole('button', { name: 'Send again' }).click();
    await page.getByTestId('user-message').getByText('Why did visitors drop this month?').waitFor();
    await assistantReplies(page).last().getByText(dropReply).waitFor();
    await page.getByRole('button', { name: 'Regenerate' }).waitFor();
    expect(await page.getByTestId('user-message').count()).toBe(1);
    expect(await assistantReplies(page).count()).toBe(1);

    // Regenerate writes the last reply again, in its place.
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByRole('button', { name: 'Regenerate' }).waitFor();
    await assistantReplies(page).last().getByText(dropReply).waitFor();
    expect(await assistantReplies(page).count()).toBe(1);

    // Stop ends a reply mid-way; what was written stays, after a reload too.
    await page.getByRole('textbox', { name: 'Message' }).fill('Tell me a long story');
    await page.getByRole('button', { name: 'Send' }).click();
    await assistantReplies(page).last().getByText('word3', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Send' }).waitFor();
    const stoppedAt = await assistantReplies(page).last().innerText();
    expect(stoppedAt).not.toContain('word59');
    await page.reload();
    await page.getByTestId('user-message').getByText('Tell me a long story').waitFor();
    await assistantReplies(page).last().getByText('word3', { exact: false }).waitFor();
    expect(await assistantReplies(page).last().innerText()).not.toContain('word59');

    // A Quick Action puts its words in the input, to send as they are or changed.
    await page.getByRole('list', { name: 'Quick Actions' }).getByRole('button', { name: 'analyze my website performance' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('analyze my website performance');

    // New Chat starts afresh with the greeting.
    await page.getByRole('button', { name: 'New Chat', exact: true }).click();
    await page.waitForURL((url) => !url.search.includes('chat='));
    expect(await page.getByTestId('user-message').count()).toBe(0);
    await page.getByTestId('assistant-greeting').waitFor();

    // Chat History finds a chat by its title and deletes it, after asking in its place; Escape there
    // goes back to the list.
    await page.getByRole('button', { name: 'Chat History' }).click();
    const history = page.getByRole('dialog', { name: 'Chat History' });
    await history.getByRole('textbox', { name: 'Search chats' }).fill('visitors drop');
    const found = history.getByRole('list', { name: 'All chats' }).getByRole('listitem');
    await expect.poll(() => found.count()).toBe(1);
    await found.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete chat' });
    await confirm.getByText(assistantMessages.deleteConfirm).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => found.count()).toBe(1);
    await found.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await history.getByText('No chats match your search').waitFor();
    await page.keyboard.press('Escape');

    // Clear empties Recent Chats, after asking.
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello there');
    await page.getByRole('button', { name: 'Send' }).click();
    await assistantReplies(page).last().getByText('Noted.').waitFor();
    const recent = page.getByRole('list', { name: 'Recent Chats' });
    await recent.getByText('Hello there').waitFor();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByRole('dialog', { name: 'Clear recent chats' }).getByRole('button', { name: 'Clear' }).click();
    await page.getByText(assistantMessages.emptyHistory).first().waitFor();

    // An insight's action opens the screen it names.
    const insights = page.getByRole('region', { name: 'AI Insights' });
    const insight = insights.getByTestId('insight').filter({ has: page.getByRole('button', { name: 'Open Content' }) });
    await insight.getByRole('button', { name: 'Open Content' }).click();
    await page.waitForURL('**/content');
    await context.close();
  });

  it('lets a Viewer read with it, offers them nothing that acts, and shows an earlier proposal without Confirm', async () => {
    const owner = await signedInContext(browser, uniqueEmail('assistant-owner'), server.url);
    const workspaceId = (await (await owner.context.request.get('/api/me')).json()).workspace.id as string;
    const { context, page } = await signedInContext(browser, uniqueEmail('assistant-viewer'), server.url);
    const viewerId = (await (await context.request.get('/api/me')).json()).id as string;
    await server.db.insert(workspaceMembers).values({ workspaceId, userId: viewerId, role: 'viewer' });
    const switched = await context.request.post('/api/workspaces/current', { headers: pageOrigin(server.url), data: { workspaceId } });
    expect(switched.ok()).toBe(true);

    // Asked for a draft, the model is offered no tool that acts, so it can only say so.
    await page.goto('/ai-assistant');
    await page.getByRole('textbox', { name: 'Message' }).fill('Please draft a blog post about rye');
    await page.getByRole('button', { name: 'Send' }).click();
    await assistantReplies(page).last().getByText(viewerReply).waitFor();
    expect(await page.getByTestId('action-proposal').count()).toBe(0);

    // A proposal already in a chat (made while they could still write) shows what it would do, not Confirm.
    const [chat] = await server.db
      .insert(assistantChats)
      .values({ workspaceId, userId: viewerId, mode: 'content', title: 'An earlier draft' })
      .returning();
    await server.db.insert(storedMessages).values([
      { chatId: chat!.id, position: 0, id: crypto.randomUUID(), role: 'user', parts: [{ type: 'text', text: 'An earlier draft' }] },
      {
        chatId: chat!.id,
        position: 1,
        id: crypto.randomUUID(),
        role: 'assistant',
        parts: [
          {
            type: 'tool-createContentDraft',
            toolCallId: 'call_earlier',
            state: 'input-available',
            input: { title: 'Rye for beginners', content: 'Rye needs a wetter dough.' },
          },
        ],
      },
    ]);
    await page.goto(`/ai-assistant?chat=${chat!.id}`);
    const proposal = page.getByTestId('action-proposal');
    await proposal.getByText('Rye for beginners').waitFor();
    await proposal.getByText('Only Owners and Editors can confirm this.').waitFor();
    expect(await proposal.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    await context.close();
    await owner.context.close();
  });
});
