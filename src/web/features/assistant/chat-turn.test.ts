import type { UIMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { chatTurnFor, lastQuestion, messageText, questionToSend, replyOutcome } from './chat-turn';

const question = (id: string, text: string): UIMessage => ({ id, role: 'user', parts: [{ type: 'text', text }] });
const reply = (id: string, text: string): UIMessage => ({ id, role: 'assistant', parts: [{ type: 'step-start' }, { type: 'text', text }] });

describe('chatTurnFor', () => {
  it('sends the last question with its id, and nothing else of the chat', () => {
    const messages = [question('q1', 'Hi'), reply('r1', 'Hello'), question('q2', '  How is my traffic?  ')];
    expect(chatTurnFor('submit-message', messages)).toEqual({ trigger: 'submit-message', messageId: 'q2', text: 'How is my traffic?' });
  });

  it('sends an edited question under its own id (the SDK keeps it last)', () => {
    const messages = [question('q1', 'Hi'), reply('r1', 'Hello'), question('q2', 'How are my rankings?')];
    expect(chatTurnFor('submit-message', messages)).toMatchObject({ messageId: 'q2', text: 'How are my rankings?' });
  });

  it('asks for the last reply again without a question', () => {
    expect(chatTurnFor('regenerate-message', [question('q1', 'Hi')])).toEqual({ trigger: 'regenerate-message' });
  });

  it('refuses to send without a question', () => {
    expect(() => chatTurnFor('submit-message', [])).toThrow();
  });
});

describe('messageText and lastQuestion', () => {
  it('joins the text parts and skips the others', () => {
    expect(messageText(reply('r', 'Visitors rose.'))).toBe('Visitors rose.');
  });

  it('finds the last question, or none', () => {
    expect(lastQuestion([question('q1', 'a'), reply('r1', 'b')])?.id).toBe('q1');
    expect(lastQuestion([])).toBeNull();
  });
});

describe('questionToSend', () => {
  it('ignores an empty message', () => {
    expect(questionToSend('   \n ')).toBeNull();
    expect(questionToSend(' Hello ')).toBe('Hello');
  });
});

describe('replyOutcome', () => {
  it('reads how a stored reply ended', () => {
    expect(replyOutcome({ ...reply('r', 'Part'), metadata: { source: 'ai', outcome: 'failed' } })).toBe('failed');
    expect(replyOutcome({ ...reply('r', 'Part'), metadata: { outcome: 'stopped' } })).toBe('stopped');
    expect(replyOutcome(reply('r', 'Part'))).toBeNull();
  });
});
