import { describe, expect, it } from 'vitest';
import { onlineLight } from './online-light';

describe('onlineLight', () => {
  it('is green with the provider in its tooltip when a provider answers', () => {
    expect(onlineLight({ online: true, source: 'ai', provider: 'OpenAI', model: 'gpt-4o-mini' }, false)).toEqual({
      online: true,
      label: 'Online',
      tooltip: 'OpenAI · gpt-4o-mini',
    });
  });

  it('is green when the offline writer serves, and says so', () => {
    expect(onlineLight({ online: true, source: 'offline', provider: null, model: null }, false)).toMatchObject({
      online: true,
      tooltip: expect.stringContaining('Offline writer'),
    });
  });

  it('is not green when the provider fails, or before the status is known', () => {
    expect(onlineLight({ online: false, source: 'ai', provider: 'Anthropic', model: null }, false)).toMatchObject({
      online: false,
      tooltip: 'Anthropic is not answering',
    });
    expect(onlineLight(undefined, true).online).toBe(false);
  });
});
