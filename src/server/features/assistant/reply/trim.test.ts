import type { UIMessage } from 'ai';
import { describe, expect, test } from 'vitest';
import { trimHistory } from './trim';

const said = (index: number): UIMessage => ({
  id: String(index),
  role: index % 2 === 0 ? 'user' : 'assistant',
  parts: [{ type: 'text', text: index % 2 === 0 ? `Question ${index}` : `Answer ${index}` }],
});

describe('trimming a long chat', () => {
  test('a short chat goes whole', () => {
    const chat = Array.from({ length: 6 }, (_, index) => said(index));
    expect(trimHistory(chat)).toEqual({ messages: chat });
  });

  test('a long one keeps its latest messages from a question, and names the questions left out', () => {
    const chat = Array.from({ length: 41 }, (_, index) => said(index));
    const { messages, dropped } = trimHistory(chat, 16);
    expect(messages[0]!.role).toBe('user');
    expect(messages.at(-1)).toBe(chat.at(-1));
    expect(messages.length).toBeLessThanOrEqual(16);
    expect(dropped).toContain(`(${41 - messages.length} messages not shown)`);
    expect(dropped).toContain('Question 24');
    expect(dropped).not.toContain('Question 0 ');
  });
});
