import { describe, expect, it } from 'vitest';
import { sharedChunkNames } from './signed-in-chunks';

const page = (name: string, members: string[]) => ({ name, members: new Set(members) });

describe('the chunks of the modules pages share', () => {
  const pages = [
    page('index', ['react', 'button', 'schemas', 'frame-only']),
    page('login', ['react', 'button', 'schemas', 'credentials']),
    page('landing', ['react', 'button', 'hero']),
    { ...page('screens', ['button', 'schemas', 'credentials']), afterAPage: true },
  ];

  it("puts what every page loads in one chunk, whether the screens load it or not, and what a set of pages loads in that set's", () => {
    const names = sharedChunkNames(pages, ['react', 'button', 'schemas', 'credentials']);
    expect(Object.fromEntries(names)).toEqual({
      react: 'common',
      button: 'common',
      schemas: 'common-index-login-screens',
      credentials: 'common-login-screens',
    });
  });

  it('leaves a module one page loads to the bundler', () => {
    expect(sharedChunkNames(pages, ['frame-only', 'hero']).size).toBe(0);
  });
});
