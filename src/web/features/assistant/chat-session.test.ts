import { describe, expect, it } from 'vitest';
import { newSession, openedSession, sessionForAddress } from './chat-session';

describe('sessionForAddress', () => {
  it('keeps the session that already shows the chat the address names', () => {
    const session = { ...newSession('seo'), chatId: 'c1' };
    expect(sessionForAddress(session, 'c1')).toBe(session);
  });

  it('opens the chat the address names, to be read from the server', () => {
    expect(sessionForAddress(newSession('general'), 'c2')).toEqual({ key: 'c2', chatId: 'c2', load: true, mode: 'general' });
  });

  it('starts a new chat when the address names none', () => {
    const next = sessionForAddress(openedSession('c1', 'content'), null);
    expect(next).toMatchObject({ chatId: null, load: false, mode: 'content' });
    expect(next.key).not.toBe('c1');
  });
});
