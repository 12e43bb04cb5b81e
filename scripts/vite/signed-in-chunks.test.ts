import { describe, expect, it } from 'vitest';
import { sharedChunkNames, smallestSharedChunk } from './signed-in-chunks';

const page = (name: string, members: string[]) => ({ name, members: new Set(members) });

describe('the chunks of the modules pages share', () => {
  const pages = [
    page('index', ['react', 'button', 'schemas', 'frame-only']),
    page('login', ['react', 'button', 'schemas', 'credentials']),
    page('landing', ['react', 'button', 'hero']),
    { ...page('screens', ['button', 'schemas', 'credentials']), afterAPage: true },
  ];

  const large = () => smallestSharedChunk;

  it("puts what every page loads in one chunk, whether the screens load it or not, and what a set of pages loads in that set's", () => {
    const names = sharedChunkNames(pages, ['react', 'button', 'schemas', 'credentials'], large);
    expect(Object.fromEntries(names)).toEqual({
      react: 'common',
      button: 'common',
      schemas: 'common-index-login-screens',
      credentials: 'common-login-screens',
    });
  });

  it("puts a set's modules in the common chunk when their own would be small", () => {
    const sizes: Record<string, number> = {
      react: 40_000,
      button: 500,
      schemas: smallestSharedChunk - 1,
      credentials: smallestSharedChunk,
    };
    const names = sharedChunkNames(pages, ['react', 'button', 'schemas', 'credentials'], (id) => sizes[id] ?? 0);
    expect(Object.fromEntries(names)).toEqual({
      react: 'common',
      button: 'common',
      schemas: 'common',
      credentials: 'common-login-screens',
    });
  });

  it('leaves a module one page loads to the bundler', () => {
    expect(sharedChunkNames(pages, ['frame-only', 'hero'], large).size).toBe(0);
  });
});
