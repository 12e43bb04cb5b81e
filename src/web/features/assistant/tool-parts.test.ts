import type { UIMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { assistantMessages } from '@/shared/assistant/assistant';
import { awaitsAnswer, confirmedInput, fieldLabel, proposalFields, stepOf, toLocalInput, toolPartView } from './tool-parts';

type Part = UIMessage['parts'][number];
const part = (value: Record<string, unknown>) => value as unknown as Part;

describe('toolPartView', () => {
  it('shows a read tool as a step with its summary and link', () => {
    const view = toolPartView(
      part({
        type: 'tool-getAnalytics',
        toolCallId: 'c1',
        state: 'output-available',
        input: { range: '30d' },
        output: { visitors: 120, step: { summary: 'Looked at Analytics, last 30 days', path: '/analytics' } },
      }),
    );
    expect(view).toMatchObject({
      kind: 'step',
      toolName: 'getAnalytics',
      step: { summary: 'Looked at Analytics, last 30 days', path: '/analytics' },
    });
  });

  it('shows a read tool still running, and one that failed', () => {
    expect(toolPartView(part({ type: 'tool-getAnalytics', toolCallId: 'c1', state: 'input-available', input: {} }))?.kind).toBe('running');
    expect(toolPartView(part({ type: 'tool-getAnalytics', toolCallId: 'c1', state: 'output-error', errorText: 'boom' }))).toMatchObject({
      kind: 'failed',
      errorText: 'boom',
    });
  });

  it('shows a write tool waiting with the model input as a proposal', () => {
    const view = toolPartView(
      part({ type: 'tool-createContentDraft', toolCallId: 'c2', state: 'input-available', input: { type: 'blog', title: 'Spring' } }),
    );
    expect(view).toEqual({ kind: 'proposal', toolName: 'createContentDraft', toolCallId: 'c2', input: { type: 'blog', title: 'Spring' } });
  });

  it('shows an answered action as done, declined or refused with the reason', () => {
    const answered = (output: unknown) =>
      toolPartView(part({ type: 'tool-trackKeyword', toolCallId: 'c3', state: 'output-available', input: {}, output }));
    expect(answered({ outcome: 'done', step: { summary: 'Tracked sourdough', path: '/seo' } })).toMatchObject({
      kind: 'outcome',
      outcome: 'done',
      text: assistantMessages.actionDone,
      step: { path: '/seo' },
    });
    expect(answered({ outcome: 'declined', step: { summary: 'x', path: '/seo' } })).toMatchObject({
      text: assistantMessages.actionDeclined,
    });
    expect(answered({ outcome: 'refused', message: 'Viewers cannot do this' })).toMatchObject({
      outcome: 'refused',
      text: 'Viewers cannot do this',
    });
  });

  it('leaves text and other parts alone', () => {
    expect(toolPartView({ type: 'text', text: 'hi' })).toBeNull();
    expect(toolPartView({ type: 'step-start' })).toBeNull();
  });
});

describe('stepOf', () => {
  it('reads a well-formed step only', () => {
    expect(stepOf({ step: { summary: 's', path: '/p' } })).toEqual({ summary: 's', path: '/p' });
    expect(stepOf({ step: { summary: 's' } })).toBeNull();
    expect(stepOf('text')).toBeNull();
  });
});

describe('proposal fields', () => {
  it('makes text, lists and times editable, shows the rest as it is, and ids as a count or not at all', () => {
    const fields = proposalFields({
      title: 'Spring loaves',
      content: 'Body',
      tags: ['bread', 'spring'],
      format: 'blog',
      accountIds: ['a', 'b'],
      projectId: 'p',
      url: 'https://x.test',
      empty: '',
    });
    expect(fields).toEqual([
      { key: 'title', label: 'Title', value: 'Spring loaves', input: 'text' },
      { key: 'content', label: 'Content', value: 'Body', input: 'multiline' },
      { key: 'tags', label: 'Tags', value: 'bread, spring', input: 'list' },
      { key: 'format', label: 'Format', value: 'blog', input: null },
      { key: 'accountIds', label: 'Accounts', value: '2 selected', input: null },
      { key: 'url', label: 'URL', value: 'https://x.test', input: 'text' },
    ]);
  });

  it('shows a time in a datetime field and sends it back in ISO', () => {
    const input = { scheduledAt: '2026-12-01T09:30:00.000Z' };
    const [field] = proposalFields(input);
    expect(field).toMatchObject({ input: 'datetime', value: toLocalInput(input.scheduledAt) });
    expect(confirmedInput(input, { scheduledAt: field!.value })).toEqual(input);
  });

  it('labels camelCase keys in words', () => {
    expect(fieldLabel('metaDescription')).toBe('Meta description');
  });

  it('sends the model input with the edited text and lists in place, and nothing else changed', () => {
    expect(confirmedInput({ title: 'Old', keywords: ['a'], count: 2 }, { title: 'New', keywords: 'sourdough, rye ,', count: '5' })).toEqual(
      {
        title: 'New',
        keywords: ['sourdough', 'rye'],
        count: 2,
      },
    );
  });

  it('knows when a reply waits for an answer', () => {
    const waiting: UIMessage = {
      id: 'm',
      role: 'assistant',
      parts: [part({ type: 'tool-startSiteAudit', toolCallId: 'c', state: 'input-available', input: { url: 'https://x.test' } })],
    };
    expect(awaitsAnswer(waiting)).toBe(true);
    expect(awaitsAnswer({ id: 'm', role: 'assistant', parts: [{ type: 'text', text: 'hi' }] })).toBe(false);
  });
});
